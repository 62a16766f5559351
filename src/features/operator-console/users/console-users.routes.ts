import type { Context } from "hono";
import { z } from "zod";

import { requireAdmin, requireConfirmedOperator, requireSession } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import type { AppEnv } from "@/platform/context";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import {
  endAllSessions,
  endUserSessions,
  removeUserTwoFactor,
  requirePasswordReset,
  setRealNameVerification,
  suspendUser,
  unsuspendUser,
} from "./console-user-actions.service";
import { CONSOLE_USERS_API as API } from "./console-users.contract";
import { ConsoleUserQuerySchema, EndAllSessionsBodySchema, SuspensionReasonSchema } from "./console-users.schemas";
import { readConsoleUser, readConsoleUsers, USER_NOT_FOUND } from "./console-users.service";

const userId = (c: Context<AppEnv>) => pathIdOr404(c.req.param("id"), USER_NOT_FOUND);
/** 利用停止 and 二段階認証を解除 both ask why, in the same words, kept in the audit row. */
const ReasonBodySchema = z.object({ reason: SuspensionReasonSchema });

/** Reads start with requireAdmin, changes with requireConfirmedOperator: anyone else gets 404 before the body is read (decision 030). */
export const consoleUserRoutes = serveContract(API, {
  // GET /api/v2/admin/users – find accounts by id, e-mail or name
  list: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(ConsoleUserQuerySchema, c.req.query());
    return reply(c, API.list, 200, await readConsoleUsers(c.var.deps.db, operator, query));
  },
  // GET /api/v2/admin/users/{id} – one account whole
  detail: async (c) => {
    const operator = requireAdmin(c);
    return reply(c, API.detail, 200, await readConsoleUser(c.var.deps.db, operator, userId(c), c.var.deps.now()));
  },
  // POST /api/v2/admin/users/{id}/real_name_verification – 本人確認済みにする
  verifyRealName: async (c) => {
    const operator = requireConfirmedOperator(c);
    return reply(c, API.verifyRealName, 200, await setRealNameVerification(c.var.deps.db, operator, userId(c), true, c.var.deps.now()));
  },
  // DELETE /api/v2/admin/users/{id}/real_name_verification – 本人確認を取り消す
  unverifyRealName: async (c) => {
    const operator = requireConfirmedOperator(c);
    return reply(c, API.unverifyRealName, 200, await setRealNameVerification(c.var.deps.db, operator, userId(c), false, c.var.deps.now()));
  },
  // POST /api/v2/admin/users/{id}/suspension – 利用停止
  suspend: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = userId(c);
    const { reason } = await parseJsonBody(c, ReasonBodySchema);
    return reply(c, API.suspend, 200, await suspendUser(c.var.deps.db, operator, id, reason, c.var.deps.now()));
  },
  // DELETE /api/v2/admin/users/{id}/suspension – 利用停止を解除
  unsuspend: async (c) => {
    const operator = requireConfirmedOperator(c);
    return reply(c, API.unsuspend, 200, await unsuspendUser(c.var.deps.db, operator, userId(c), c.var.deps.now()));
  },
  // POST /api/v2/admin/users/{id}/password_reset_requirement – パスワードの再設定を要求
  requirePasswordReset: async (c) => {
    const operator = requireConfirmedOperator(c);
    const mail = { now: c.var.deps.now(), siteOrigin: c.var.deps.siteOrigin };
    return reply(c, API.requirePasswordReset, 200, await requirePasswordReset(c.var.deps.db, operator, userId(c), mail));
  },
  // POST /api/v2/admin/users/{id}/session_termination – すべての端末からログアウト
  endSessions: async (c) => {
    const operator = requireConfirmedOperator(c);
    return reply(c, API.endSessions, 200, await endUserSessions(c.var.deps.db, operator, userId(c), c.var.deps.now()));
  },
  // POST /api/v2/admin/users/{id}/two_factor_removal – 二段階認証を解除
  removeTwoFactor: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = userId(c);
    const { reason } = await parseJsonBody(c, ReasonBodySchema);
    const mail = { now: c.var.deps.now(), siteOrigin: c.var.deps.siteOrigin };
    return reply(c, API.removeTwoFactor, 200, await removeUserTwoFactor(c.var.deps.db, operator, id, reason, mail));
  },
  // POST /api/v2/admin/session_termination – 全ユーザーをログアウト (the operator's own session stays)
  endAllSessions: async (c) => {
    const operator = requireConfirmedOperator(c);
    const { confirmation } = await parseJsonBody(c, EndAllSessionsBodySchema);
    const input = { keptSessionIdHash: requireSession(c).idHash, confirmation };
    return reply(c, API.endAllSessions, 200, await endAllSessions(c.var.deps.db, operator, input, c.var.deps.now()));
  },
});
