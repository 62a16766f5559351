import type { Database } from "@/db/client";
import type { JobChangeIntention, Plan } from "@/db/schema";
import { AppError } from "@/platform/errors";

import {
  findCorporationsOfUser,
  findUserForMe,
  hasUnreadAnnouncement,
  hasUnreadMessage,
  updateJobChangeIntention,
} from "./me.queries";

export type CorporationSummary = { id: number; name: string; logoUrl: string | null };

/**
 * The shape of GET /api/v2/me (spec S-ME-1; documented in docs/api.md). modalStates says which
 * one-time modals the client should open: each is computed from real rows, never stored.
 */
export type CurrentUser = {
  id: number;
  firstName: string;
  lastName: string;
  userProfileImage: string | null;
  isOrderer: boolean;
  isPro: boolean;
  isAdmin: boolean;
  plan: Plan;
  corporations: CorporationSummary[];
  currentCorporation: CorporationSummary | null;
  hasUnreadAnnouncement: boolean;
  isUnreadMessage: boolean;
  modalStates: {
    /** A pro who has never answered the job-change intention question (S-ME-2). */
    jobChangeIntention: boolean;
    /** An orderer with several corporations and none chosen yet. */
    corporationSelect: boolean;
  };
};

export async function getCurrentUser(db: Database, userId: number, now: Date): Promise<CurrentUser | null> {
  const user = await findUserForMe(db, userId);
  if (!user) return null;
  const [corporations, unreadAnnouncement, unreadMessage] = await Promise.all([
    user.isOrderer ? findCorporationsOfUser(db, user.id) : Promise.resolve([]),
    hasUnreadAnnouncement(db, user, now),
    hasUnreadMessage(db, user.id),
  ]);
  const currentCorporation = corporations.find((c) => c.id === user.currentCorporationId) ?? null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userProfileImage: user.profileImageUrl,
    isOrderer: user.isOrderer,
    isPro: user.isPro,
    isAdmin: user.isAdmin,
    plan: user.plan,
    corporations,
    currentCorporation,
    hasUnreadAnnouncement: unreadAnnouncement,
    isUnreadMessage: unreadMessage,
    modalStates: {
      jobChangeIntention: user.isPro && user.jobChangeIntention === null,
      corporationSelect: user.isOrderer && corporations.length > 1 && currentCorporation === null,
    },
  };
}

export async function getCurrentUserOrThrow(db: Database, userId: number, now: Date): Promise<CurrentUser> {
  const user = await getCurrentUser(db, userId, now);
  if (!user) throw new AppError("unauthenticated");
  return user;
}

export async function changeJobChangeIntention(
  db: Database,
  userId: number,
  intention: JobChangeIntention,
  now: Date,
): Promise<void> {
  if (!(await updateJobChangeIntention(db, userId, intention, now))) {
    throw new AppError("forbidden", "転職意向はプロのアカウントだけが設定できます。");
  }
}
