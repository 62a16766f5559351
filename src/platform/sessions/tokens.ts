import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session ids and anonymous CSRF ids. */
export function generateRandomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionId(rawId: string): string {
  return createHash("sha256").update(rawId).digest("hex");
}

/**
 * The CSRF token shown in <meta name="csrf-token">: an HMAC bound to the session (or, logged out, to
 * the anonymous CSRF cookie), so it changes at login and cannot be forged without the secret.
 */
export function deriveCsrfToken(appSecret: string, binding: { sessionRawId?: string; anonymousId: string }): string;
export function deriveCsrfToken(appSecret: string, binding: { sessionRawId?: string; anonymousId?: string }): string | undefined;
export function deriveCsrfToken(appSecret: string, binding: { sessionRawId?: string; anonymousId?: string }): string | undefined {
  const subject = binding.sessionRawId ? `s:${binding.sessionRawId}` : binding.anonymousId ? `a:${binding.anonymousId}` : undefined;
  if (!subject) return undefined;
  return createHmac("sha256", appSecret).update(subject).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Token shape accepted from cookies: base64url, 43 characters (32 bytes). */
export function isWellFormedToken(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
