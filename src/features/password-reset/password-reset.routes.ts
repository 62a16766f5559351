import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody } from "@/platform/validation";

import { PASSWORD_RESET_API } from "./password-reset.contract";
import { PASSWORD_RESET_REQUESTED_MESSAGE, PasswordResetCompleteBodySchema, PasswordResetRequestBodySchema } from "./password-reset.schemas";
import { completePasswordReset, requestPasswordReset } from "./password-reset.service";

export const passwordResetRoutes = serveContract(PASSWORD_RESET_API, {
  // POST /api/v2/password_resets – ask for a reset mail; the same answer whether or not the address has an account
  request: async (c) => {
    const body = await parseJsonBody(c, PasswordResetRequestBodySchema);
    const { db, now } = c.var.deps;
    await requestPasswordReset(db, body, { ipAddress: c.var.clientIp, now: now() });
    return reply(c, PASSWORD_RESET_API.request, 200, { message: PASSWORD_RESET_REQUESTED_MESSAGE });
  },
  // POST /api/v2/password_resets/complete – set the new password with the link's token; every session of the account ends
  complete: async (c) => {
    const body = await parseJsonBody(c, PasswordResetCompleteBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    await completePasswordReset(db, body, { now: now(), siteOrigin });
    return c.body(null, 204);
  },
});
