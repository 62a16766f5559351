import type { MembershipRole } from "@/db/schema";
import type { CorporationSeat } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";

export const MANAGERS_ONLY_MESSAGE = "この操作は企業アカウントのオーナーまたは管理者のみ行えます。";
export const CORPORATION_NOT_FOUND_MESSAGE = "企業が見つかりませんでした。";

/** owner and admin edit the profile and manage members and invitations; a member only reads. */
export function canManageCorporation(role: MembershipRole): boolean {
  return role === "owner" || role === "admin";
}

export function managerOrThrow<S extends CorporationSeat>(seat: S): S {
  if (!canManageCorporation(seat.role)) throw new AppError("forbidden", MANAGERS_ONLY_MESSAGE);
  return seat;
}
