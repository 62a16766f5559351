import "server-only";

import { notFound, redirect } from "next/navigation";

import { loginPathFor } from "@/lib/return-path";

import { getPageContext } from "../page-context";
import type { Actor } from "./actor";
import { pageAccess, type PageRequirement } from "./page-access";

/**
 * The pages' guards: `await requirePageActor("orderer", "/mypage/order/applies")` answers the actor,
 * or sends a visitor to /login?next=<returnPath>, or renders 404 (page-access.ts). When the
 * database cannot say who is asking, the page fails like any other read (503 during an outage).
 */
export async function requirePageActor(requirement: PageRequirement, returnPath: string): Promise<Actor> {
  const { actor } = await getPageContext();
  if (actor === undefined) throw new Error("the signed-in user could not be read");
  const access = pageAccess(actor, requirement);
  if (access.kind === "login") redirect(loginPathFor(returnPath));
  if (access.kind === "notFound") notFound();
  return access.actor;
}
