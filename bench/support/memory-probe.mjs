/**
 * Loaded into bench:chat-streams' server processes (NODE_OPTIONS=--import): on SIGUSR2, two full
 * garbage collections, then process.memoryUsage() into BENCH_MEMORY_FILE. The bench then compares
 * live memory, not whatever garbage V8 had yet to collect (RSS alone swung by ±15 MB between readings).
 * Plain JavaScript: NODE_OPTIONS imports run before the tsx loader is registered.
 */
import { renameSync, writeFileSync } from "node:fs";
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
const file = process.env.BENCH_MEMORY_FILE;

if (file) {
  process.on("SIGUSR2", () => {
    gc();
    gc();
    // Renamed into place so the bench never reads half a file.
    writeFileSync(`${file}.part`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.part`, file);
  });
}
