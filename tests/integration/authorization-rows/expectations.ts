import type { StatusByRole } from "@tests/support/authorization-roles";

/** The same status for every role, visitors included (public routes). */
export function sameForEveryone(status: number): StatusByRole {
  return { visitor: status, pro: status, orderer: status, otherOrderer: status, freeOrderer: status, admin: status };
}

/** The operator console (decision 030): `status` for an operator, 404 for everyone else, visitors included. */
export function operatorOnly(status: number): StatusByRole {
  return { ...sameForEveryone(404), admin: status };
}

/** 401 for a visitor, `status` for every signed-in role (routes any member may use). */
export function anyMember(status: number): StatusByRole {
  return { ...sameForEveryone(status), visitor: 401 };
}
