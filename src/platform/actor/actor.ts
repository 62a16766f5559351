import type { MembershipRole, Plan } from "@/db/schema";

/** The corporation an orderer works in now, with their role in it (checked against their memberships). */
export type CorporationSeat = { corporationId: number; role: MembershipRole };

/**
 * Who is asking, resolved once per request (API middleware and page context alike) from the session
 * cookie. A visitor is `null`. Services take the actor; queries take the ids they need from it.
 */
export type Actor = {
  userId: number;
  isPro: boolean;
  isOrderer: boolean;
  isAdmin: boolean;
  plan: Plan;
  /** The account's address was proven by a link (issue 12); until then applying, posting, scouting and messaging wait. */
  isEmailVerified: boolean;
  /**
   * The current corporation, only while the user is still one of its members; null for pros, and
   * for orderers who have not chosen one yet (several corporations) or whose membership was removed.
   */
  corporation: CorporationSeat | null;
};

/** The actor of a request: `null` for a visitor. */
export type RequestActor = Actor | null;

/**
 * Who reads a public list or page (search, ranking, a project page): only the user id matters —
 * their own likes are marked — so any actor is one; `null` for a visitor.
 */
export type Reader = Pick<Actor, "userId"> | null;
