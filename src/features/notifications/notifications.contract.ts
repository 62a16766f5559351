import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { MarkNotificationsReadBodySchema, NotificationsPageSchema, UnreadCountSchema } from "./notifications.schemas";

const TAGS = ["Notifications"] as const;

/** A person's in-app notifications (issue 15, decision 023): new applications, moves, withdrawals, the reply deadline. */
export const NOTIFICATIONS_API = {
  list: defineRoute({
    operationId: "listMyNotifications",
    method: "get",
    path: "/api/v2/me/notifications",
    summary: "The signed-in user's notifications, newest first, 20 a page, with the unread count",
    description: "Each person's own: colleagues of one corporation each have their own rows and read marks.",
    tags: TAGS,
    access: "member",
    request: { query: z.object({ page: z.string().optional().describe("1 or more; past the last page answers the last page.") }) },
    responses: { 200: { description: "One page.", schema: NotificationsPageSchema } },
    errors: [422],
  }),
  read: defineRoute({
    operationId: "markMyNotificationsRead",
    method: "post",
    path: "/api/v2/me/notifications/read",
    summary: 'Mark notifications read: these ids, or "all"',
    description: "Ids that are not the caller's change nothing.",
    tags: TAGS,
    access: "member",
    request: { body: MarkNotificationsReadBodySchema },
    responses: { 200: { description: "What is left unread.", schema: UnreadCountSchema } },
    errors: [422],
  }),
};
