// Another process that tries to take a data directory (tests of src/db/data-dir-lock.ts):
//   node --import tsx tests/support/data-dir-lock-contender.ts DIR [START_AT_EPOCH_MS] [HOLD_MS]
// Waits until START_AT (so several contenders try at the same moment), prints one JSON line,
// {"outcome":"acquired"} or {"outcome":"refused","message":…} (exit code 3), then holds the lock for
// HOLD_MS (default: until killed) and ends normally, which releases it.
import { acquireDataDirLock, DataDirLockedError } from "../../src/db/data-dir-lock";

const [dataDir, startAt = "0", holdMs = "600000"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: data-dir-lock-contender.ts DIR [START_AT_EPOCH_MS] [HOLD_MS]");

await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  acquireDataDirLock(dataDir);
  console.log(JSON.stringify({ outcome: "acquired" }));
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.log(JSON.stringify({ outcome: "refused", message: error.message }));
  process.exit(3);
}
setTimeout(() => {}, Number(holdMs));
