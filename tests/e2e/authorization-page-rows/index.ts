import type { PageRow } from "@tests/support/authorization-pages";

import { ACCOUNT_PAGE_ROWS } from "./accounts.rows";
import { CONTENT_PAGE_ROWS } from "./content.rows";
import { MEMBER_PAGE_ROWS } from "./members.rows";
import { PUBLIC_PAGE_ROWS } from "./public.rows";
import { ACCOUNT_EMAIL_PAGE_ROWS } from "./account-email.rows";
import { SETTINGS_PAGE_ROWS } from "./settings.rows";
import { PRO_SEARCH_PAGE_ROWS } from "./pro-search.rows";
import { PRO_PROFILE_PAGE_ROWS } from "./pro-profile.rows";
import { CORPORATION_PAGE_ROWS } from "./corporations.rows";
import { OPERATOR_CONSOLE_PAGE_ROWS } from "./operator-console.rows";
import { CONSOLE_CONTENT_PAGE_ROWS } from "./console-content.rows";
import { CONSOLE_USER_PAGE_ROWS } from "./console-users.rows";
import { CONSOLE_INQUIRY_PAGE_ROWS } from "./console-inquiries.rows";
import { CONSOLE_MAIL_LOG_PAGE_ROWS } from "./console-mail-log.rows";
import { CONSOLE_BUSINESS_PAGE_ROWS } from "./console-business.rows";
import { CONSOLE_MODERATION_PAGE_ROWS } from "./console-moderation.rows";

/**
 * Every page route under src/app × the six roles. A new page adds a row to the file of its kind (or
 * a new `<feature>.rows.ts` listed below); the table test fails while a page route has no row.
 */
export const PAGE_AUTHORIZATION_ROWS: PageRow[] = [
  ...PUBLIC_PAGE_ROWS,
  ...ACCOUNT_PAGE_ROWS,
  ...MEMBER_PAGE_ROWS,
  ...CONTENT_PAGE_ROWS,
  ...ACCOUNT_EMAIL_PAGE_ROWS,
  ...SETTINGS_PAGE_ROWS,
  ...PRO_SEARCH_PAGE_ROWS,
  ...PRO_PROFILE_PAGE_ROWS,
  ...CORPORATION_PAGE_ROWS,
  ...OPERATOR_CONSOLE_PAGE_ROWS,
  ...CONSOLE_BUSINESS_PAGE_ROWS,
  ...CONSOLE_INQUIRY_PAGE_ROWS,
  ...CONSOLE_MAIL_LOG_PAGE_ROWS,
  ...CONSOLE_USER_PAGE_ROWS,
  ...CONSOLE_MODERATION_PAGE_ROWS,
  ...CONSOLE_CONTENT_PAGE_ROWS,
];
