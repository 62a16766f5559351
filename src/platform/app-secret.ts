import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import type { AppEnv } from "@/lib/env";

/**
 * APP_SECRET when configured. Otherwise the embedded database keeps a generated one beside its data
 * (so CSRF tokens survive a restart), and a server run without one gets a per-process secret
 * (parseEnv already refuses that combination in production).
 */
export async function resolveAppSecret(env: AppEnv): Promise<string> {
  if (env.appSecret) return env.appSecret;
  if (env.databaseUrl) return randomBytes(32).toString("base64url");
  const file = path.resolve(env.dataDir, "app-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The secrets a signature or a sealed value may have been made with: today's first, then the one
 * being retired (APP_SECRET_PREVIOUS). New ones are always made with today's; reading accepts both,
 * so a rotation logs nobody out and breaks no link in a mail (docs/operations.md).
 */
export function acceptedAppSecrets(deps: { appSecret: string; previousAppSecret?: string }): readonly string[] {
  return deps.previousAppSecret ? [deps.appSecret, deps.previousAppSecret] : [deps.appSecret];
}
