import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import {
  CorporationMembersSchema,
  InvitationAcceptBodySchema,
  InvitationAcceptedSchema,
  InvitationBodySchema,
  PendingInvitationSchema,
  RoleChangeBodySchema,
} from "./corporation-members.schemas";

const TAGS = ["Corporations"] as const;
const userIdParams = z.object({
  userId: z
    .string()
    .regex(/^[0-9]+$/)
    .describe("The member's user id."),
});
const invitationIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]+$/)
    .describe("The invitation's id."),
});

/**
 * The current corporation's members and invitations (issue 14, decision 022). Everything acts on the
 * caller's current corporation: a user or invitation of another corporation is 404.
 */
export const CORPORATION_MEMBERS_API = {
  members: defineRoute({
    operationId: "listCurrentCorporationMembers",
    method: "get",
    path: "/api/v2/current_corporation/members",
    summary: "The current corporation's members and pending invitations",
    description: "Every member may read the members; pending invitations are listed for owners and admins only.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "Members and invitations.", schema: CorporationMembersSchema } },
    errors: [403, 404],
  }),
  changeRole: defineRoute({
    operationId: "changeCurrentCorporationMemberRole",
    method: "patch",
    path: "/api/v2/current_corporation/members/{userId}",
    pathPatterns: { userId: "[0-9]+" },
    summary: "Change a member's role",
    description:
      "Owner and admin; only an owner makes or unmakes owners. 409 when it would leave the corporation without an owner. 404 for a user who is not a member of the current corporation.",
    tags: TAGS,
    access: "member",
    request: { params: userIdParams, body: RoleChangeBodySchema },
    responses: { 204: { description: "Changed." } },
    errors: [403, 404, 409],
  }),
  removeMember: defineRoute({
    operationId: "removeCurrentCorporationMember",
    method: "delete",
    path: "/api/v2/current_corporation/members/{userId}",
    pathPatterns: { userId: "[0-9]+" },
    summary: "Remove a member, or leave (your own user id)",
    description:
      "Owner and admin remove others (only an owner removes an owner); anyone may leave. 409 for the last owner. The removed user's current corporation becomes another of theirs, or none.",
    tags: TAGS,
    access: "member",
    request: { params: userIdParams },
    responses: { 204: { description: "Removed." } },
    errors: [403, 404, 409],
  }),
  invite: defineRoute({
    operationId: "inviteToCurrentCorporation",
    method: "post",
    path: "/api/v2/current_corporation/invitations",
    summary: "Invite someone by e-mail",
    description:
      "Owner and admin, with a verified address. Mails a single-use link valid for 7 days (only its SHA-256 is stored); a pending invitation to the same address is replaced. Role admin or member, never owner. 409 when the address already belongs to a member; 429 beyond 30 invitations an hour per sender or 5 a day per address.",
    tags: TAGS,
    access: "member",
    request: { body: InvitationBodySchema },
    responses: { 201: { description: "The pending invitation.", schema: PendingInvitationSchema } },
    errors: [403, 404, 409, 429],
  }),
  revokeInvitation: defineRoute({
    operationId: "revokeCurrentCorporationInvitation",
    method: "delete",
    path: "/api/v2/current_corporation/invitations/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "Revoke a pending invitation",
    description: "Owner and admin. Its link stops working at once. 404 for an invitation that is not the current corporation's or no longer pending.",
    tags: TAGS,
    access: "member",
    request: { params: invitationIdParams },
    responses: { 204: { description: "Revoked." } },
    errors: [403, 404],
  }),
  accept: defineRoute({
    operationId: "acceptCorporationInvitation",
    method: "post",
    path: "/api/v2/corporation_invitations/accept",
    summary: "Accept an invitation with the mailed link's token",
    description:
      "The signed-in account's address must be the invited one (403 otherwise). The user joins with the invited role, becomes an orderer if not yet, and the corporation becomes current. Unknown token 404; expired, used or revoked 410.",
    tags: TAGS,
    access: "member",
    request: { body: InvitationAcceptBodySchema },
    responses: { 200: { description: "Joined.", schema: InvitationAcceptedSchema } },
    errors: [403, 404, 410],
  }),
};
