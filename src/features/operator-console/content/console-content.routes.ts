import type { Context } from "hono";

import { requireAdmin, requireConfirmedOperator } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import type { AppEnv } from "@/platform/context";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { ANNOUNCEMENT_NOT_FOUND, createAnnouncement, deleteAnnouncement, editAnnouncement, readConsoleAnnouncements } from "./console-announcements.service";
import { CONSOLE_CONTENT_API as API } from "./console-content.contract";
import { AnnouncementBodySchema, ContentListQuerySchema, NewsBodySchema } from "./console-content.schemas";
import { NEWS_NOT_FOUND, createNewsArticle, deleteNewsArticle, editNewsArticle, readConsoleNews } from "./console-news.service";

const announcementId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), ANNOUNCEMENT_NOT_FOUND);
const newsId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), NEWS_NOT_FOUND);

/**
 * Every handler's first line is its guard: requireAdmin for reads, requireConfirmedOperator for
 * changes — anyone else gets 404 before the body is read (decision 030).
 */
export const consoleContentRoutes = serveContract(API, {
  // GET /api/v2/admin/announcements – お知らせ, scheduled ones included
  listAnnouncements: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(ContentListQuerySchema, c.req.query());
    return reply(c, API.listAnnouncements, 200, await readConsoleAnnouncements(c.var.deps.db, operator, query, c.var.deps.now()));
  },
  // POST /api/v2/admin/announcements – a new announcement, now or scheduled
  createAnnouncement: async (c) => {
    const operator = requireConfirmedOperator(c);
    const body = await parseJsonBody(c, AnnouncementBodySchema);
    return reply(c, API.createAnnouncement, 201, { announcement: await createAnnouncement(c.var.deps.db, operator, body, c.var.deps.now()) });
  },
  // PUT /api/v2/admin/announcements/{id} – rewrite it; read marks stay
  editAnnouncement: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = announcementId(c);
    const body = await parseJsonBody(c, AnnouncementBodySchema);
    return reply(c, API.editAnnouncement, 200, { announcement: await editAnnouncement(c.var.deps.db, operator, id, body, c.var.deps.now()) });
  },
  // DELETE /api/v2/admin/announcements/{id} – delete it with its read marks
  deleteAnnouncement: async (c) => {
    const operator = requireConfirmedOperator(c);
    await deleteAnnouncement(c.var.deps.db, operator, announcementId(c), c.var.deps.now());
    return c.body(null, 204);
  },
  // GET /api/v2/admin/news – ニュース, scheduled ones included
  listNews: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(ContentListQuerySchema, c.req.query());
    return reply(c, API.listNews, 200, await readConsoleNews(c.var.deps.db, operator, query, c.var.deps.now()));
  },
  // POST /api/v2/admin/news – a new article, now or scheduled
  createNews: async (c) => {
    const operator = requireConfirmedOperator(c);
    const body = await parseJsonBody(c, NewsBodySchema);
    return reply(c, API.createNews, 201, { article: await createNewsArticle(c.var.deps.db, operator, body, c.var.deps.now()) });
  },
  // PUT /api/v2/admin/news/{id} – rewrite it; its address stays
  editNews: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = newsId(c);
    const body = await parseJsonBody(c, NewsBodySchema);
    return reply(c, API.editNews, 200, { article: await editNewsArticle(c.var.deps.db, operator, id, body, c.var.deps.now()) });
  },
  // DELETE /api/v2/admin/news/{id} – delete it; /news/{id} becomes 404
  deleteNews: async (c) => {
    const operator = requireConfirmedOperator(c);
    await deleteNewsArticle(c.var.deps.db, operator, newsId(c), c.var.deps.now());
    return c.body(null, 204);
  },
});
