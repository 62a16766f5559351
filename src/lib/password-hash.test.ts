import { describe, expect, it } from "vitest";

import { hash } from "@node-rs/argon2";

import { hashPassword, needsRehash, verifyPassword } from "./password-hash";

describe("issue 19, ASVS 11.4.2: password hashes", () => {
  it("are argon2id with OWASP's profile — 19 MiB, two passes, one lane — written into the hash itself", async () => {
    const hash = await hashPassword("correct-horse-battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword("correct-horse-battery")).not.toBe(hash);
  });

  it("ASVS 6.2.8: verify the bytes as received — spaces at the ends and case count", async () => {
    const hash = await hashPassword("  Mixed Case Pass  ");
    expect(await verifyPassword(hash, "  Mixed Case Pass  ")).toBe(true);
    for (const near of ["Mixed Case Pass", "  mixed case pass  ", "  Mixed Case Pass"]) expect(await verifyPassword(hash, near), near).toBe(false);
  });

  it("ASVS 11.2.2: a hash made with other parameters is due for a new one; today's is not", async () => {
    expect(needsRehash(await hashPassword("correct-horse-battery"))).toBe(false);
    expect(needsRehash(await hash("correct-horse-battery", { memoryCost: 4096, timeCost: 3, parallelism: 1 }))).toBe(true);
    expect(needsRehash("$2b$10$abcdefghijklmnopqrstuuvwxyz0123456789ABCDEFGHIJKLMNOPQ")).toBe(true);
  });
});
