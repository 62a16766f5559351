import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONTACT_API } from "./contact.contract";

/** What the browser needs of CONTACT_API at run time (endpoint.ts says why not the contract itself). */
export const CONTACT_ENDPOINTS = endpointsOf<typeof CONTACT_API>()({
  submit: { method: "post", path: "/api/v2/contact_inquiries" },
});
