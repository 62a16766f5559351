import { AppError } from "../errors";
import type { Actor, CorporationSeat, RequestActor } from "./actor";

/**
 * The access rules every guard applies, with nothing of HTTP in them, so the API's guards
 * (guards.ts) and the pages' (page-guards.ts) cannot disagree. Each throws AppError: 401 for a
 * visitor, 403 for a signed-in user in the wrong role, 404 where even the existence is private.
 */

export const PRO_ONLY_MESSAGE = "プロのアカウントでのみ利用できます。";
export const ORDERER_ONLY_MESSAGE = "企業アカウントでのみ利用できます。";
export const CORPORATION_NOT_CHOSEN_MESSAGE = "企業アカウントを選択してから操作してください。";

export function actorOrThrow(actor: RequestActor): Actor {
  if (!actor) throw new AppError("unauthenticated");
  return actor;
}

export function proOrThrow(actor: RequestActor, message = PRO_ONLY_MESSAGE): Actor {
  const signedIn = actorOrThrow(actor);
  if (!signedIn.isPro) throw new AppError("forbidden", message);
  return signedIn;
}

/** An orderer at work: the actor with the corporation they act for, verified as their membership. */
export type OrdererAtWork = { actor: Actor } & CorporationSeat;

export function ordererOrThrow(actor: RequestActor): OrdererAtWork {
  const signedIn = actorOrThrow(actor);
  if (!signedIn.isOrderer) throw new AppError("forbidden", ORDERER_ONLY_MESSAGE);
  if (!signedIn.corporation) throw new AppError("forbidden", CORPORATION_NOT_CHOSEN_MESSAGE);
  return { actor: signedIn, ...signedIn.corporation };
}

export const EMAIL_NOT_VERIFIED_MESSAGE =
  "メールアドレスの確認が済んでいないため、この操作はできません。登録したメールアドレスに届いたメールのリンクから確認を完了してください。";

/**
 * Applying, posting, scouting and messaging reach other people, so they wait until the account's
 * address is proven (issue 12). Browsing, likes and settings do not.
 */
export function verifiedOrThrow<A extends Actor>(actor: A): A {
  if (!actor.isEmailVerified) throw new AppError("email_not_verified", EMAIL_NOT_VERIFIED_MESSAGE);
  return actor;
}

/** Operators only; for anyone else the thing does not exist (the console's paths stay private). */
export function adminOrThrow(actor: RequestActor): Actor {
  // A refusal all the same: the security log records it as one (issue 19), the answer stays 404.
  if (!actor?.isAdmin) throw new AppError("not_found", undefined, { security: { event: "authz.refused", reason: "not_operator" } });
  return actor;
}

/**
 * A row read through an access filter (a query that put the actor's user or corporation id in its
 * `where`): missing means "not found" whether it does not exist or is someone else's, so nobody
 * learns that a thing exists from a 403.
 */
export function foundOrThrow<T>(row: T | null | undefined, message?: string): T {
  if (row === null || row === undefined) throw new AppError("not_found", message);
  return row;
}
