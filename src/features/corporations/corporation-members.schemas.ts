import { z } from "zod";

import { emailSchema } from "@/features/auth/auth.schemas";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

import { MembershipRoleSchema } from "./corporation-profile.schemas";

/** The role an invitation gives: never owner (an owner promotes a member afterwards, decision 022). */
export const InvitableRoleSchema = z.enum(["admin", "member"], { message: "権限を選んでください" });

export const InvitationBodySchema = z.object({ email: emailSchema, role: InvitableRoleSchema }).meta({ id: "InvitationBody" });
export type InvitationBody = z.infer<typeof InvitationBodySchema>;

export const RoleChangeBodySchema = z.object({ role: z.enum(["owner", "admin", "member"], { message: "権限を選んでください" }) }).meta({ id: "RoleChangeBody" });
export type RoleChangeBody = z.infer<typeof RoleChangeBodySchema>;

/** The link's token: 256 random bits as base64url (43 characters); anything else is simply not found. */
export const InvitationAcceptBodySchema = z.object({ token: z.string({ message: "招待のリンクが正しくありません" }).max(200) }).meta({ id: "InvitationAcceptBody" });

export const CorporationMemberSchema = z.object({
  userId: z.number().int().positive(),
  name: z.string().describe("姓 名."),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  role: MembershipRoleSchema,
  joinedAt: JstDateTimeSchema,
  isYou: z.boolean(),
});
export type CorporationMember = z.infer<typeof CorporationMemberSchema>;

export const PendingInvitationSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: InvitableRoleSchema,
  invitedByName: z.string().nullable(),
  createdAt: JstDateTimeSchema,
  expiresAt: JstDateTimeSchema,
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const CorporationMembersSchema = z
  .object({
    corporationId: z.number().int().positive(),
    corporationName: z.string(),
    yourRole: MembershipRoleSchema,
    canManage: z.boolean().describe("owner and admin manage members and invitations; a member only reads."),
    members: z.array(CorporationMemberSchema).describe("Owners first, then admins, then members; oldest first within a role."),
    invitations: z.array(PendingInvitationSchema).describe("Invitations not yet accepted, revoked or expired, newest first (empty for a member)."),
  })
  .meta({ id: "CorporationMembers" });
export type CorporationMembers = z.infer<typeof CorporationMembersSchema>;

/** What the invitation link's page shows before accepting. */
export type InvitationPreview = {
  corporationId: number;
  corporationName: string;
  invitedByName: string | null;
  email: string;
  role: "admin" | "member";
  expiresAt: string;
};

export const InvitationAcceptedSchema = z
  .object({ corporationId: z.number().int().positive(), corporationName: z.string(), role: MembershipRoleSchema })
  .meta({ id: "InvitationAccepted" });
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;
