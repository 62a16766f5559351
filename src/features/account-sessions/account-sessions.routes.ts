import { requireRecentPassword, requireSession } from "@/platform/actor/guards";
import { confirmSessionPassword } from "@/platform/password-confirmation";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith } from "@/platform/validation";

import { ACCOUNT_SESSIONS_API } from "./account-sessions.contract";
import { PasswordConfirmationBodySchema, SessionIdParamsSchema } from "./account-sessions.schemas";
import { listAccountSessions, logOutAccountSession, logOutOtherAccountSessions, publicSessionIdOf } from "./account-sessions.service";

export const accountSessionRoutes = serveContract(ACCOUNT_SESSIONS_API, {
  // GET /api/v2/me/sessions – the account's live sessions, the caller's marked
  list: async (c) => {
    const session = requireSession(c);
    const { db, now } = c.var.deps;
    return reply(c, ACCOUNT_SESSIONS_API.list, 200, { sessions: await listAccountSessions(db, session, now()) });
  },
  // DELETE /api/v2/me/sessions/{sessionId} – logs one of the account's sessions out; 404 for anyone else's
  logOutOne: async (c) => {
    const current = requireSession(c);
    const { sessionId } = parseWith(SessionIdParamsSchema, { sessionId: c.req.param("sessionId") });
    // Logging this browser out is a logout, which nothing may hold back; another session needs a recent password.
    const session = sessionId === publicSessionIdOf(current.idHash) ? current : requireRecentPassword(c);
    await logOutAccountSession(c.var.deps.db, session, sessionId);
    return c.body(null, 204);
  },
  // DELETE /api/v2/me/sessions – logs every other session of the account out
  logOutOthers: async (c) => {
    const session = requireRecentPassword(c);
    return reply(c, ACCOUNT_SESSIONS_API.logOutOthers, 200, { signedOut: await logOutOtherAccountSessions(c.var.deps.db, session) });
  },
  // POST /api/v2/me/password_confirmation – the password again; ending sessions is allowed for 15 minutes
  confirmPassword: async (c) => {
    const session = requireSession(c);
    const { password } = await parseJsonBody(c, PasswordConfirmationBodySchema);
    await confirmSessionPassword(c.var.deps.db, session, password, c.var.deps.now());
    return c.body(null, 204);
  },
});
