import { Hono } from "hono";

import { requireActor } from "@/platform/actor/guards";
import type { AppEnv } from "@/platform/context";
import { parseWith } from "@/platform/validation";

import { AnnouncementsQuerySchema } from "./announcements.schemas";
import { listAnnouncements, markAllAnnouncementsRead } from "./announcements.service";

export const announcementRoutes = new Hono<AppEnv>()
  // GET /api/v2/announcements – the signed-in user's announcements, 20 a page, newest first (spec S-ANN-1)
  .get("/announcements", async (c) => {
    const actor = requireActor(c);
    const query = parseWith(AnnouncementsQuerySchema, { page: c.req.query("page") });
    const { db, now } = c.var.deps;
    return c.json(await listAnnouncements(db, actor, query.page ?? 1, now()));
  })
  // POST /api/v2/announcement_reads – marks everything visible now as read (spec S-ANN-2, S-BAR-6)
  .post("/announcement_reads", async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    await markAllAnnouncementsRead(db, actor, now());
    return c.json({ hasUnreadAnnouncement: false });
  });
