import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CORPORATION_MEMBERS_API } from "./corporation-members.contract";

/** What the browser needs of CORPORATION_MEMBERS_API at run time (endpoint.ts says why not the contract itself). */
export const CORPORATION_MEMBERS_ENDPOINTS = endpointsOf<typeof CORPORATION_MEMBERS_API>()({
  members: { method: "get", path: "/api/v2/current_corporation/members" },
  changeRole: { method: "patch", path: "/api/v2/current_corporation/members/{userId}" },
  removeMember: { method: "delete", path: "/api/v2/current_corporation/members/{userId}" },
  invite: { method: "post", path: "/api/v2/current_corporation/invitations" },
  revokeInvitation: { method: "delete", path: "/api/v2/current_corporation/invitations/{id}" },
  accept: { method: "post", path: "/api/v2/corporation_invitations/accept" },
});
