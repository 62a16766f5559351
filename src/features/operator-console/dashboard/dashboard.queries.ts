import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

/** The daily series the dashboard draws, each a table and the moment that counts as its event. */
export const DAILY_SERIES = {
  signUps: sql`select created_at as at from users`,
  projects: sql`select published_at as at from projects`,
  applications: sql`select created_at as at from applications`,
  scouts: sql`select created_at as at from scouts`,
  meetings: sql`select answered_at as at from chat_meetings where status = 'agreed'`,
  messages: sql`select created_at as at from chat_messages`,
} as const;

export type DailySeriesKey = keyof typeof DAILY_SERIES;

/**
 * Events per JST day in [from, until) for one series: one range read over its created_at index,
 * grouped by the day in Tokyo. Days without events are absent (the service fills them with 0).
 */
export async function countPerJstDay(db: Database, key: DailySeriesKey, from: Date, until?: Date): Promise<{ day: string; count: number }[]> {
  const upTo = until ? sql` and e.at < ${until.toISOString()}::timestamptz` : sql``;
  return selectRows<{ day: string; count: number }>(
    db,
    sql`select to_char((e.at at time zone 'Asia/Tokyo')::date, 'YYYY-MM-DD') as day, count(*)::int as count
        from (${DAILY_SERIES[key]}) e where e.at >= ${from.toISOString()}::timestamptz${upTo} group by 1`,
  );
}

/** What waits for an operator: requests to review, open reports (users' and the chat guard's), mail that failed. */
export async function countWaitingWork(db: Database) {
  const [row] = await selectRows<{ requests: number; openReports: number; failedMails: number; pendingMails: number }>(
    db,
    sql`select
      (select count(*)::int from project_requests where status in ('pending', 'in_review')) as "requests",
      (select count(*)::int from reports where status = 'open') as "openReports",
      (select count(*)::int from email_outbox where status = 'failed') as "failedMails",
      (select count(*)::int from email_outbox where status = 'pending' and attempts > 0) as "pendingMails"`,
  );
  return row!;
}
