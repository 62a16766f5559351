import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_INQUIRIES_API } from "./console-inquiries.contract";

/** What the browser needs of CONSOLE_INQUIRIES_API at run time (endpoint.ts says why not the contract itself). */
export const CONSOLE_INQUIRIES_ENDPOINTS = endpointsOf<typeof CONSOLE_INQUIRIES_API>()({
  inquiryInbox: { method: "get", path: "/api/v2/admin/inquiries" },
  inquiry: { method: "get", path: "/api/v2/admin/inquiries/{id}" },
  changeInquiryStatus: { method: "put", path: "/api/v2/admin/inquiries/{id}/status" },
  replyToInquiry: { method: "post", path: "/api/v2/admin/inquiries/{id}/replies" },
});
