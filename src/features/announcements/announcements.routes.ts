import { requireActor } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseWith } from "@/platform/validation";

import { ANNOUNCEMENTS_API } from "./announcements.contract";
import { AnnouncementsQuerySchema } from "./announcements.schemas";
import { listAnnouncements, markAllAnnouncementsRead } from "./announcements.service";

export const announcementRoutes = serveContract(ANNOUNCEMENTS_API, {
  // GET /api/v2/announcements – the signed-in user's announcements, 20 a page, newest first (spec S-ANN-1)
  list: async (c) => {
    const actor = requireActor(c);
    const query = parseWith(AnnouncementsQuerySchema, { page: c.req.query("page") });
    const { db, now } = c.var.deps;
    return reply(c, ANNOUNCEMENTS_API.list, 200, await listAnnouncements(db, actor, query.page ?? 1, now()));
  },
  // POST /api/v2/announcement_reads – marks everything visible now as read (spec S-ANN-2, S-BAR-6)
  markAllRead: async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    await markAllAnnouncementsRead(db, actor, now());
    return reply(c, ANNOUNCEMENTS_API.markAllRead, 200, { hasUnreadAnnouncement: false });
  },
});
