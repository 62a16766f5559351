import type { AuthorizationRow } from "@tests/support/authorization-table";

import { ACCOUNT_ROWS } from "./account.rows";
import { ANNOUNCEMENT_ROWS } from "./announcements.rows";
import { AUTH_ROWS } from "./auth.rows";
import { CONTACT_ROWS } from "./contact.rows";
import { CORPORATION_ROWS, CORPORATION_SETTINGS_ROWS } from "./corporations.rows";
import { PASSWORD_RESET_ROWS } from "./password-reset.rows";
import { PLATFORM_ROWS } from "./platform.rows";
import { PROJECT_ROWS } from "./projects.rows";
import { PRO_SEARCH_ROWS } from "./pro-search.rows";
import { USER_ROWS } from "./users.rows";
import { ACCOUNT_EMAIL_ROWS } from "./account-email.rows";
import { SETTINGS_ROWS } from "./settings.rows";
import { PRO_PROFILE_ROWS } from "./pro-profile.rows";
import { ORDER_PROJECT_ROWS, PROJECT_REQUEST_ROWS } from "./project-requests.rows";
import { PROJECT_POSTING_ROWS } from "./project-posting.rows";
import { APPLICATION_ROWS, BOARD_ROWS, NOTIFICATION_ROWS, SCOUT_ROWS } from "./applications.rows";
import { CHAT_MEETING_ROWS, CHAT_ROWS } from "./chat.rows";
import { OPERATOR_CONSOLE_ROWS } from "./operator-console.rows";
import { CONSOLE_CONTENT_ROWS } from "./console-content.rows";
import { CONSOLE_USER_ROWS } from "./console-users.rows";
import { CONSOLE_INQUIRY_ROWS } from "./console-inquiries.rows";
import { CONSOLE_MAIL_LOG_ROWS } from "./console-mail-log.rows";
import { CONSOLE_BUSINESS_ROWS } from "./console-business.rows";
import { REPORT_ROWS } from "./reports.rows";
import { CONSOLE_MODERATION_ROWS } from "./console-moderation.rows";

/**
 * Every API route × the six roles. A feature that adds routes adds a `<feature>.rows.ts` here (or
 * rows to its file) and one line below; the table test fails while a registered route has no row.
 */
export const AUTHORIZATION_ROWS: AuthorizationRow[] = [
  ...PLATFORM_ROWS,
  ...AUTH_ROWS,
  ...USER_ROWS,
  ...ANNOUNCEMENT_ROWS,
  ...CORPORATION_ROWS,
  ...CORPORATION_SETTINGS_ROWS,
  ...CONTACT_ROWS,
  ...PROJECT_ROWS,
  ...PRO_SEARCH_ROWS,
  ...PASSWORD_RESET_ROWS,
  ...ACCOUNT_EMAIL_ROWS,
  ...ACCOUNT_ROWS,
  ...SETTINGS_ROWS,
  ...PRO_PROFILE_ROWS,
  ...PROJECT_REQUEST_ROWS,
  ...ORDER_PROJECT_ROWS,
  ...PROJECT_POSTING_ROWS,
  ...APPLICATION_ROWS,
  ...BOARD_ROWS,
  ...NOTIFICATION_ROWS,
  ...SCOUT_ROWS,
  ...CHAT_ROWS,
  ...CHAT_MEETING_ROWS,
  ...OPERATOR_CONSOLE_ROWS,
  ...CONSOLE_BUSINESS_ROWS,
  ...CONSOLE_INQUIRY_ROWS,
  ...CONSOLE_MAIL_LOG_ROWS,
  ...REPORT_ROWS,
  ...CONSOLE_MODERATION_ROWS,
  ...CONSOLE_USER_ROWS,
  ...CONSOLE_CONTENT_ROWS,
];

/** Issue 15's routes: judged by the six roles and by pro B and a plain member of A (`matching`). */
export const MATCHING_ROWS: AuthorizationRow[] = [...APPLICATION_ROWS, ...BOARD_ROWS, ...NOTIFICATION_ROWS, ...SCOUT_ROWS];
