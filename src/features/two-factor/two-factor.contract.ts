import { defineRoute } from "@/platform/api-contract/route-declaration";

import { DisableTwoFactorBodySchema, EnableTwoFactorBodySchema, RecoveryCodesSchema, TwoFactorSetupSchema, TwoFactorStatusSchema } from "./two-factor.schemas";

const TAGS = ["Accounts"] as const;

/** 二段階認証 of the signed-in account (docs/decisions/033-two-factor-authentication.md). The login's second step is AUTH_API.logInSecondFactor. */
export const TWO_FACTOR_API = {
  status: defineRoute({
    operationId: "getTwoFactorStatus",
    method: "get",
    path: "/api/v2/me/two_factor",
    summary: "Whether 二段階認証 is on, and how many recovery codes are left",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "The status.", schema: TwoFactorStatusSchema } },
    errors: [],
  }),
  beginSetup: defineRoute({
    operationId: "beginTwoFactorSetup",
    method: "post",
    path: "/api/v2/me/two_factor/setup",
    summary: "A new authenticator secret, as a QR code and as text",
    description:
      "Nothing changes for login until `POST /api/v2/me/two_factor` confirms a code. A previous unconfirmed secret is replaced; 409 when 二段階認証 is already on; 403 for the published demo accounts on a public demo (they are shared).",
    tags: TAGS,
    access: "member",
    responses: { 201: { description: "The secret to show once.", schema: TwoFactorSetupSchema } },
    errors: [403, 409],
  }),
  enable: defineRoute({
    operationId: "enableTwoFactor",
    method: "post",
    path: "/api/v2/me/two_factor",
    summary: "Turn 二段階認証 on with the current password and a code from the app",
    description:
      "Answers ten recovery codes, shown only now. This session counts as having proven the second factor. A notice is mailed. Codes are limited to 5 per account in 15 minutes (429 with Retry-After); a wrong code or password is 422 on its field; 409 without a setup or when already on.",
    tags: TAGS,
    access: "member",
    request: { body: EnableTwoFactorBodySchema },
    responses: { 201: { description: "On.", schema: RecoveryCodesSchema } },
    errors: [409, 429],
  }),
  disable: defineRoute({
    operationId: "disableTwoFactor",
    method: "post",
    path: "/api/v2/me/two_factor/disable",
    summary: "Turn 二段階認証 off with the current password",
    description: "The authenticator and its recovery codes are deleted; a notice is mailed. 409 when it is not on.",
    tags: TAGS,
    access: "member",
    request: { body: DisableTwoFactorBodySchema },
    responses: { 204: { description: "Off." } },
    errors: [409, 429],
  }),
};
