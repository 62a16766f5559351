import { hashPassword } from "@/lib/password-hash";
import type { DatabaseHandle } from "../../client";
import { seedCorporations, seedUsers } from "./accounts";
import { seedCorporationProfiles } from "./corporations";
import { planApplications } from "./application-plan";
import { openRawExecutor } from "./bulk";
import { seedApplicationsAndChats } from "./chats";
import { seedMeetings } from "./meetings";
import { createProjectGinIndexes, dropProjectGinIndexes } from "./indexes";
import { insertLikes, planLikes } from "./likes";
import { seedNotices } from "./notices";
import { seedInquiriesAndMail } from "./inquiries";
import { seedConsoleUserHistory } from "./console-users";
import { seedOrderProjects } from "./order-projects";
import { seedReports } from "./reports";
import { BULK_LOAD_THRESHOLD, DEMO_PASSWORD, type DemoDataOptions, planDemoLayout, syncIdentitySequences } from "./plan";
import { seedProjects } from "./projects";
import { seedScouts } from "./scouts";
import { insertViews } from "./views";

export { DEFAULT_DEMO_SIZES, DEMO_EMAILS, DEMO_PASSWORD, type DemoDataOptions } from "./plan";

export type DemoDataSummary = {
  corporations: number;
  pros: number;
  projects: number;
  likes: number;
  viewDays: number;
  applications: number;
  chatRooms: number;
  chatMessages: number;
  scouts: number;
  seconds: number;
};

/**
 * Loads deterministic demo data (same seed → same rows) through one raw connection with batched
 * unnest inserts. Up to BULK_LOAD_THRESHOLD projects everything runs in one transaction, so a
 * failed seed leaves nothing behind; larger loads commit as they go and rebuild the GIN indexes
 * once at the end instead of maintaining them row by row.
 */
export async function seedDemoData(handle: DatabaseHandle, options: DemoDataOptions): Promise<DemoDataSummary> {
  const started = performance.now();
  const log = options.onProgress;
  const isBulk = options.projects > BULK_LOAD_THRESHOLD;
  const exec = await openRawExecutor(handle);
  try {
    if (!isBulk) await exec.query("BEGIN");
    const layout = await planDemoLayout(exec, options);
    // One hash for every demo user: argon2 takes ~40 ms, which would be over an hour for 100k pros.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const corporations = await seedCorporations(exec, layout);
    const pros = await seedUsers(exec, layout, passwordHash);
    await seedCorporationProfiles(exec, layout);
    const likePlan = planLikes(layout);

    if (isBulk) {
      log?.("dropping the GIN indexes on projects for the bulk load");
      await dropProjectGinIndexes(exec);
    }
    let projects;
    // A bulk load on the server writes projects over two connections, one per core.
    const second = isBulk && handle.kind === "postgres" ? await openRawExecutor(handle) : undefined;
    try {
      projects = await seedProjects(second ? [exec, second] : [exec], layout, corporations, likePlan.perProject);
    } finally {
      await second?.release();
      if (isBulk) {
        const indexStarted = performance.now();
        log?.("rebuilding the GIN indexes on projects");
        await createProjectGinIndexes(handle, exec);
        log?.(`GIN indexes rebuilt in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
      }
    }
    await insertLikes(exec, layout, likePlan, projects);
    const viewDays = await insertViews(exec, layout, projects, likePlan);
    const chat = await seedApplicationsAndChats(exec, layout, planApplications(layout, projects), projects, corporations, pros);
    await seedMeetings(exec, layout);
    const scouts = await seedScouts(exec, layout);
    await seedNotices(exec, layout);
    await seedOrderProjects(exec, layout);
    await seedReports(exec, layout);
    await seedInquiriesAndMail(exec, layout);
    await seedConsoleUserHistory(exec, layout);
    await syncIdentitySequences(exec);
    if (!isBulk) await exec.query("COMMIT");

    // Fresh statistics so the first searches get good plans; PGlite writes its WAL out now
    // rather than carrying it into the next start.
    await exec.query("ANALYZE");
    if (handle.kind === "pglite") await exec.query("CHECKPOINT");
    return {
      corporations: layout.corporationCount,
      pros: layout.proCount,
      projects: layout.projectCount,
      likes: likePlan.count,
      viewDays,
      applications: chat.applications,
      chatRooms: chat.rooms,
      chatMessages: chat.messages,
      scouts,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    if (!isBulk) await exec.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await exec.release();
  }
}
