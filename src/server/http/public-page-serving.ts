import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { getBotType } from "next/dist/shared/lib/router/utils/is-bot";

import { compileGzipTemplate, fillGzipTemplate } from "./gzip-template";
import { fillPageTemplate, slotValuesOf, toPageTemplate, type PageSlot, type PublicPageCache } from "./public-page-cache";

export type PublicPageServing = {
  cache: PublicPageCache;
  /** The session cookie's name: a request that carries one is a member's and is never shared. */
  sessionCookieName: string;
  /** The CSRF token a visitor's pages carry (from the anonymous id cookie, set before this runs). */
  csrfTokenOf: (req: IncomingMessage) => string | undefined;
  /** What a page does beside rendering, done for an answer from the cache too (a project page counts a view). */
  onCachedAnswer?: (req: IncomingMessage, path: string) => void;
};

/**
 * The pages visitors read (decision 031): the top page, search and its landing pages, ranking,
 * project and pro pages, company pages, news and the content pages. Everything else — forms,
 * member pages, the console — is rendered for each request.
 */
const PUBLIC_PAGE_PATHS = [
  /^\/$/,
  /^\/top\/projects(\/ranking|\/\d+)?$/,
  /^\/(professions|required_skills|remote_types|tags|special_projects_pages)\/[^/]+$/,
  /^\/top\/pros(\/\d+|\/(professions|required_skills)\/[^/]+)?$/,
  /^\/corporations\/\d+$/,
  /^\/news(\/\d+)?$/,
  /^\/pages\/[a-z_]+$/,
  /^\/(business|documents\/guide)$/,
];

/** Headers of Next's client-side navigations and server actions: those answers are not documents. */
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];

/** Headers that belong to one answer only, never copied from a stored page. */
const PER_ANSWER_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
  "content-security-policy",
]);

/**
 * The cache key of a visitor's request for a public page, or undefined when the answer must be
 * rendered for this request alone. Crawlers that need metadata in <head> get Next's blocking render,
 * so they have their own entries.
 */
export function publicPageKeyOf(req: IncomingMessage, serving: PublicPageServing): string | undefined {
  if (req.method !== "GET") return undefined;
  const url = req.url ?? "/";
  const path = url.split("?", 1)[0]!;
  if (!PUBLIC_PAGE_PATHS.some((pattern) => pattern.test(path))) return undefined;
  if (url.includes("_rsc=") || ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  if (hasCookie(req.headers.cookie, serving.sessionCookieName)) return undefined;
  return `${getBotType(req.headers["user-agent"] ?? "") ?? "browser"} ${url}`;
}

/** Answers from the cache when it holds the page; false when the page must be rendered. */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, key: string, nonce: string, serving: PublicPageServing): boolean {
  const page = serving.cache.get(key);
  const csrfToken = serving.csrfTokenOf(req);
  if (!page || !csrfToken) return false;
  const values = { nonce, csrfToken };
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const isGzip = acceptsGzip(req);
  const body = isGzip ? fillGzipTemplate(page.gzip, slotValuesOf(page.template, values)) : Buffer.from(fillPageTemplate(page.template, values));
  if (isGzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.setHeader("X-Page-Cache", "hit");
  res.statusCode = 200;
  res.end(body);
  serving.onCachedAnswer?.(req, (req.url ?? "/").split("?", 1)[0]!);
  return true;
}

/**
 * Keeps a copy of what Next writes for this request and stores it when the answer turns out to be
 * a whole, successful HTML document that sets no cookie of its own.
 */
export function storeWhenRendered(req: IncomingMessage, res: ServerResponse, key: string, nonce: string, serving: PublicPageServing): void {
  const generation = serving.cache.currentGeneration();
  const cookiesBefore = String(res.getHeader("set-cookie") ?? "");
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunks, chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== "function") keep(chunks, chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
  res.once("finish", () => {
    const csrfToken = serving.csrfTokenOf(req);
    if (res.statusCode !== 200 || !csrfToken || String(res.getHeader("set-cookie") ?? "") !== cookiesBefore) return;
    if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
    const document = decode(Buffer.concat(chunks), String(res.getHeader("content-encoding") ?? "identity"));
    if (document === undefined) return;
    const headers = Object.entries(res.getHeaders())
      .filter(([name, value]) => value !== undefined && !PER_ANSWER_HEADERS.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
    const values: Record<PageSlot, string> = { nonce, csrfToken };
    const template = toPageTemplate(document, values);
    serving.cache.set(key, { template, gzip: compileGzipTemplate(template.parts), headers, bytes: Buffer.byteLength(document) }, generation);
  });
}

function keep(chunks: Buffer[], chunk: unknown, encoding: unknown) {
  if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
}

function decode(body: Buffer, encoding: string): string | undefined {
  try {
    if (encoding === "identity") return body.toString("utf8");
    if (encoding === "gzip") return gunzipSync(body).toString("utf8");
    if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  } catch {
    // A cut-off answer (the client went away): nothing to keep.
  }
  return undefined;
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
}

function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}
