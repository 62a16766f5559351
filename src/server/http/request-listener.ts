import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

import type { SiteSettings } from "@/lib/env";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "@/lib/control-characters";
import { hasSecretInUrl, redactUrlForLog } from "@/lib/redact-url";
import type { Logger } from "@/lib/logger";

import { API_POLICY, buildPagePolicy, createNonce, NONCE_HEADER } from "@/platform/content-security-policy";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/platform/database-health";
import { AppError, toErrorBody } from "@/platform/errors";
import { renderPageFor } from "@/platform/page-request-log";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER, requestUserOf, SECRET_URL_HEADER } from "@/platform/request-headers";
import { ensureCsrfCookie } from "../page-cookies";
import { setSecurityHeaders } from "../security-headers";

import { bodyLimitFor, checkRequestBody, isDeclaredTooLarge, tooLargeMessageFor } from "./body-limit";
import { clientAddressFrom, isWellFormedRequestId } from "./client-address";
import { answerFromCache, publicPageKeyOf, storeWhenRendered, type PublicPageServing } from "./public-page-serving";
import { mayChangePublicPages } from "./public-page-writes";

/** /api/*, /uploads/*, /logout and /healthz go to the Hono app; every other path is a Next.js page. */
const API_PATHS = /^\/(api\/|uploads\/|logout$|logout\?|healthz$|healthz\?)/;

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | void;

const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

/** How long an idle connection is kept for the client's next request (see serveRequests). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type RequestListenerOptions = {
  siteOrigin: string;
  /** How many reverse proxies in front of us append to X-Forwarded-For (0: none is trusted). */
  proxyHops: number;
  isDev: boolean;
  site: SiteSettings;
  logger: Logger;
  handleApi: Handler;
  handlePage: Handler;
  /** Renders the product's 404 page (Next's not-found). */
  renderNotFound: Handler;
  /** Whether the database is known to be unreachable (DatabaseHealth): a failed page is then a 503. */
  isDatabaseDown: () => boolean;
  /** The shared cache of public pages for visitors (decision 031); absent, every page is rendered. */
  publicPages?: PublicPageServing;
};

/**
 * The one HTTP entry point (docs/decisions/001-one-http-server.md): what every request gets before
 * a handler sees it — a request id, the client address, security headers, the body-size limit —
 * and then the API or the page.
 */
