import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { requireActor } from "@/platform/actor/guards";
import { refuseSharedDemoAccount } from "@/platform/shared-demo-accounts";
import { parseJsonBody } from "@/platform/validation";

import { ACCOUNT_EMAIL_API } from "./account-email.contract";
import { AccountLinkBodySchema, EmailChangeBodySchema } from "./account-email.schemas";
import { confirmEmailChange, requestEmailChange, resendVerificationMail, verifyEmail } from "./account-email.service";

export const accountEmailRoutes = serveContract(ACCOUNT_EMAIL_API, {
  // POST /api/v2/email_verifications – use a verification link (signed in or not: the token names the account)
  verifyEmail: async (c) => {
    const { token } = await parseJsonBody(c, AccountLinkBodySchema);
    const verified = await verifyEmail(c.var.deps.db, token, c.var.deps.now());
    return reply(c, ACCOUNT_EMAIL_API.verifyEmail, 200, { email: verified.email, isSignedIn: c.var.actor?.userId === verified.userId });
  },
  // POST /api/v2/me/email_verification – a new verification link to the signed-in account's address (rate limited)
  resendVerification: async (c) => {
    const actor = requireActor(c);
    const { db, now, siteOrigin } = c.var.deps;
    const sent = await resendVerificationMail(db, actor, { now: now(), siteOrigin, ipAddress: c.var.clientIp });
    return reply(c, ACCOUNT_EMAIL_API.resendVerification, 201, sent);
  },
  // POST /api/v2/me/email_change – ask to change the address (password; link to the new address, notice to the old)
  requestEmailChange: async (c) => {
    const actor = requireActor(c);
    const body = await parseJsonBody(c, EmailChangeBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    await refuseSharedDemoAccount(c.var.deps, actor.userId, "メールアドレスを変更");
    const requested = await requestEmailChange(db, actor, body, { now: now(), siteOrigin, ipAddress: c.var.clientIp });
    return reply(c, ACCOUNT_EMAIL_API.requestEmailChange, 201, requested);
  },
  // POST /api/v2/email_changes – use a change link: the new address replaces the old one
  confirmEmailChange: async (c) => {
    const { token } = await parseJsonBody(c, AccountLinkBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    const changed = await confirmEmailChange(db, token, { now: now(), siteOrigin });
    return reply(c, ACCOUNT_EMAIL_API.confirmEmailChange, 200, { email: changed.email, isSignedIn: c.var.actor?.userId === changed.userId });
  },
});
