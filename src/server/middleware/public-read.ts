import { createHash } from "node:crypto";

import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { etag, RETAINED_304_HEADERS } from "hono/etag";

import type { AppEnv } from "@/platform/context";

import { RATE_LIMIT_LIMIT_HEADER, RATE_LIMIT_REMAINING_HEADER } from "./anonymous-read-limit";

/** How long a visitor's answer may be reused: search results change as projects are published. */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/** What another site's script may read besides the safelisted headers: when to come back after a 429, and what is left before one. */
const EXPOSED_HEADERS = ["Retry-After", RATE_LIMIT_LIMIT_HEADER, RATE_LIMIT_REMAINING_HEADER];

const allowAnyOrigin = cors({
  origin: "*",
  allowMethods: ["GET", "HEAD", "OPTIONS"],
  allowHeaders: ["X-Requested-With", "Content-Type"],
  exposeHeaders: EXPOSED_HEADERS,
  maxAge: 86_400,
});
/** SHA-1 of the body, synchronously: WebCrypto's async digest cost ~0.1 ms more per answer (measured on an 8 KB search answer). */
function sha1(body: Uint8Array): ArrayBuffer {
  const digest = createHash("sha1").update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

// A 304 keeps the CORS headers (or the other site's script could not read it) and the rate-limit figures.
const withEtag = etag({
  retainedHeaders: [...RETAINED_304_HEADERS, "access-control-allow-origin", "access-control-expose-headers", ...EXPOSED_HEADERS.map((name) => name.toLowerCase())],
  generateDigest: sha1,
});

/**
 * The public reads (project search, landing searches, ranking, search metadata) for other sites and
 * tools: any origin may read them from a browser, without credentials, so a cross-site request is
 * always a visitor's; every answer carries an ETag and a matching If-None-Match gets 304; a visitor's
 * 200 may be reused for a minute. A signed-in answer marks the member's likes, so it stays
 * `private, no-store` (the default policy, cache-control.ts); so do errors.
 */
export const publicRead: MiddlewareHandler<AppEnv> = (c, next) =>
  allowAnyOrigin(c, async () => {
    await withEtag(c, async () => {
      await next();
      if (c.var.actor === null && c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
        c.res.headers.set("Cache-Control", `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`);
        c.res.headers.append("Vary", "Cookie");
      }
    });
  });
