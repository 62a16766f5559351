import { and, inArray, lte, type SQL } from "drizzle-orm";

import { announcements } from "@/db/schema";

import type { Actor } from "@/platform/actor/actor";

/** Who is looking: the roles decide which audiences they see. */
export type AnnouncementViewer = Pick<Actor, "userId" | "isPro" | "isOrderer">;
export type AnnouncementAudience = (typeof announcements.$inferSelect)["audience"];

/**
 * The one audience rule (the /announcements list, the mark-all-read call and the /me badge all use
 * it, so they can never disagree): everyone sees 'all', pros also 'pro', orderers also 'orderer'.
 * An account with both roles sees both; an operator without either role sees 'all' only.
 */
export function announcementAudiencesFor(viewer: Pick<AnnouncementViewer, "isPro" | "isOrderer">): AnnouncementAudience[] {
  return ["all", ...(viewer.isPro ? (["pro"] as const) : []), ...(viewer.isOrderer ? (["orderer"] as const) : [])];
}

/** Announcements visible to the viewer at `now`: already published and meant for one of their roles. */
export function visibleAnnouncementsCondition(viewer: Pick<AnnouncementViewer, "isPro" | "isOrderer">, now: Date): SQL {
  return and(lte(announcements.publishedAt, now), inArray(announcements.audience, announcementAudiencesFor(viewer)))!;
}
