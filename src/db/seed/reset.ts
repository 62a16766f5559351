import type { DatabaseHandle } from "../client";
import { openRawExecutor } from "./demo/bulk";

/** Every table the demo seed or the running app writes; reference tables are not listed. */
export const NON_REFERENCE_TABLES = [
  "users",
  "pro_profiles",
  "pro_skills",
  "pro_work_histories",
  "pro_portfolio_links",
  "pro_employer_shields",
  "corporations",
  "corporation_memberships",
  "projects",
  "project_likes",
  "project_view_days",
  "project_requests",
  "applications",
  "chat_rooms",
  "chat_messages",
  "chat_room_reads",
  "announcements",
  "announcement_reads",
  "news",
  "sessions",
  "rate_limit_counters",
  "email_outbox",
  "contact_inquiries",
  "jobs",
  "account_tokens",
  "login_events",
  "notice_mail_opt_outs",
  "data_exports",
  "ranking_snapshots",
] as const;

/** Empties everything but reference data and restarts the ids at 1 (seed --reset). */
export async function resetDemoData(handle: DatabaseHandle): Promise<void> {
  const exec = await openRawExecutor(handle);
  try {
    await exec.query(`TRUNCATE ${NON_REFERENCE_TABLES.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`);
  } finally {
    await exec.release();
  }
}
