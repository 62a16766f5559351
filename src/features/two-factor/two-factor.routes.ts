import { requireSession } from "@/platform/actor/guards";
import { acceptedAppSecrets } from "@/platform/app-secret";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { refuseSharedDemoAccount } from "@/platform/shared-demo-accounts";
import { parseJsonBody } from "@/platform/validation";

import { TWO_FACTOR_API } from "./two-factor.contract";
import { DisableTwoFactorBodySchema, EnableTwoFactorBodySchema } from "./two-factor.schemas";
import { beginTwoFactorSetup, disableTwoFactor, enableTwoFactor, getTwoFactorStatus } from "./two-factor.service";

export const twoFactorRoutes = serveContract(TWO_FACTOR_API, {
  // GET /api/v2/me/two_factor – on or off, and the recovery codes left
  status: async (c) => {
    const session = requireSession(c);
    return reply(c, TWO_FACTOR_API.status, 200, await getTwoFactorStatus(c.var.deps.db, session.userId));
  },
  // POST /api/v2/me/two_factor/setup – a new secret to scan; login is unchanged until it is confirmed
  beginSetup: async (c) => {
    const session = requireSession(c);
    const { db, appSecret, now } = c.var.deps;
    await refuseSharedDemoAccount(c.var.deps, session.userId, "二段階認証を設定");
    return reply(c, TWO_FACTOR_API.beginSetup, 201, await beginTwoFactorSetup(db, session.userId, { appSecret, now: now() }));
  },
  // POST /api/v2/me/two_factor – the password and the app's code turn it on; the recovery codes, once
  enable: async (c) => {
    const session = requireSession(c);
    const body = await parseJsonBody(c, EnableTwoFactorBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    return reply(c, TWO_FACTOR_API.enable, 201, await enableTwoFactor(db, session, body, { appSecrets: acceptedAppSecrets(c.var.deps), now: now(), siteOrigin }));
  },
  // POST /api/v2/me/two_factor/disable – the password turns it off
  disable: async (c) => {
    const session = requireSession(c);
    const body = await parseJsonBody(c, DisableTwoFactorBodySchema);
    await disableTwoFactor(c.var.deps.db, session, body, { now: c.var.deps.now(), siteOrigin: c.var.deps.siteOrigin });
    return c.body(null, 204);
  },
});
