import { createServer } from "node:http";

import { getRequestListener } from "@hono/node-server";
import next from "next";

import { DataDirLockedError } from "@/db/data-dir-lock";
import { warmProjectRanking } from "@/features/projects/ranking/project-ranking.service";
import { resealTwoFactorSecrets } from "@/features/two-factor/two-factor.service";
import { describeDemoMode, EnvError, getEnv, isLocalOrigin, isPublicDemo } from "@/lib/env";
import { getLogger } from "@/lib/logger";
import { createApiApp } from "./api-app";
import { redactConsoleErrors } from "./console-redaction";
import { serveRequests } from "./http/request-listener";
import { serverJobs } from "./job-registry";
import { startJobWorker } from "./job-worker";
import { createPublicPageServing } from "./public-page-serving-setup";
import { acceptedAppSecrets } from "@/platform/app-secret";
import { closeRuntime, getRuntime } from "@/platform/runtime";
import { createStartUpLines } from "@/platform/start-up-lines";
import { createSmtpTransport } from "@/platform/mail/smtp-transport";

/** Time for the streams' last event to leave before their connections are cut at shutdown. */
const STREAM_FLUSH_MS = 200;

/**
 * One Node process (docs/decisions/001-one-http-server.md): /api/*, /logout and /healthz go straight
 * to the Hono app; every other path is a Next.js page. Both share the runtime (database, config).
 */
async function main() {
  const env = getEnv();
  const logger = getLogger();
  const isDev = process.argv.includes("--dev");
  const lines = createStartUpLines(env.logLevel);
  lines.say(describeDemoMode(env));
  const isLocal = isLocalOrigin(env.siteOrigin);
  if (isPublicDemo(env)) logger.warn({ siteOrigin: env.siteOrigin }, "demo mode at a public origin: the demo accounts' passwords are published");
  const runtime = await getRuntime(lines);
  redactConsoleErrors(console, runtime.deps.databaseHealth);
  warmProjectRanking(runtime.deps);
  if (runtime.deps.previousAppSecret) {
    const sealed = await resealTwoFactorSecrets(runtime.deps.db, acceptedAppSecrets(runtime.deps));
    logger.info(sealed, "APP_SECRET_PREVIOUS is set: authenticator secrets sealed with it were sealed again with APP_SECRET");
  }
  if (!env.smtpUrl) logger.info("SMTP_URL is not set: mail is kept in the outbox (email_outbox) and not sent");
  const mailTransport = env.smtpUrl ? createSmtpTransport(env.smtpUrl) : undefined;
  const { db, now, uploads, appSecret } = runtime.deps;
  const jobs = serverJobs({ mailTransport, mailFrom: env.mailFrom, appSecret });
  const stopJobs = startJobWorker({ db, now, logger, siteOrigin: env.siteOrigin, uploads, jobs });

  const nextApp = next({ dev: isDev, dir: process.cwd(), hostname: "localhost", port: env.port });
  const handlePage = nextApp.getRequestHandler();
  await nextApp.prepare();

  const server = createServer();
  serveRequests(server, {
    siteOrigin: env.siteOrigin,
    proxyHops: env.proxyHops,
    isDev,
    site: env.site,
    logger,
    handleApi: getRequestListener(createApiApp(runtime.deps).fetch),
    handlePage: (req, res) => handlePage(req, res),
    renderNotFound: (req, res) => nextApp.render404(req, res),
    isDatabaseDown: () => runtime.deps.databaseHealth.isDown,
    publicPages: createPublicPageServing(runtime.deps, { seconds: env.pageCacheSeconds, isDev }),
  });

  server.listen(env.port, env.host, () => {
    const url = `http://localhost:${env.port}`;
    logger.info({ url, siteOrigin: env.siteOrigin, demo: env.isDemoMode }, "かけはし is ready");
    lines.step(
      4,
      isLocal ? `起動しました: ${env.siteOrigin} を開いてください（止めるには Ctrl+C）` : `起動しました: ${url} で待ち受けています（公開オリジン: ${env.siteOrigin}）`,
    );
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    stopJobs();
    mailTransport?.close();
    // Open event streams hear 「end」 and close first (a browser would otherwise reconnect to a
    // process that is going away); then PGlite must be closed to flush its data directory cleanly.
    void runtime.deps.events
      .close()
      .then(() => new Promise((resolve) => setTimeout(resolve, STREAM_FLUSH_MS)))
      .then(() => server.closeAllConnections())
      .finally(() => closeRuntime().finally(() => process.exit(0)));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  // Mistakes a person fixes (configuration, a second server on one data directory): the message only.
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    getLogger().fatal({ err: error }, "start-up failed");
  }
  process.exit(1);
});
