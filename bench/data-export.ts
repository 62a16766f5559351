/**
 * The data export job on a large account (issue 12, decision 017): one pro with N likes, M chat
 * messages they wrote and K logins; times `data.export` (read everything, build the JSON, store it,
 * queue the mail) and reports the document's size. Runs on an in-memory PGlite unless DATABASE_URL
 * names a scratch PostgreSQL database.
 *   npm run bench:data-export -- [--likes 2000] [--messages 5000] [--logins 1000] [--runs 3]
 */
import os from "node:os";
import { performance } from "node:perf_hooks";

import { eq, getTableColumns, sql } from "drizzle-orm";

import { openDatabase } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { chatRooms, dataExports, projects, proProfiles } from "../src/db/schema";
import { seedReferenceData } from "../src/db/seed/reference";
import { insertCorporation, insertMembership, insertProject, insertUser } from "../src/db/seed/factories";
import { dataExportJob } from "../src/features/data-export/data-export.service";
import { getLogger } from "../src/lib/logger";
import { enqueueJob } from "../src/platform/jobs/job-queue";
import { jobRegistry, runDueJobs } from "../src/platform/jobs/job-runner";
import { flag } from "./support/options";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";

const likes = flag("likes", 2_000);
const messages = flag("messages", 5_000);
const logins = flag("logins", 1_000);
const runs = flag("runs", 3);
const url = process.env.DATABASE_URL;

const handle = await openDatabase(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
await runMigrations(handle);
await seedReferenceData(handle.db);
const { db } = handle;
const now = new Date("2026-11-24T03:00:00Z");

const pro = await insertUser(db, { isPro: true });
await db.insert(proProfiles).values({ userId: pro.id, headline: "ベンチマーク用のプロ" });
const corporation = await insertCorporation(db, { name: "株式会社ベンチ" });
const owner = await insertUser(db, { isOrderer: true });
await insertMembership(db, { userId: owner.id, corporationId: corporation.id, role: "owner" });
const project = await insertProject(db, { corporationId: corporation.id, createdByUserId: owner.id, status: "open", referenceDate: now });
// Liked projects: copies of one project row, so each like names a distinct project with a real title.
const copied = Object.values(getTableColumns(projects))
  .map((column) => column.name)
  .filter((name) => name !== "id");
const list = sql.raw(copied.join(", "));
const values = sql.raw(copied.map((name) => (name === "title" ? "title || ' ' || n" : name)).join(", "));
await db.execute(sql`insert into projects (${list}) select ${values} from projects, generate_series(1, ${likes}) as n where projects.id = ${project.id}`);
await db.execute(sql`insert into project_likes (user_id, project_id, created_at)
  select ${pro.id}, id, now() - (id || ' minutes')::interval from projects where id <> ${project.id} limit ${likes}`);
const [room] = await db.insert(chatRooms).values({ projectId: project.id, corporationId: corporation.id, proUserId: pro.id }).returning();
await db.execute(sql`insert into chat_messages (room_id, sender_user_id, body, created_at)
  select ${room!.id}, ${pro.id}, 'お世話になっております。稼働開始日について確認させてください。' || n, now() - (n || ' minutes')::interval from generate_series(1, ${messages}) as n`);
await db.execute(sql`insert into login_events (user_id, logged_in_at, ip_address, user_agent)
  select ${pro.id}, now() - (n || ' hours')::interval, '198.51.100.' || (n % 250), 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  from generate_series(1, ${logins}) as n`);

const registry = jobRegistry([dataExportJob]);
const logger = getLogger();
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
const times: number[] = [];
let bytes = 0;
for (let run = 0; run < runs; run++) {
  const [row] = await db.insert(dataExports).values({ userId: pro.id, requestedAt: now }).returning({ id: dataExports.id });
  await enqueueJob(db, dataExportJob, { exportId: row!.id }, { runAt: now });
  const started = performance.now();
  const report = await runDueJobs(registry, { db, now, logger, uploads: new MemoryUploadStore(), siteOrigin: "https://kakehashi.example" });
  times.push(performance.now() - started);
  if (report.done !== 1) throw new Error(`the export did not finish: ${JSON.stringify(report)}`);
  const [done] = await db.select({ byteSize: dataExports.byteSize }).from(dataExports).where(eq(dataExports.id, row!.id));
  bytes = done!.byteSize!;
}
console.log(`${url ? "PostgreSQL" : "PGlite (memory)"}: ${likes} likes, ${messages} messages, ${logins} logins; load average before ${load}`);
console.log(`document ${(bytes / 1024 / 1024).toFixed(2)} MB; data.export runs: ${times.map((t) => `${t.toFixed(0)} ms`).join(", ")}`);
await handle.close();
