import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { ACCOUNT_EMAIL_API } from "./account-email.contract";

/** What the browser needs of ACCOUNT_EMAIL_API at run time (endpoint.ts says why not the contract itself). */
export const ACCOUNT_EMAIL_ENDPOINTS = endpointsOf<typeof ACCOUNT_EMAIL_API>()({
  verifyEmail: { method: "post", path: "/api/v2/email_verifications" },
  resendVerification: { method: "post", path: "/api/v2/me/email_verification" },
  requestEmailChange: { method: "post", path: "/api/v2/me/email_change" },
  confirmEmailChange: { method: "post", path: "/api/v2/email_changes" },
});
