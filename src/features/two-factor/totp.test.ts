import { describe, expect, it } from "vitest";

import { decodeBase32, encodeBase32, generateTotpSecret, matchTotp, otpauthUri, stepAt, totpAtStep } from "./totp";

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890".
const RFC_SECRET = Buffer.from("12345678901234567890");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238), the second factor of 二段階認証", () => {
  it.each(RFC_VECTORS)("at %i s the RFC's 8-digit code is %s", (seconds, code) => {
    expect(totpAtStep(RFC_SECRET, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it("base32 round-trips, ignores spaces and case, and a new secret is 160 bits", () => {
    expect(encodeBase32(RFC_SECRET)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(decodeBase32("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(RFC_SECRET);
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32(secret)).toHaveLength(20);
  });

  it("accepts the current step and one either side, and never a step already used", () => {
    const secret = encodeBase32(RFC_SECRET);
    const now = new Date(1_111_111_111_000);
    const step = stepAt(now);
    const code = (s: number) => totpAtStep(RFC_SECRET, s);
    expect(matchTotp(secret, code(step), now, null)).toBe(step);
    expect(matchTotp(secret, code(step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, code(step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, code(step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, code(step), now, step)).toBeNull();
    expect(matchTotp(secret, "12345", now, null)).toBeNull();
    expect(matchTotp(secret, "１２３４５６", now, null)).toBeNull();
  });

  it("the QR's URI names the issuer and the account, as authenticator apps show them", () => {
    const uri = otpauthUri("GEZDGNBVGY3TQOJQ", "admin@example.com");
    expect(uri.startsWith("otpauth://totp/%E3%81%8B%E3%81%91%E3%81%AF%E3%81%97:admin%40example.com?")).toBe(true);
    const params = new URL(uri).searchParams;
    expect(params.get("secret")).toBe("GEZDGNBVGY3TQOJQ");
    expect(params.get("issuer")).toBe("かけはし");
    expect(params.get("digits")).toBe("6");
  });
});
