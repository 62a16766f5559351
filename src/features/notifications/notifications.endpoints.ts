import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { NOTIFICATIONS_API } from "./notifications.contract";

/** What the browser needs of NOTIFICATIONS_API at run time (endpoint.ts says why not the contract itself). */
export const NOTIFICATIONS_ENDPOINTS = endpointsOf<typeof NOTIFICATIONS_API>()({
  list: { method: "get", path: "/api/v2/me/notifications" },
  read: { method: "post", path: "/api/v2/me/notifications/read" },
});
