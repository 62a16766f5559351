import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's second recommended profile (m = 19 MiB, t = 2, p = 1): ~40 ms to hash on this
 * machine's 2 cores, so a login stays fast while an offline guess stays expensive.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Whether a stored hash was made with other parameters than today's (or another algorithm): the next
 * successful login stores a new hash of the password just typed (ASVS 11.2.2), so raising the cost
 * reaches every account that logs in, without a reset.
 */
export function needsRehash(passwordHash: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return !passwordHash.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a random password, verified when the e-mail is unknown so that a wrong e-mail
 * takes as long as a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
