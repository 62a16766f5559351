import type { Database } from "@/db/client";
import type { JobChangeIntention } from "@/db/schema";
import { hasUnreadAnnouncement } from "@/features/announcements/announcements.service";
import { hasUnreadMessage } from "@/features/chat/chat.service";
import { unreadNotificationCount } from "@/features/notifications/notifications.service";
import type { Actor } from "@/platform/actor/actor";
import { findActor } from "@/platform/actor/actor.queries";
import { AppError } from "@/platform/errors";

import type { CurrentUser } from "./me.schemas";
import { findCorporationsOfUser, findUserForMe, updateJobChangeIntention } from "./me.queries";

export type { CorporationSummary, CurrentUser } from "./me.schemas";

export const JOB_CHANGE_INTENTION_PRO_ONLY = "転職意向はプロのアカウントだけが設定できます。";

/** The /me read model of an actor (the header, GET /api/v2/me); null when the user is gone. */
export async function getCurrentUser(db: Database, actor: Actor, now: Date): Promise<CurrentUser | null> {
  // The actor already says the roles, so every read can start at once.
  const [user, corporations, unreadAnnouncement, unreadMessage, unreadNotifications] = await Promise.all([
    findUserForMe(db, actor.userId),
    actor.isOrderer ? findCorporationsOfUser(db, actor.userId) : Promise.resolve([]),
    hasUnreadAnnouncement(db, actor, now),
    hasUnreadMessage(db, actor),
    unreadNotificationCount(db, actor),
  ]);
  if (!user) return null;
  const currentCorporation = corporations.find((c) => c.id === actor.corporation?.corporationId) ?? null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userProfileImage: user.profileImageUrl,
    isOrderer: actor.isOrderer,
    isPro: actor.isPro,
    isAdmin: actor.isAdmin,
    plan: actor.plan,
    corporations,
    currentCorporation,
    hasUnreadAnnouncement: unreadAnnouncement,
    isUnreadMessage: unreadMessage,
    unreadNotificationCount: unreadNotifications,
    isEmailVerified: actor.isEmailVerified,
    modalStates: {
      jobChangeIntention: actor.isPro && user.jobChangeIntention === null,
      corporationSelect: actor.isOrderer && corporations.length > 1 && currentCorporation === null,
    },
  };
}

export async function getCurrentUserOrThrow(db: Database, actor: Actor, now: Date): Promise<CurrentUser> {
  const user = await getCurrentUser(db, actor, now);
  if (!user) throw new AppError("unauthenticated");
  return user;
}

/**
 * The /me body right after something changed who the user is or where they work (sign-up, log-in,
 * a corporation switch): the actor is read again, since the request's was resolved before it.
 */
export async function getFreshCurrentUser(db: Database, userId: number, now: Date): Promise<CurrentUser> {
  const actor = await findActor(db, userId);
  if (!actor) throw new AppError("unauthenticated");
  return getCurrentUserOrThrow(db, actor, now);
}

export async function changeJobChangeIntention(db: Database, pro: Actor, intention: JobChangeIntention, now: Date): Promise<void> {
  if (!(await updateJobChangeIntention(db, pro.userId, intention, now))) {
    throw new AppError("forbidden", JOB_CHANGE_INTENTION_PRO_ONLY);
  }
}

/** The pro's current answer (null: never answered), for the settings page. */
export async function getJobChangeIntention(db: Database, actor: Actor): Promise<JobChangeIntention | null> {
  return (await findUserForMe(db, actor.userId))?.jobChangeIntention ?? null;
}
