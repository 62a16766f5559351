import { defineRoute } from "@/platform/api-contract/route-declaration";

import { WithdrawalBodySchema, WithdrawalResultSchema } from "./withdrawal.schemas";

/** 退会 (/mypage/config/withdrawal, docs/decisions/017-account-deletion.md). */
export const WITHDRAWAL_API = {
  withdraw: defineRoute({
    operationId: "withdrawAccount",
    method: "post",
    path: "/api/v2/me/withdrawal",
    summary: "Delete the account (退会)",
    description:
      "Checks the password, then at once refuses further logins, ends every session, hides the profile and schedules the erasure of the personal data 30 days later. The last owner of a corporation that has other members must hand it over first (409).",
    tags: ["Current user"],
    access: "member",
    request: { body: WithdrawalBodySchema },
    responses: { 200: { description: "Withdrawn; the session cookie is cleared.", schema: WithdrawalResultSchema } },
    errors: [409, 422, 429],
  }),
};
