import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CONSOLE_ACTION_NOTE } from "../operator-console.contract";
import {
  ConsoleUserActionResultSchema,
  ConsoleUserDetailSchema,
  ConsoleUserIdParamsSchema,
  ConsoleUserPageSchema,
  ConsoleUserQuerySchema,
  SuspendUserBodySchema,
} from "./console-users.schemas";

const TAGS = ["Operator console"] as const;
const ID = { id: "[0-9]+" };
const params = { params: ConsoleUserIdParamsSchema };
const done = (description: string) => ({ 200: { description, schema: ConsoleUserActionResultSchema } });

/** The console's ユーザー section (issue 18): find an account, read it whole, and act on it. */
export const CONSOLE_USERS_API = {
  list: defineRoute({
    operationId: "listConsoleUsers",
    method: "get",
    path: "/api/v2/admin/users",
    summary: "ユーザー: accounts newest first, 50 a page",
    description:
      "`q` matches an id exactly (that account first), or part of the e-mail address, the name (「山田 太郎」 with or without the space) or its reading (kana). Filter by role and state; the count stops at 10,000 (isTotalCapped). Read-only.",
    tags: TAGS,
    access: "operator",
    request: { query: ConsoleUserQuerySchema },
    responses: { 200: { description: "A page of accounts.", schema: ConsoleUserPageSchema } },
    errors: [422],
  }),
  detail: defineRoute({
    operationId: "getConsoleUser",
    method: "get",
    path: "/api/v2/admin/users/{id}",
    pathPatterns: ID,
    summary: "One account: profile, corporations, the latest applications and logins, live sessions, and the console actions on it",
    tags: TAGS,
    access: "operator",
    request: params,
    responses: { 200: { description: "The account.", schema: ConsoleUserDetailSchema } },
    errors: [],
  }),
  verifyRealName: defineRoute({
    operationId: "verifyConsoleUserRealName",
    method: "post",
    path: "/api/v2/admin/users/{id}/real_name_verification",
    pathPatterns: ID,
    summary: "本人確認済みにする: the pro's profile shows 本人確認済",
    description: `409 for an account that is not a pro, or already verified. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: params,
    responses: done("Verified."),
    errors: [409],
  }),
  unverifyRealName: defineRoute({
    operationId: "unverifyConsoleUserRealName",
    method: "delete",
    path: "/api/v2/admin/users/{id}/real_name_verification",
    pathPatterns: ID,
    summary: "本人確認を取り消す",
    description: `409 for an account that is not a pro, or not verified. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: params,
    responses: done("No longer verified."),
    errors: [409],
  }),
  suspend: defineRoute({
    operationId: "suspendConsoleUser",
    method: "post",
    path: "/api/v2/admin/users/{id}/suspension",
    pathPatterns: ID,
    summary: "利用停止: every session ends at once, login is refused, the pro profile and the open projects the user posted are hidden",
    description: `The reason (required) is kept in the audit log. 403 for an operator's account; 409 for the operator's own account, one that left (退会), or one already suspended. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { ...params, body: SuspendUserBodySchema },
    responses: done("Suspended: how many sessions ended and which projects closed."),
    errors: [409],
  }),
  unsuspend: defineRoute({
    operationId: "unsuspendConsoleUser",
    method: "delete",
    path: "/api/v2/admin/users/{id}/suspension",
    pathPatterns: ID,
    summary: "利用停止を解除: the account may log in again and the projects its suspension closed reopen",
    description: `409 unless suspended. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: params,
    responses: done("Lifted: which projects reopened."),
    errors: [409],
  }),
  requirePasswordReset: defineRoute({
    operationId: "requireConsoleUserPasswordReset",
    method: "post",
    path: "/api/v2/admin/users/{id}/password_reset_requirement",
    pathPatterns: ID,
    summary: "パスワードの再設定を要求: every session ends, the old password is refused at login (403 password_reset_required), and a reset link is mailed",
    description: `Again: a fresh link (the earlier one stops working). 409 for the operator's own account or one that left (退会). ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: params,
    responses: done("Required: how many sessions ended."),
    errors: [409],
  }),
};
