import { z } from "zod";

import { APPLICATION_STATUSES, MEMBERSHIP_ROLES, PLANS } from "@/db/schema";
import { isSingleLine, singleLineMessage } from "@/lib/control-characters";
import { multiLine } from "@/lib/form-fields";

import { AuditEntrySchema } from "../audit/operator-audit.schemas";

export const CONSOLE_USERS_PER_PAGE = 50;
export const SUSPENSION_REASON_MAX = 1_000;

export const USER_ROLES = ["pro", "orderer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Record<UserRole, string> = { pro: "プロ", orderer: "発注者", admin: "運営" };

export const USER_STATES = ["suspended", "deactivated"] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS: Record<UserState, string> = { suspended: "利用停止中", deactivated: "退会" };

/** GET /api/v2/admin/users and /admin/users: `q` is an id, part of an e-mail address, or part of a name (kanji or kana). */
export const ConsoleUserQuerySchema = z.object({
  q: z
    .string()
    .max(100, { message: "キーワードは100文字以内で入力してください" })
    .refine(isSingleLine, singleLineMessage("キーワード"))
    .optional()
    .describe("An id (exact), part of an e-mail address, or part of a name: 「山田 太郎」 with or without the space, in kanji or kana."),
  role: z.enum(USER_ROLES, { message: "役割が正しくありません" }).optional(),
  state: z.enum(USER_STATES, { message: "状態が正しくありません" }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { message: "ページ番号は1〜9999の整数で指定してください" })
    .transform(Number)
    .optional(),
});

export type ConsoleUserQuery = z.infer<typeof ConsoleUserQuerySchema>;

export const ConsoleUserItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    roles: z.array(z.enum(USER_ROLES)),
    registeredAt: z.string().describe("ISO 8601, Japan time."),
    isSuspended: z.boolean(),
    isDeactivated: z.boolean(),
    isRealNameVerified: z.boolean().describe("A pro's 本人確認済; false for everyone else."),
    isEmailVerified: z.boolean(),
  })
  .meta({ id: "ConsoleUserItem" });

export type ConsoleUserItem = z.infer<typeof ConsoleUserItemSchema>;

export const ConsoleUserPageSchema = z.object({
  users: z.array(ConsoleUserItemSchema),
  page: z.number().int(),
  totalCount: z.number().int().describe("Counted up to 10,000 (isTotalCapped: there are more)."),
  isTotalCapped: z.boolean(),
  totalPages: z.number().int(),
});

export type ConsoleUserPage = z.infer<typeof ConsoleUserPageSchema>;

const isoOrNull = z.string().nullable().describe("ISO 8601, Japan time; null when not so.");

export const ConsoleUserDetailSchema = z
  .object({
    account: z.object({
      id: z.number().int(),
      name: z.string(),
      nameKana: z.string(),
      email: z.string(),
      roles: z.array(z.enum(USER_ROLES)),
      registeredAt: z.string(),
      emailVerifiedAt: isoOrNull,
      suspendedAt: isoOrNull,
      passwordResetRequiredAt: isoOrNull,
      deactivatedAt: isoOrNull,
      twoFactorEnabledAt: isoOrNull.describe("When the member turned 二段階認証 on; null when it is off."),
    }),
    proProfile: z
      .object({ headline: z.string(), isPublic: z.boolean(), isRealNameVerified: z.boolean(), path: z.string() })
      .nullable()
      .describe("The pro's profile summary; null for accounts without one."),
    corporations: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(MEMBERSHIP_ROLES), plan: z.enum(PLANS) })),
    postedProjects: z.object({
      openCount: z.number().int().describe("Open projects this member posted: a suspension closes them."),
      suspendedCount: z.number().int().describe("Projects closed by this member's suspension: lifting it reopens them."),
    }),
    applications: z.array(
      z.object({
        id: z.number().int(),
        project: z.object({ id: z.number().int(), title: z.string() }),
        status: z.enum(APPLICATION_STATUSES),
        statusLabel: z.string(),
        createdAt: z.string(),
      }),
    ),
    sessions: z.array(z.object({ createdAt: z.string(), lastSeenAt: z.string(), userAgent: z.string().nullable(), ipAddress: z.string().nullable() })),
    logins: z.array(z.object({ loggedInAt: z.string(), userAgent: z.string().nullable(), ipAddress: z.string().nullable() })),
    auditEntries: z.array(AuditEntrySchema).describe("The latest 20 console actions on this user."),
  })
  .meta({ id: "ConsoleUserDetail" });

export type ConsoleUserDetail = z.infer<typeof ConsoleUserDetailSchema>;

export const ConsoleUserIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "ユーザーIDは1以上の整数で指定してください" })
    .transform(Number),
});

/** 利用停止's reason: kept as the audit row's reason (the user is not shown it). Required, plain text. */
export const SuspensionReasonSchema = multiLine(SUSPENSION_REASON_MAX, { min: 1 });
export const SuspendUserBodySchema = z.object({ reason: z.string().describe("Why (1–1,000 characters), kept in the audit log.") });

/** 二段階認証を解除's reason: how the operator confirmed it is the owner asking (the inquiry, the documents checked). */
export const TwoFactorRemovalBodySchema = z.object({
  reason: z.string().describe("How the owner was confirmed (1–1,000 characters), kept in the audit log."),
});

/** 全ユーザーをログアウト: the phrase typed to confirm it (checked by the service, so a near miss is a 422 on this field). */
export const EndAllSessionsBodySchema = z.object({
  confirmation: z.string().max(100).describe("「すべてログアウト」, typed by the operator."),
});
export const EndAllSessionsResultSchema = z.object({ endedSessions: z.number().int().describe("Sessions ended; the operator's own is kept.") });

/** What an action answers: the account's changed state, for the page to refresh with. */
export const ConsoleUserActionResultSchema = z
  .object({
    userId: z.number().int(),
    isRealNameVerified: z.boolean().optional(),
    suspendedAt: isoOrNull.optional(),
    passwordResetRequiredAt: isoOrNull.optional(),
    isTwoFactorEnabled: z.boolean().optional(),
    endedSessions: z.number().int().optional().describe("Sessions deleted (a suspension or a required reset logs the user out everywhere)."),
    closedProjectIds: z.array(z.number().int()).optional(),
    reopenedProjectIds: z.array(z.number().int()).optional(),
  })
  .meta({ id: "ConsoleUserActionResult" });

export type ConsoleUserActionResult = z.infer<typeof ConsoleUserActionResultSchema>;
