import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { AnnouncementsPageSchema, AnnouncementsQuerySchema } from "./announcements.schemas";

const TAGS = ["Announcements"] as const;

/** The signed-in user's announcements (spec S-ANN-1, S-ANN-2). */
export const ANNOUNCEMENTS_API = {
  list: defineRoute({
    operationId: "listAnnouncements",
    method: "get",
    path: "/api/v2/announcements",
    summary: "The signed-in user's announcements, 20 a page, newest first",
    tags: TAGS,
    access: "member",
    request: { query: AnnouncementsQuerySchema },
    responses: { 200: { description: "One page of announcements, each with its read mark.", schema: AnnouncementsPageSchema } },
    errors: [422],
  }),
  markAllRead: defineRoute({
    operationId: "markAllAnnouncementsRead",
    method: "post",
    path: "/api/v2/announcement_reads",
    summary: "Mark every announcement visible now as read",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "Nothing is unread any more.", schema: z.object({ hasUnreadAnnouncement: z.literal(false) }) } },
    errors: [],
  }),
};
