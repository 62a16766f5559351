import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

import { getRequestListener } from "@hono/node-server";
import next from "next";

import { warmProjectRanking } from "@/features/projects/ranking/project-ranking.service";
import { describeDemoMode, EnvError, getEnv, isLocalOrigin } from "@/lib/env";
import { getLogger } from "@/lib/logger";
import { API_POLICY, buildPagePolicy, createNonce, NONCE_HEADER } from "./content-security-policy";
import { ensureCsrfCookie } from "./page-cookies";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "./middleware/request-context";
import { startMaintenance } from "./maintenance";
import { closeRuntime, getRuntime } from "./runtime";
import { setSecurityHeaders } from "./security-headers";
import { createStartUpLines } from "./start-up-lines";

/**
 * One Node process (docs/decisions/001-one-http-server.md): /api/*, /logout and /healthz go straight
 * to the Hono app; every other path is a Next.js page. Both share the runtime (database, config).
 */
const API_PATHS = /^\/(api\/|logout$|logout\?|healthz$|healthz\?)/;

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  if (trustProxy && typeof forwarded === "string" && forwarded) return forwarded.split(",")[0]!.trim();
  return req.socket.remoteAddress ?? "unknown";
}

async function main() {
  const env = getEnv();
  const logger = getLogger();
  const isDev = process.argv.includes("--dev");
  const lines = createStartUpLines(env.logLevel);
  lines.say(describeDemoMode(env));
  const isLocal = isLocalOrigin(env.siteOrigin);
  if (env.isDemoMode && !isLocal) logger.warn({ siteOrigin: env.siteOrigin }, "demo mode at a public origin: the demo accounts' passwords are published");
  const runtime = await getRuntime(lines);
  startMaintenance(runtime.deps.db, runtime.deps.now, (error) => logger.error({ err: error }, "maintenance failed"));
  warmProjectRanking(runtime.deps);

  const nextApp = next({ dev: isDev, dir: process.cwd(), hostname: "localhost", port: env.port });
  const handlePage = nextApp.getRequestHandler();
  await nextApp.prepare();
  const handleApi = getRequestListener(runtime.api.fetch);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const incomingId = req.headers[REQUEST_ID_HEADER];
    const requestId = env.trustProxy && typeof incomingId === "string" ? incomingId : randomUUID();
    // Overwritten, never trusted from the client: Hono reads these two.
    req.headers[REQUEST_ID_HEADER] = requestId;
    req.headers[CLIENT_IP_HEADER] = clientAddress(req, env.trustProxy);
    setSecurityHeaders(res, env.siteOrigin);
    // Build assets are many and uninteresting: logged only at debug level.
    const level = req.url?.startsWith("/_next/static/") ? "debug" : "info";
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level]({ requestId, method: req.method, path: req.url, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    if (API_PATHS.test(req.url ?? "/")) {
      res.setHeader("Content-Security-Policy", API_POLICY);
      void handleApi(req, res);
      return;
    }
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // One nonce per page answer; Next reads it from the request's policy header for its own scripts.
    const nonce = createNonce();
    const policy = buildPagePolicy({ nonce, isDev, site: env.site });
    req.headers["content-security-policy"] = policy;
    req.headers[NONCE_HEADER] = nonce;
    res.setHeader("Content-Security-Policy", policy);
    ensureCsrfCookie(req, res, env.siteOrigin);
    handlePage(req, res).catch((error: unknown) => {
      logger.error({ err: error, requestId }, "page handler failed");
      if (!res.headersSent) {
        res.statusCode = 302;
        res.setHeader("location", "/error/500");
      }
      res.end();
    });
  });

  server.listen(env.port, env.host, () => {
    const url = `http://localhost:${env.port}`;
    logger.info({ url, siteOrigin: env.siteOrigin, demo: env.isDemoMode }, "かけはし is ready");
    lines.step(
      4,
      isLocal
        ? `起動しました: ${env.siteOrigin} を開いてください（止めるには Ctrl+C）`
        : `起動しました: ${url} で待ち受けています（公開オリジン: ${env.siteOrigin}）`,
    );
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    // PGlite must be closed to flush its data directory cleanly.
    void closeRuntime().finally(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    getLogger().fatal({ err: error }, "start-up failed");
  }
  process.exit(1);
});
