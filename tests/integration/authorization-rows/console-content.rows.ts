import type { AuthorizationRow } from "@tests/support/authorization-table";

import { operatorOnly } from "./expectations";

const announcementBody = { title: "メンテナンスのお知らせ", body: "", targetUrl: "/news/1", audience: "all", publishedAt: "" };
const newsBody = { title: "メンテナンスのお知らせ", body: "メンテナンスを行います。", category: "お知らせ", publishedAt: "" };

/**
 * src/features/operator-console/content/console-content.routes.ts (issue 18, decision 030):
 * お知らせ・ニュース — 404 for every role but the operator, visitors included.
 */
export const CONSOLE_CONTENT_ROWS: AuthorizationRow[] = [
  {
    route: "GET /api/v2/admin/announcements",
    request: () => ({ method: "GET", path: "/api/v2/admin/announcements" }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/announcements",
    request: () => ({ method: "POST", path: "/api/v2/admin/announcements", body: announcementBody }),
    expect: operatorOnly(201),
  },
  {
    route: "PUT /api/v2/admin/announcements/:id{[0-9]+}",
    case: "a published announcement",
    request: (world) => ({
      method: "PUT",
      path: `/api/v2/admin/announcements/${world.announcement.id}`,
      body: { ...announcementBody, title: "メンテナンスのお知らせ（終了）" },
    }),
    expect: operatorOnly(200),
  },
  {
    route: "DELETE /api/v2/admin/announcements/:id{[0-9]+}",
    case: "a published announcement",
    request: (world) => ({ method: "DELETE", path: `/api/v2/admin/announcements/${world.announcement.id}` }),
    expect: operatorOnly(204),
  },
  {
    route: "GET /api/v2/admin/news",
    request: () => ({ method: "GET", path: "/api/v2/admin/news?page=1" }),
    expect: operatorOnly(200),
  },
  {
    route: "POST /api/v2/admin/news",
    request: () => ({ method: "POST", path: "/api/v2/admin/news", body: newsBody }),
    expect: operatorOnly(201),
  },
  {
    route: "PUT /api/v2/admin/news/:id{[0-9]+}",
    case: "a published article",
    request: (world) => ({ method: "PUT", path: `/api/v2/admin/news/${world.newsArticle.id}`, body: { ...newsBody, category: "イベント" } }),
    expect: operatorOnly(200),
  },
  {
    route: "DELETE /api/v2/admin/news/:id{[0-9]+}",
    case: "a published article",
    request: (world) => ({ method: "DELETE", path: `/api/v2/admin/news/${world.newsArticle.id}` }),
    expect: operatorOnly(204),
  },
];