function createRequestListener(options: RequestListenerOptions) {
  const { logger } = options;
  return (req: IncomingMessage, res: ServerResponse) => {
    const { proxyHops } = options;
    const started = process.hrtime.bigint();
    const incomingId = req.headers[REQUEST_ID_HEADER];
    const requestId = proxyHops > 0 && isWellFormedRequestId(incomingId) ? incomingId : randomUUID();
    // Overwritten, never trusted from the client: Hono reads these two.
    req.headers[REQUEST_ID_HEADER] = requestId;
    req.headers[CLIENT_IP_HEADER] = clientAddressFrom(req.headers["x-forwarded-for"], req.socket.remoteAddress, proxyHops);
    setSecurityHeaders(res, options.siteOrigin);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // Build assets are many and uninteresting: logged only at debug level.
    const level = req.url?.startsWith("/_next/static/") ? "debug" : "info";
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const userId = requestUserOf(req);
      logger[level]({ requestId, userId, method: req.method, path: redactUrlForLog(req.url), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    const isApi = API_PATHS.test(req.url ?? "/");
    void checkRequestBody(req, bodyLimitFor(req.url ?? "/"))
      .then((body) => {
        if (body.kind === "too_large") return refuseTooLarge(req, res, isApi);
        // @hono/node-server reads a Buffer on `rawBody` instead of the (already consumed) stream.
        if (body.kind === "buffered") Object.assign(req, { rawBody: body.body });
        return isApi ? serveApi(req, res) : servePage(req, res, requestId);
      })
      .catch((error: unknown) => {
        // The client went away mid-body: nobody is left to answer.
        logger.debug({ err: error, requestId }, "request body failed");
        res.destroy();
      });
  };

  function serveApi(req: IncomingMessage, res: ServerResponse) {
    res.setHeader("Content-Security-Policy", API_POLICY);
    const { publicPages } = options;
    if (publicPages) res.once("finish", () => mayChangePublicPages(req.method, req.url, res.statusCode) && publicPages.cache.invalidate());
    return options.handleApi(req, res);
  }

  function servePage(req: IncomingMessage, res: ServerResponse, requestId: string) {
    // Pages are read (GET, HEAD) and their forms posted (POST); TRACE and the rest have no business here (ASVS 13.4.4).
    if (!PAGE_METHODS.has(req.method ?? "GET")) {
      res.writeHead(405, { Allow: [...PAGE_METHODS].join(", "), "Content-Type": "text/plain; charset=utf-8" });
      return void res.end("このアドレスはこの方法のリクエストを受け付けていません。");
    }
    // A query holding NUL or another control character is nobody's typing (PostgreSQL refuses NUL in text:
    // a page's search used to answer 500). Refused here, before any page reads it.
    if (hasControlCharacterInQuery(req.url ?? "/")) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      return void res.end(`検索条件などの値に使えない文字が含まれています（${CONTROL_CHARACTER_MESSAGE}）。`);
    }
    // One nonce per page answer; Next reads it from the request's policy header for its own scripts.
    const nonce = createNonce();
    const policy = buildPagePolicy({ nonce, isDev: options.isDev, site: options.site });
    req.headers["content-security-policy"] = policy;
    req.headers[NONCE_HEADER] = nonce;
    // Only this server says whether the address holds a secret (the layout then loads no tags).
    if (hasSecretInUrl(req.url)) req.headers[SECRET_URL_HEADER] = "1";
    else delete req.headers[SECRET_URL_HEADER];
    res.setHeader("Content-Security-Policy", policy);
    ensureCsrfCookie(req, res, options.siteOrigin);
    const { publicPages } = options;
    const cacheKey = publicPages && publicPageKeyOf(req, publicPages);
    if (publicPages && cacheKey !== undefined) {
      if (answerFromCache(req, res, cacheKey, nonce, publicPages)) return;
      storeWhenRendered(req, res, cacheKey, nonce, publicPages);
      res.setHeader("X-Page-Cache", "miss");
    }
    answerOutagesAs503(res, options.isDatabaseDown);
    // A path that is not valid percent-encoding (/top/projects/%FF) names no page of ours.
    const handle = hasDecodablePath(req.url ?? "/") ? options.handlePage : options.renderNotFound;
    return Promise.resolve(renderPageFor(req, () => handle(req, res))).catch((error: unknown) => {
      logger.error({ err: error, requestId }, "page handler failed");
      if (!res.headersSent) {
        res.statusCode = 302;
        res.setHeader("location", "/error/500");
      }
      res.end();
    });
  }
}

/**
 * Installs the listener on a server. Clients that ask before sending a large body
 * (`Expect: 100-continue`, as curl does past 1 MB) are told 413 before they send it.
 */
export function serveRequests(server: Server, options: RequestListenerOptions): void {
  // An idle keep-alive connection outlives the client's and any proxy's own idle timeout (typically
  // 60 s). With Node's 5 s a client reusing a connection just as the server closed it got ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const listener = createRequestListener(options);
  server.on("request", listener);
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (!isDeclaredTooLarge(req, bodyLimitFor(req.url ?? "/"))) res.writeContinue();
    listener(req, res);
  });
}

/**
 * Next renders a page that failed with the 500 page and status 500. When the failure is the
 * database being unreachable, the truth for browsers, crawlers and load balancers is 503 with
 * Retry-After: the page content stays the product's error page.
 */
function answerOutagesAs503(res: ServerResponse, isDatabaseDown: () => boolean) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode === 500 && isDatabaseDown()) {
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      return writeHead(503, ...rest);
    }
    return writeHead(statusCode, ...rest);
  }) as ServerResponse["writeHead"];
}

function hasControlCharacterInQuery(url: string): boolean {
  const start = url.indexOf("?");
  if (start < 0) return false;
  for (const [name, value] of new URLSearchParams(url.slice(start + 1).split("#", 1)[0])) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) return true;
  }
  return false;
}

function hasDecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** How long, and how much, of a refused body is read and thrown away before the socket is closed. */
const LINGER_MS = 2_000;
const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * 413 at once with `Connection: close`, then the connection is closed without holding any more of
 * the body. Closing both directions the moment the answer is written would lose it: a client still
 * sending gets a reset, and a reset makes its kernel drop the answer it had not read yet. So, as
 * nginx's lingering close does, only our sending side is closed; what keeps arriving is discarded
 * (never kept) for up to two seconds or 64 MiB, and then the socket is closed. Clients that watch
 * for an early answer (browsers, curl) stop sending long before that.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, isApi: boolean) {
  lingerBeforeClosing(req);
  const error = new AppError("payload_too_large", tooLargeMessageFor(req.url ?? "/"));
  res.statusCode = 413;
  res.setHeader("Connection", "close");
  if (isApi) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.end(JSON.stringify(toErrorBody(error)));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(error.message);
  }
}

function lingerBeforeClosing(req: IncomingMessage) {
  const socket = req.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  // Node ends a `Connection: close` answer with destroySoon(): end our side only, keep reading.
  socket.destroySoon = () => void socket.end();
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) close();
  });
  req.on("end", close);
  req.resume();
}
