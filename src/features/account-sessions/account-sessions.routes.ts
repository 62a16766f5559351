import { requireSession } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseWith } from "@/platform/validation";

import { ACCOUNT_SESSIONS_API } from "./account-sessions.contract";
import { SessionIdParamsSchema } from "./account-sessions.schemas";
import { listAccountSessions, logOutAccountSession, logOutOtherAccountSessions } from "./account-sessions.service";

export const accountSessionRoutes = serveContract(ACCOUNT_SESSIONS_API, {
  // GET /api/v2/me/sessions – the account's live sessions, the caller's marked
  list: async (c) => {
    const session = requireSession(c);
    const { db, now } = c.var.deps;
    return reply(c, ACCOUNT_SESSIONS_API.list, 200, { sessions: await listAccountSessions(db, session, now()) });
  },
  // DELETE /api/v2/me/sessions/{sessionId} – logs one of the account's sessions out; 404 for anyone else's
  logOutOne: async (c) => {
    const session = requireSession(c);
    const { sessionId } = parseWith(SessionIdParamsSchema, { sessionId: c.req.param("sessionId") });
    await logOutAccountSession(c.var.deps.db, session, sessionId);
    return c.body(null, 204);
  },
  // DELETE /api/v2/me/sessions – logs every other session of the account out
  logOutOthers: async (c) => {
    const session = requireSession(c);
    return reply(c, ACCOUNT_SESSIONS_API.logOutOthers, 200, { signedOut: await logOutOtherAccountSessions(c.var.deps.db, session) });
  },
});
