import type { RawExecutor } from "./bulk";
import { DAY_MS, type DemoLayout, HOUR_MS, iso } from "./plan";

const DESKTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * What the console's ユーザー page shows of the demo pro (issue 18): a few past logins, and the
 * operator's 本人確認 that put 本人確認済 on the profile. Nothing is suspended: the browser test
 * suspends an account of its own.
 */
export async function seedConsoleUserHistory(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const now = layout.referenceDate.getTime();
  const { pro, admin } = layout.demoUserId;
  const logins: [number, string, string][] = [
    [now - 5 * HOUR_MS, "203.0.113.45", DESKTOP],
    [now - 2 * DAY_MS - 3 * HOUR_MS, "198.51.100.23", PHONE],
    [now - 6 * DAY_MS - 9 * HOUR_MS, "203.0.113.45", DESKTOP],
  ];
  for (const [atMs, ip, userAgent] of logins) {
    await exec.query(`insert into login_events (user_id, logged_in_at, ip_address, user_agent) values ($1, $2, $3, $4)`, [pro, iso(atMs), ip, userAgent]);
  }
  await exec.query(
    `insert into operator_audit_logs (operator_user_id, action, target_type, target_id, before, after, created_at)
     values ($1, 'user.verify_real_name', 'user', $2, '{"isRealNameVerified":false}'::jsonb, '{"isRealNameVerified":true}'::jsonb, $3)`,
    [admin, String(pro), iso(now - 40 * DAY_MS)],
  );
}
