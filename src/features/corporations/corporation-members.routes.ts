import { parsePositiveId } from "@/lib/positive-id";
import { verifiedOrThrow } from "@/platform/actor/access-rules";
import { requireActor, requireOrderer } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";
import { parseJsonBody } from "@/platform/validation";

import { managerOrThrow } from "./corporation-access";
import { CORPORATION_MEMBERS_API } from "./corporation-members.contract";
import { InvitationAcceptBodySchema, InvitationBodySchema, RoleChangeBodySchema } from "./corporation-members.schemas";
import { acceptInvitation } from "./corporation-invitations.service";
import {
  changeMemberRole,
  INVITATION_NOT_FOUND_MESSAGE,
  inviteMember,
  listCorporationMembers,
  MEMBER_NOT_FOUND_MESSAGE,
  removeMember,
  revokeCorporationInvitation,
} from "./corporation-members.service";

function idOrNotFound(segment: string | undefined, message: string): number {
  const id = parsePositiveId(segment ?? "");
  if (id === null) throw new AppError("not_found", message);
  return id;
}

export const corporationMemberRoutes = serveContract(CORPORATION_MEMBERS_API, {
  // GET /api/v2/current_corporation/members – members, and pending invitations for owners and admins
  members: async (c) => {
    const { actor, ...seat } = requireOrderer(c);
    return reply(c, CORPORATION_MEMBERS_API.members, 200, await listCorporationMembers(c.var.deps.db, { ...seat, userId: actor.userId }, c.var.deps.now()));
  },
  // PATCH /api/v2/current_corporation/members/{userId} – change a member's role; never the last owner's
  changeRole: async (c) => {
    const seat = requireOrderer(c);
    const userId = idOrNotFound(c.req.param("userId"), MEMBER_NOT_FOUND_MESSAGE);
    const { role } = await parseJsonBody(c, RoleChangeBodySchema);
    await changeMemberRole(c.var.deps.db, seat, userId, role);
    return c.body(null, 204);
  },
  // DELETE /api/v2/current_corporation/members/{userId} – remove a member, or leave
  removeMember: async (c) => {
    const { actor, ...seat } = requireOrderer(c);
    const userId = idOrNotFound(c.req.param("userId"), MEMBER_NOT_FOUND_MESSAGE);
    await removeMember(c.var.deps.db, { ...seat, userId: actor.userId }, userId, c.var.deps.now());
    return c.body(null, 204);
  },
  // POST /api/v2/current_corporation/invitations – mail an invitation (owner and admin, verified address)
  invite: async (c) => {
    const { actor, ...seat } = managerOrThrow(requireOrderer(c));
    verifiedOrThrow(actor);
    const body = await parseJsonBody(c, InvitationBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    return reply(c, CORPORATION_MEMBERS_API.invite, 201, await inviteMember({ db, now: now(), siteOrigin }, { ...seat, userId: actor.userId }, body));
  },
  // DELETE /api/v2/current_corporation/invitations/{id} – revoke a pending invitation
  revokeInvitation: async (c) => {
    const seat = requireOrderer(c);
    const id = idOrNotFound(c.req.param("id"), INVITATION_NOT_FOUND_MESSAGE);
    await revokeCorporationInvitation(c.var.deps.db, seat, id, c.var.deps.now());
    return c.body(null, 204);
  },
  // POST /api/v2/corporation_invitations/accept – join with the mailed link's token (any signed-in user at the invited address)
  accept: async (c) => {
    const actor = requireActor(c);
    const { token } = await parseJsonBody(c, InvitationAcceptBodySchema);
    return reply(c, CORPORATION_MEMBERS_API.accept, 200, await acceptInvitation(c.var.deps.db, actor, token, c.var.deps.now()));
  },
});
