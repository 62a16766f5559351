import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

import QRCode from "qrcode";

import { encodeBase32 } from "./totp";

/**
 * What 二段階認証 keeps and hands out, each protected its own way (decision 033): the TOTP secret
 * encrypted at rest, recovery codes hashed, and the short-lived login ticket between the password
 * and the code signed, so the server keeps nothing between the two steps.
 */

const keyOf = (appSecret: string) => Buffer.from(hkdfSync("sha256", appSecret, "", "kakehashi two-factor secret", 32));

/** AES-256-GCM, `iv | tag | ciphertext` in base64url. */
export function sealSecret(appSecret: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

/**
 * The secret, and whether it was sealed with today's APP_SECRET (`secrets[0]`) or the one being
 * retired. Null when neither opens it — APP_SECRET changed without APP_SECRET_PREVIOUS: then only a
 * recovery code opens the account.
 */
export function openSecret(secrets: readonly string[], sealed: string): { secret: string; isSealedWithCurrent: boolean } | null {
  for (const [index, appSecret] of secrets.entries()) {
    const secret = openWith(appSecret, sealed);
    if (secret !== null) return { secret, isSealedWithCurrent: index === 0 };
  }
  return null;
}

function openWith(appSecret: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(appSecret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export const RECOVERY_CODE_COUNT = 10;

/** `abcde-fghij`: 10 base32 characters (50 bits), lower case, easy to read aloud and type. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = encodeBase32(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** What a typed recovery code is compared as: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(typed: string): string | null {
  const clean = typed.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z2-7]{10}$/.test(clean) ? clean : null;
}

export const hashRecoveryCode = (normalized: string) => createHash("sha256").update(normalized).digest("hex");

/** How long the step between a right password and the code may take. */
const LOGIN_TICKET_LIFETIME_MS = 10 * 60_000;

type LoginTicket = { userId: number; rememberMe: boolean; expiresAt: number };

const signTicket = (appSecret: string, payload: string) => createHmac("sha256", appSecret).update(`two-factor-login|${payload}`).digest("base64url");

/** Given after a right password to an account with 二段階認証; the code's request brings it back within 10 minutes. */
export function issueLoginTicket(appSecret: string, input: { userId: number; rememberMe: boolean; now: Date }): string {
  const ticket: LoginTicket = { userId: input.userId, rememberMe: input.rememberMe, expiresAt: input.now.getTime() + LOGIN_TICKET_LIFETIME_MS };
  const payload = Buffer.from(JSON.stringify(ticket)).toString("base64url");
  return `${payload}.${signTicket(appSecret, payload)}`;
}

export function readLoginTicket(secrets: readonly string[], token: string, now: Date): LoginTicket | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const given = Buffer.from(signature);
  const isSignedBy = (appSecret: string) => {
    const expected = Buffer.from(signTicket(appSecret, payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  if (!secrets.some(isSignedBy)) return null;
  try {
    const ticket = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LoginTicket;
    return Number.isInteger(ticket.userId) && typeof ticket.rememberMe === "boolean" && ticket.expiresAt > now.getTime() ? ticket : null;
  } catch {
    return null;
  }
}

/**
 * The QR code of the authenticator URI as one SVG path (a 1×1 square per dark module), drawn by the
 * page itself: no image file, no HTML string, nothing of the URI reaches the browser but the shape.
 */
export function qrCodeOf(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size: modules.size, path };
}
