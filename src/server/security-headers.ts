import type { ServerResponse } from "node:http";

/**
 * Headers every answer carries. The Content-Security-Policy differs for pages (a nonce per answer)
 * and the API, so main.ts sets it per path (content-security-policy.ts).
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
