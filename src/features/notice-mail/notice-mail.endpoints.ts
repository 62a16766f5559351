import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { NOTICE_MAIL_API } from "./notice-mail.contract";

/** What the browser needs of NOTICE_MAIL_API at run time (endpoint.ts says why not the contract itself). */
export const NOTICE_MAIL_ENDPOINTS = endpointsOf<typeof NOTICE_MAIL_API>()({
  unsubscribe: { method: "post", path: "/api/v2/mail/unsubscribe" },
  unsubscribePage: { method: "get", path: "/api/v2/mail/unsubscribe" },
  settings: { method: "get", path: "/api/v2/me/notice_mail_settings" },
  changeSettings: { method: "put", path: "/api/v2/me/notice_mail_settings" },
});
