import { defineRoute } from "@/platform/api-contract/route-declaration";

import {
  AccountLinkBodySchema,
  EmailChangeBodySchema,
  EmailChangedResponseSchema,
  EmailChangeRequestedResponseSchema,
  EmailVerifiedResponseSchema,
  VerificationMailSentResponseSchema,
} from "./account-email.schemas";

const TAGS = ["Accounts"] as const;

/** E-mail verification and e-mail change (issue 12; docs/decisions/018-email-verification-and-change.md). */
export const ACCOUNT_EMAIL_API = {
  verifyEmail: defineRoute({
    operationId: "verifyEmail",
    method: "post",
    path: "/api/v2/email_verifications",
    summary: "Use an e-mailed verification link",
    description:
      "The token (from `?token=` of the link) names the account, so the browser need not be signed in. Single use; verifies only the address it was sent to, while it is still the account's. An unknown, used or expired link answers 410.",
    tags: TAGS,
    access: "site",
    request: { body: AccountLinkBodySchema },
    responses: { 200: { description: "The address is verified.", schema: EmailVerifiedResponseSchema } },
    errors: [410],
  }),
  resendVerification: defineRoute({
    operationId: "resendEmailVerification",
    method: "post",
    path: "/api/v2/me/email_verification",
    summary: "Send a new verification link to the signed-in account's address",
    description: "Earlier links stop working. Limited per account and per IP (429 with Retry-After); 409 when already verified.",
    tags: TAGS,
    access: "member",
    responses: { 201: { description: "The mail is queued.", schema: VerificationMailSentResponseSchema } },
    errors: [409, 429],
  }),
  requestEmailChange: defineRoute({
    operationId: "requestEmailChange",
    method: "post",
    path: "/api/v2/me/email_change",
    summary: "Ask to change the account's e-mail address",
    description:
      "Needs the current password. Sends a confirmation link to the new address and a notice to the current one; nothing changes until the link is used. 409 when another account uses the address.",
    tags: TAGS,
    access: "member",
    request: { body: EmailChangeBodySchema },
    responses: { 201: { description: "The confirmation mail is queued.", schema: EmailChangeRequestedResponseSchema } },
    errors: [409, 429],
  }),
  confirmEmailChange: defineRoute({
    operationId: "confirmEmailChange",
    method: "post",
    path: "/api/v2/email_changes",
    summary: "Use an e-mailed change link: the account's address becomes the new one",
    description:
      "The token names the account (no sign-in needed). The new address is verified; other open links of the account stop working; the old address gets a notice. 409 when another account took the address meanwhile; 410 for an unknown, used or expired link.",
    tags: TAGS,
    access: "site",
    request: { body: AccountLinkBodySchema },
    responses: { 200: { description: "The address has changed.", schema: EmailChangedResponseSchema } },
    errors: [409, 410],
  }),
};
