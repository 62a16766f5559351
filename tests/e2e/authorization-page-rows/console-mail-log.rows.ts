import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** メール送信履歴 (issue 18, decision 030): operators only, 404 to everyone else, visitors included. */
const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

export const CONSOLE_MAIL_LOG_PAGE_ROWS: PageRow[] = [
  { route: "/admin/mails", request: () => ({ path: "/admin/mails?status=failed" }), expect: operatorsOnly },
  { route: "/admin/mails/[id]", request: (world) => ({ path: `/admin/mails/${world.mailId}` }), expect: operatorsOnly },
];
