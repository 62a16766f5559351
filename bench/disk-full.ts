/**
 * `npm run bench:disk-full` (issue 19, "the disk under DATA_DIR full on PGlite"): the built app on the
 * embedded database, its DATA_DIR on a 400 MB tmpfs of its own (needs root: `mount -t tmpfs`). A pro
 * sends chat messages and likes before, while and after a file fills the disk; then the process is
 * restarted on the same directory. Reports what each phase answered, and whether every acknowledged
 * message is there after the restart and no refused one is.
 */
import { execFileSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";
import { findFreePort, spawnAppServer } from "../tests/support/app-server";
import { cookiesSetBy, postJsonOverHttp } from "../tests/support/http-accounts";

const mountPoint = await mkdtemp(path.join(os.tmpdir(), "kakehashi-disk-full-"));
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=400m", "tmpfs", mountPoint]);
} catch {
  console.error("bench:disk-full needs to mount a tmpfs (run it as root on a machine that allows mount).");
  process.exit(1);
}
const dataDir = path.join(mountPoint, "data");
const filler = path.join(mountPoint, "filler");
const port = await findFreePort();
const baseUrl = `http://localhost:${port}`;

async function startServer() {
  const child = spawnAppServer(port, { DATA_DIR: dataDir, LOG_LEVEL: "error" }, "pipe");
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, seconds: (Date.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const headers = { "x-requested-with": "XMLHttpRequest", "x-forwarded-for": "203.0.113.77" };
async function logIn() {
  const login = await postJsonOverHttp(baseUrl, "/api/v2/sessions", { email: DEMO_EMAILS.pro, password: DEMO_PASSWORD });
  const cookie = cookiesSetBy(login);
  const token = ((await (await fetch(`${baseUrl}/api/v2/csrf_token`, { headers: { ...headers, cookie } })).json()) as { csrfToken: string }).csrfToken;
  return { cookie, token };
}

type Session = Awaited<ReturnType<typeof logIn>>;
const api = (session: Session, method: string, route: string, body?: unknown) =>
  fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...headers, cookie: session.cookie, "x-csrf-token": session.token, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

type Tally = Map<string, number>;
const count = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const show = (tally: Tally) => [...tally].map(([key, n]) => `${key} ×${n}`).join(", ");

let server = await startServer();
console.log(
  `bench:disk-full — ${baseUrl}, DATA_DIR on a 400 MB tmpfs; first start with demo data ${server.seconds.toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)}\n`,
);
const session = await logIn();
const { items } = (await (await api(session, "GET", "/api/v2/project_chat_rooms")).json()) as { items: { id: number }[] };
const roomId = items[0]!.id;
const { projectList } = (await (await fetch(`${baseUrl}/api/v2/top/projects`, { headers })).json()) as { projectList: { id: number }[] };
const acknowledged = new Set<number>();
const refusedKeys: string[] = [];
let firstMessageId = Number.POSITIVE_INFINITY;

/** `seconds` of writes (a message, a like, an unlike, each half second) and reads; what they answered. */
async function phase(label: string, seconds: number) {
  const writes: Tally = new Map();
  const reads: Tally = new Map();
  let sample = "";
  const until = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < until; i++) {
    const clientKey = `disk-full-${label.replace(/\s/g, "-")}-${i}-${Date.now()}`;
    const sent = await api(session, "POST", `/api/v2/project_chat_rooms/${roomId}/messages`, { body: `容量テスト ${clientKey}`, clientKey });
    count(writes, `message ${sent.status}`);
    if (sent.status === 201) {
      const { id } = (await sent.json()) as { id: number };
      acknowledged.add(id);
      firstMessageId = Math.min(firstMessageId, id);
    } else {
      refusedKeys.push(clientKey);
      sample ||= `${sent.status} ${await sent.text()}`;
    }
    const projectId = projectList[i % projectList.length]!.id;
    count(writes, `like ${(await api(session, i % 2 ? "DELETE" : "POST", `/api/v2/projects/${projectId}/project_like`)).status}`);
    count(reads, `/top/projects ${(await fetch(`${baseUrl}/top/projects`)).status}`);
    count(reads, `/healthz ${(await fetch(`${baseUrl}/healthz`)).status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`- ${label}: writes ${show(writes)}; reads ${show(reads)}${sample ? `\n  first refusal: ${sample}` : ""}`);
}

async function fillDisk(): Promise<number> {
  const block = Buffer.alloc(1 << 20);
  const out = createWriteStream(filler);
  let written = 0;
  await new Promise<void>((resolve) => {
    out.on("error", () => resolve());
    const more = () => {
      while (out.write(block)) written += block.length;
      written += block.length;
      out.once("drain", more);
    };
    more();
  });
  return written;
}

try {
  await phase("before", 5);
  const filled = await fillDisk();
  console.log(`- the disk filled: ${(filled / 1e6).toFixed(0)} MB written until ENOSPC`);
  await phase("disk full", 20);
  await rm(filler);
  console.log("- space freed");
  await phase("after", 5);

  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  server = await startServer();
  console.log(`- restarted on the same DATA_DIR: healthy after ${server.seconds.toFixed(1)} s`);
  const again = await logIn();
  const messages: { id: number; body: string }[] = [];
  for (let before = ""; ;) {
    const page = (await (await api(again, "GET", `/api/v2/project_chat_rooms/${roomId}${before}`)).json()) as {
      messages: { id: number; body: string }[];
      hasOlder: boolean;
    };
    messages.push(...page.messages);
    if (!page.hasOlder || page.messages.length === 0 || page.messages[0]!.id <= firstMessageId) break;
    before = `?before=${page.messages[0]!.id}`;
  }
  const present = new Set(messages.map((m) => m.id));
  const lost = [...acknowledged].filter((id) => !present.has(id)).length;
  const writtenThoughRefused = messages.filter((m) => refusedKeys.some((key) => m.body.includes(key))).length;
  console.log(
    `\nAcknowledged messages: ${acknowledged.size}; present after the restart: ${acknowledged.size - lost}; lost: ${lost}. Refused messages: ${refusedKeys.length}; written anyway: ${writtenThoughRefused}.`,
  );
} finally {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once("exit", resolve)));
  execFileSync("umount", [mountPoint]);
  await rm(mountPoint, { recursive: true, force: true });
}
