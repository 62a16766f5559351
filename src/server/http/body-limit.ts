import type { IncomingMessage } from "node:http";

import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE } from "@/features/chat/attachments/chat-attachment-rules";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "@/platform/uploads/image-rules";

/**
 * How many bytes of request body a path may send. Bodies are checked here, in the HTTP server,
 * before any handler (session, CSRF, JSON) reads a byte: a declared Content-Length over the limit is
 * refused unread, and a chunked body is counted as it arrives. Routes that take uploads get their own
 * larger entry here; everything else keeps the default.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * `path` is exact, or a pattern for a path with an id in it, anchored at both ends (a query may
 * follow); `message` is the 413's, in the words of the page that uploads.
 */
const ROUTE_BODY_LIMITS: { path: string | RegExp; bytes: number; message: string }[] = [
  { path: "/api/v2/me/avatar", bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE },
  { path: "/api/v2/current_corporation/logo", bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE },
  { path: /^\/api\/v2\/project_chat_rooms\/[0-9]+\/attachments$/, bytes: ATTACHMENT_MAX_BYTES, message: ATTACHMENT_TOO_LARGE_MESSAGE },
];

function routeLimitOf(url: string) {
  const path = url.split(/[?#]/, 1)[0];
  return ROUTE_BODY_LIMITS.find((route) => (typeof route.path === "string" ? route.path === path : route.path.test(path ?? "")));
}

export function bodyLimitFor(url: string): number {
  return routeLimitOf(url)?.bytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

/** The 413's message for a path with its own limit; undefined: the default one. */
export function tooLargeMessageFor(url: string): string | undefined {
  return routeLimitOf(url)?.message;
}

export type BodyCheck =
  | { kind: "ok" }
  /** The body was read (chunked, within the limit): hand it on as the request's raw body. */
  | { kind: "buffered"; body: Buffer }
  | { kind: "too_large" };

/** Whether the declared length already exceeds the limit (no byte of the body is read). */
export function isDeclaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = req.headers["content-length"];
  if (declared === undefined) return false;
  const bytes = Number(declared);
  return !Number.isFinite(bytes) || bytes > limit;
}

/**
 * With a Content-Length the HTTP parser never delivers more than was declared, so a request within
 * the limit needs no counting. A chunked body has no declared size: read it up to the limit and stop
 * reading the moment it passes, so a client cannot make us hold more than `limit` bytes.
 */
export function checkRequestBody(req: IncomingMessage, limit: number): Promise<BodyCheck> {
  if (isDeclaredTooLarge(req, limit)) return Promise.resolve({ kind: "too_large" });
  if (req.headers["transfer-encoding"] === undefined) return Promise.resolve({ kind: "ok" });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        resolve({ kind: "too_large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ kind: "buffered", body: Buffer.concat(chunks) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
