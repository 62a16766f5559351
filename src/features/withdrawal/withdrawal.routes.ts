import { requireActor } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { clearSessionCookie } from "@/platform/sessions/cookies";
import { refuseSharedDemoAccount } from "@/platform/shared-demo-accounts";
import { parseJsonBody } from "@/platform/validation";

import { WITHDRAWAL_API } from "./withdrawal.contract";
import { WithdrawalBodySchema } from "./withdrawal.schemas";
import { toErasureScheduledAt, withdrawAccount } from "./withdrawal.service";

export const withdrawalRoutes = serveContract(WITHDRAWAL_API, {
  // POST /api/v2/me/withdrawal – 退会: checks the password, deactivates, ends every session, schedules the erasure
  withdraw: async (c) => {
    const actor = requireActor(c);
    const body = await parseJsonBody(c, WithdrawalBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    await refuseSharedDemoAccount(c.var.deps, actor.userId, "退会");
    const { erasureAt } = await withdrawAccount(db, actor, body, { now: now(), siteOrigin });
    clearSessionCookie(c, siteOrigin);
    return reply(c, WITHDRAWAL_API.withdraw, 200, { erasureScheduledAt: toErasureScheduledAt(erasureAt) });
  },
});
