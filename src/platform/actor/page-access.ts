import type { Actor, RequestActor } from "./actor";

/** What a page requires of its reader. */
export type PageRequirement = "member" | "pro" | "orderer" | "admin";

/**
 * The page-side reading of the access rules (access-rules.ts), pure so it is unit-tested: a visitor
 * is sent to log in and come back (member, pro and orderer pages), a signed-in user in the wrong
 * role gets 404 (the page is not theirs to know), and the operator console is 404 to everyone else,
 * visitors included.
 */
export type PageAccess = { kind: "allowed"; actor: Actor } | { kind: "login" } | { kind: "notFound" };

export function pageAccess(actor: RequestActor, requirement: PageRequirement): PageAccess {
  if (requirement === "admin") return actor?.isAdmin ? { kind: "allowed", actor } : { kind: "notFound" };
  if (!actor) return { kind: "login" };
  if (requirement === "pro" && !actor.isPro) return { kind: "notFound" };
  // An orderer who has not chosen a corporation yet is still let in: the page asks them to choose.
  if (requirement === "orderer" && !actor.isOrderer) return { kind: "notFound" };
  return { kind: "allowed", actor };
}
