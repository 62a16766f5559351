import { z } from "zod";

import { pageParam } from "@/lib/form-fields";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith } from "@/platform/validation";

import { NOTIFICATIONS_API } from "./notifications.contract";
import { MarkNotificationsReadBodySchema } from "./notifications.schemas";
import { listMyNotifications, readMyNotifications } from "./notifications.service";

const PageSchema = z.object({ page: pageParam() });

export const notificationRoutes = serveContract(NOTIFICATIONS_API, {
  // GET /api/v2/me/notifications – the user's own, newest first
  list: async (c) => {
    const { page } = parseWith(PageSchema, { page: c.req.query("page") });
    return reply(c, NOTIFICATIONS_API.list, 200, await listMyNotifications(c.var.deps.db, c.var.actor, page));
  },
  // POST /api/v2/me/notifications/read – mark read
  read: async (c) => {
    const { ids } = await parseJsonBody(c, MarkNotificationsReadBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, NOTIFICATIONS_API.read, 200, await readMyNotifications(db, c.var.actor, ids, now()));
  },
});
