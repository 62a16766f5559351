// Runs `next build` when no build exists or a source is newer than it (shared by npm start and tests).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const BUILD_INPUTS = ["src", "public", "next.config.ts", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function needsBuild() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

/**
 * Builds when needed; exits the process with the build's status when it fails. `say` gets one plain
 * line about what happens (npm start numbers it as step 1 of 4).
 */
export function buildIfNeeded(env = process.env, say = console.log) {
  if (!needsBuild()) {
    say("ページはビルド済みです");
    return;
  }
  say("ページをビルドしています（ソースが変わったときだけ。2コアのマシンで10〜30秒ほど）…");
  // Next's own entry point through this Node: npx would first start npm (a second or more when busy).
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    env: { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
