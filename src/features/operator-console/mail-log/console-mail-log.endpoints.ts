import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_MAIL_LOG_API } from "./console-mail-log.contract";

/** What the browser needs of CONSOLE_MAIL_LOG_API at run time (endpoint.ts says why not the contract itself). */
export const CONSOLE_MAIL_LOG_ENDPOINTS = endpointsOf<typeof CONSOLE_MAIL_LOG_API>()({
  mailLog: { method: "get", path: "/api/v2/admin/mails" },
  mail: { method: "get", path: "/api/v2/admin/mails/{id}" },
  resendMail: { method: "post", path: "/api/v2/admin/mails/{id}/resend" },
});
