import type { ServerResponse } from "node:http";

/**
 * Headers every answer carries. The Content-Security-Policy with nonces comes with the page head
 * (spec S-HEAD-3, site-shell issue), where the tag-manager scripts it must allow are added.
 */
export function setSecurityHeaders(res: ServerResponse, siteOrigin: string): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (siteOrigin.startsWith("https://")) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
