import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, readdir, readlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

import { findFreePort, spawnAppServer } from "../../../tests/support/app-server";
import { startSmtpTestServer, type SmtpTestServer } from "../../../tests/support/smtp-test-server";

const ADMIN_URL = process.env.LOAD_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const APP_SECRET = "load-bench-secret-0123456789abcdef0123456789";

export type AppProcess = { name: string; port: number; child: ChildProcess };

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server at ${url} exited`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

function startProxy(upstreamPorts: number[]): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "round-robin-proxy.ts"), ...upstreamPorts.map(String)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve({ port: (JSON.parse(line) as { port: number }).port, child }));
    child.once("exit", (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
}

/**
 * What `npm run bench:load` measures, as a small production would run: a database of its own on the
 * PostgreSQL server, two app processes of the built app sharing it (README 「複数のプロセスで動かす」)
 * behind a round-robin proxy, and an SMTP server on a loopback port that mail is really sent to.
 * `prepare` runs after the first process has migrated and seeded the demo data, before the second starts.
 */
export async function startLoadCluster(prepare: (databaseUrl: string) => Promise<void>, appEnv: (name: string) => Record<string, string> = () => ({})) {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const database = `kakehashi_load_${Date.now()}`;
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();

  let smtp: SmtpTestServer = await startSmtpTestServer();
  const smtpPort = Number(new URL(smtp.url).port);
  const ports = [await findFreePort(), await findFreePort()];
  const proxy = await startProxy(ports);
  const baseUrl = `http://localhost:${proxy.port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "kakehashi-load-"));
  const env = { DATABASE_URL: databaseUrl, APP_SECRET, SITE_ORIGIN: baseUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: "error" };
  const start = async (name: string, port: number): Promise<AppProcess> => {
    const child = spawnAppServer(port, { ...env, ...appEnv(name) });
    await waitForHealthy(`http://127.0.0.1:${port}`, child, 300_000);
    return { name, port, child };
  };
  const apps = [await start("A", ports[0]!)];
  await prepare(databaseUrl);
  apps.push(await start("B", ports[1]!));

  return {
    baseUrl,
    databaseUrl,
    apps,
    smtp: () => smtp,
    /** The SMTP server goes away (its port refuses connections) until `smtpUp`. */
    smtpDown: () => smtp.crash(),
    smtpUp: async () => {
      smtp = await startSmtpTestServer(smtpPort);
    },
    /** Starts a stopped app process again on its port. */
    restart: async (app: AppProcess) => {
      const again = await start(app.name, app.port);
      app.child = again.child;
    },
    async stop() {
      for (const app of apps) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
      proxy.child.kill("SIGTERM");
      await Promise.all(
        apps.map((app) => new Promise((resolve) => (app.child.exitCode !== null || app.child.signalCode !== null ? resolve(null) : app.child.once("exit", resolve)))),
      );
      // The SMTP server waits for its clients to say goodbye; a killed process never will.
      await Promise.race([smtp.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000))]);
      const drop = new pg.Client({ connectionString: ADMIN_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${database} with (force)`);
      await drop.end();
    },
  };
}
export type LoadCluster = Awaited<ReturnType<typeof startLoadCluster>>;

/** A process's resident memory (kB) and its open sockets, from /proc. */
export async function processFootprint(pid: number): Promise<{ rssKb: number; sockets: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  let sockets = 0;
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
    if (target.startsWith("socket:")) sockets++;
  }
  return { rssKb, sockets };
}
