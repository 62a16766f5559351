import { isIP } from "node:net";

/**
 * The client's address as the outermost trusted proxy saw it. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the last `proxyHops` entries were written
 * by our own proxies; everything to their left was written by the client and proves nothing. With
 * one proxy (TRUST_PROXY=true) that is the rightmost entry. Without trusted proxies, or when the
 * header holds no well-formed address where one is expected, the socket's peer is the answer.
 */
export function clientAddressFrom(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, proxyHops: number): string {
  const fallback = socketAddress ?? "unknown";
  if (proxyHops <= 0 || forwardedFor === undefined) return fallback;
  // Several X-Forwarded-For headers are one list in order (RFC 7230 §3.2.2).
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return fallback;
  // A shorter chain than configured means the request skipped a proxy: take what the nearest wrote.
  const candidate = entries[Math.max(0, entries.length - proxyHops)]!;
  return isIP(candidate) ? candidate : fallback;
}

/** Request ids we accept from a trusted proxy: short, printable, nothing a log line could trip on. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === "string" && REQUEST_ID_PATTERN.test(value);
}
