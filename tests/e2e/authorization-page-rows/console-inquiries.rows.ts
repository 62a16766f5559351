import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** 問い合わせ (issue 18, decision 030): operators only, 404 to everyone else, visitors included. */
const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

export const CONSOLE_INQUIRY_PAGE_ROWS: PageRow[] = [
  { route: "/admin/inquiries", request: () => ({ path: "/admin/inquiries?tab=new" }), expect: operatorsOnly },
  { route: "/admin/inquiries/[id]", request: (world) => ({ path: `/admin/inquiries/${world.inquiryId}` }), expect: operatorsOnly },
];
