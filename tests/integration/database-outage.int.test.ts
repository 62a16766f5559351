import { Writable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { seedReferenceData } from "@/db/seed/reference";
import { createLogger } from "@/lib/logger";
import { DatabaseHealth } from "@/platform/database-health";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { createScratchServerDatabase, type ScratchServerDatabase } from "@tests/support/scratch-server-database";
import { createTestApp } from "@tests/support/test-database";

/**
 * A real outage on the machine's PostgreSQL server (127.0.0.1:5432, trust auth): the test's own
 * database stops accepting connections and its sessions are ended, then it comes back.
 */
let database: ScratchServerDatabase;
const logLines: string[] = [];
const logger = createLogger("info", new Writable({ write: (chunk, _, done) => void (logLines.push(String(chunk)), done()) }));
let handle: DatabaseHandle;
let health: DatabaseHealth;
let app: ReturnType<typeof createTestApp>;

const setConnectionsAllowed = (allowed: boolean) => database.setConnectionsAllowed(allowed);

beforeAll(async () => {
  database = await createScratchServerDatabase("kakehashi_outage");
  handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 3 });
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  health = new DatabaseHealth(handle.ping, logger, 100);
  app = createTestApp(handle, { logger, databaseHealth: health });
});

afterAll(async () => {
  health?.stop();
  await handle?.close();
  await database?.drop();
});

const linesSaying = (text: string) => logLines.filter((line) => line.includes(text));

describe("a database outage", () => {
  it("answers 503 with Retry-After in Japanese, logs once per state change, and never logs a value", async () => {
    const member = new BrowserLikeClient(app);
    const account = await signUpThroughApi(member);
    const visitor = new BrowserLikeClient(app, "198.51.100.30");
    await visitor.fetchCsrfToken();
    expect((await visitor.request("GET", "/api/v2/top/projects")).status).toBe(200);

    await setConnectionsAllowed(false);
    try {
      const answers = [];
      for (let i = 0; i < 10; i++) {
        answers.push(await visitor.request("GET", "/api/v2/top/projects"));
        answers.push(await member.request("GET", "/api/v2/me"));
        answers.push(await visitor.request("POST", "/api/v2/users", { json: proSignUpBody() }));
        answers.push(await visitor.request("POST", "/api/v2/sessions", { json: { email: account.email, password: account.password } }));
      }
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(await json(answer)).toEqual({
          error: {
            code: "service_unavailable",
            message: "ただいまデータベースに接続できないため、サービスを利用できません。しばらくしてからもう一度お試しください。",
          },
        });
      }
      const healthz = await visitor.request("GET", "/healthz");
      expect(healthz.status).toBe(503);
      expect(await json(healthz)).toEqual({ status: "error", database: "unreachable" });
      expect(linesSaying("database unreachable")).toHaveLength(1);
    } finally {
      await setConnectionsAllowed(true);
    }

    await expect.poll(() => linesSaying("database reachable again").length, { timeout: 10_000 }).toBe(1);
    expect((await visitor.request("GET", "/api/v2/top/projects")).status).toBe(200);
    expect((await member.request("GET", "/api/v2/me")).status).toBe(200);
    expect(linesSaying("database unreachable")).toHaveLength(1);

    const everything = logLines.join("");
    if (process.env.SHOW_LOGS) console.log(everything);
    expect(everything.length).toBeLessThan(10_000);
    expect(linesSaying("database unreachable")[0]).toMatch(/"code":"(57P01|55000|ECONNRESET)"/);
    for (const secret of [account.email, account.password, "argon2", "\\nparams:"]) expect(everything).not.toContain(secret);
  });
});
