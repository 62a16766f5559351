import { createHmac } from "node:crypto";

import { safeEqual } from "@/platform/sessions/tokens";

import type { NoticeMailCategory } from "./notice-mail.schemas";

/**
 * The signature that makes an unsubscribe link work without logging in: an HMAC of the user and the
 * category under the app secret. It never expires (a link in an old mail keeps working, as RFC 8058
 * expects), and it can do one thing only: stop that category for that user.
 */
export function signUnsubscribe(appSecret: string, userId: number, category: NoticeMailCategory): string {
  return createHmac("sha256", appSecret).update(`notice-unsubscribe:${userId}:${category}`).digest("base64url");
}

/** Constant-time comparison with the signature under each accepted secret (a link mailed before a rotation keeps working). */
export function isUnsubscribeSignatureValid(secrets: readonly string[], userId: number, category: NoticeMailCategory, signature: string): boolean {
  return secrets.some((secret) => safeEqual(signUnsubscribe(secret, userId, category), signature));
}

export const UNSUBSCRIBE_PATH = "/mail/unsubscribe";

/** The link in the footer and the List-Unsubscribe header (the header's one-click POST goes to the API). */
export function unsubscribeUrlFor(siteOrigin: string, appSecret: string, userId: number, category: NoticeMailCategory): string {
  const query = new URLSearchParams({ u: String(userId), c: category, t: signUnsubscribe(appSecret, userId, category) });
  return `${siteOrigin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}
