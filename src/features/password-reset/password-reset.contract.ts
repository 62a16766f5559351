import { defineRoute } from "@/platform/api-contract/route-declaration";

import { PasswordResetCompleteBodySchema, PasswordResetRequestBodySchema, PasswordResetRequestedResponseSchema } from "./password-reset.schemas";

const TAGS = ["Accounts"] as const;

/** Password reset by e-mailed link (decision 019). */
export const PASSWORD_RESET_API = {
  request: defineRoute({
    operationId: "requestPasswordReset",
    method: "post",
    path: "/api/v2/password_resets",
    summary: "Ask for a password-reset mail",
    description:
      "Answers the same, in the same time, whether or not the address has an account: the mail is looked up and sent by a background job. Limited per IP address; at most 3 mails an hour reach one address.",
    tags: TAGS,
    access: "site",
    request: { body: PasswordResetRequestBodySchema },
    responses: { 200: { description: "Accepted (a mail is sent only when the address has an active account).", schema: PasswordResetRequestedResponseSchema } },
    errors: [429],
  }),
  complete: defineRoute({
    operationId: "completePasswordReset",
    method: "post",
    path: "/api/v2/password_resets/complete",
    summary: "Set a new password with the mailed link's token",
    description:
      "Uses the token once, sets the new password, ends every session of the account and mails a notice. Does not log in: the person logs in with the new password.",
    tags: TAGS,
    access: "site",
    request: { body: PasswordResetCompleteBodySchema },
    responses: { 204: { description: "The password was changed; every session of the account has ended." } },
    errors: [410],
  }),
};
