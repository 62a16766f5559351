import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { BOARD_API } from "./board.contract";

/** What the browser needs of BOARD_API at run time (endpoint.ts says why not the contract itself). */
export const BOARD_ENDPOINTS = endpointsOf<typeof BOARD_API>()({
  board: { method: "get", path: "/api/v2/current_corporation/applications" },
  card: { method: "get", path: "/api/v2/current_corporation/applications/{id}" },
  move: { method: "post", path: "/api/v2/current_corporation/applications/{id}/moves" },
  assign: { method: "put", path: "/api/v2/current_corporation/applications/{id}/assignee" },
  bulkDecline: { method: "post", path: "/api/v2/current_corporation/applications/bulk_decline" },
});
