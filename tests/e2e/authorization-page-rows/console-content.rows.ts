import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** The console's お知らせ・ニュース pages (issue 18, decision 030): 404 to everyone but operators, visitors included. */
const operatorsOnly: PageAnswerByRole = { ...sameForEveryone(404), admin: 200 };

export const CONSOLE_CONTENT_PAGE_ROWS: PageRow[] = [
  { route: "/admin/announcements", request: () => ({ path: "/admin/announcements" }), expect: operatorsOnly },
  { route: "/admin/announcements/new", request: () => ({ path: "/admin/announcements/new" }), expect: operatorsOnly },
  { route: "/admin/announcements/[id]/edit", request: (world) => ({ path: `/admin/announcements/${world.announcementId}/edit` }), expect: operatorsOnly },
  { route: "/admin/news", request: () => ({ path: "/admin/news?page=1" }), expect: operatorsOnly },
  { route: "/admin/news/new", request: () => ({ path: "/admin/news/new" }), expect: operatorsOnly },
  { route: "/admin/news/[id]/edit", request: (world) => ({ path: `/admin/news/${world.newsId}/edit` }), expect: operatorsOnly },
];
