import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember, sameForEveryone } from "./expectations";

/** src/features/corporations/current-corporation.routes.ts */
export const CORPORATION_ROWS: AuthorizationRow[] = [
  {
    // Only a member may switch to a corporation (S-BAR-16). Corporations are public (/corporations/{id}),
    // so a non-member is told 403 rather than 404 (docs/api.md).
    spec: "S-BAR-16",
    route: "PATCH /api/v2/current_corporations/:id",
    case: "corporation A",
    request: (world) => ({ method: "PATCH", path: `/api/v2/current_corporations/${world.corporationA.id}` }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 403, freeOrderer: 403, admin: 403 },
  },
];

/** 401 for a visitor, 403 for a pro and the operator (no corporation), `status` for each orderer in their own corporation. */
const orderers = (status: number) => ({ visitor: 401, pro: 403, orderer: status, otherOrderer: status, freeOrderer: status, admin: 403 });

/** A 1 × 1 PNG: the smallest picture the logo upload accepts. */
const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const PROFILE = {
  name: "株式会社テーブル",
  description: "",
  industry: null,
  employeeSize: null,
  websiteUrl: null,
  prefectureId: null,
  foundedYear: null,
  invoiceRegistrationNumber: null,
  isNamePublic: false,
};

/**
 * Issue 14: the company page and the current corporation's settings (src/features/corporations).
 * Everything under current_corporation acts on the caller's own corporation; another corporation's
 * member or invitation is 404 (the tenancy test walks every route: corporation-members.int.test.ts).
 */
export const CORPORATION_SETTINGS_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-8",
    route: "GET /api/v2/corporations/:id{[0-9]+}",
    case: "corporation A (masked for visitors, still 200)",
    request: (world) => ({ method: "GET", path: `/api/v2/corporations/${world.corporationA.id}` }),
    expect: sameForEveryone(200),
  },
  {
    spec: "S-BAR-8",
    route: "GET /api/v2/corporations/:id{[0-9]+}",
    case: "an unknown corporation",
    request: () => ({ method: "GET", path: "/api/v2/corporations/2147483000" }),
    expect: sameForEveryone(404),
  },
  {
    route: "GET /api/v2/current_corporation",
    request: () => ({ method: "GET", path: "/api/v2/current_corporation" }),
    expect: orderers(200),
  },
  {
    route: "PUT /api/v2/current_corporation",
    request: () => ({ method: "PUT", path: "/api/v2/current_corporation", body: PROFILE }),
    expect: orderers(200),
  },
  {
    route: "POST /api/v2/current_corporation/logo",
    request: () => ({ method: "POST", path: "/api/v2/current_corporation/logo", bytes: ONE_PIXEL_PNG, headers: { "content-type": "image/png" } }),
    expect: orderers(200),
  },
  {
    route: "DELETE /api/v2/current_corporation/logo",
    request: () => ({ method: "DELETE", path: "/api/v2/current_corporation/logo" }),
    expect: orderers(200),
  },
  {
    route: "GET /api/v2/current_corporation/members",
    request: () => ({ method: "GET", path: "/api/v2/current_corporation/members" }),
    expect: orderers(200),
  },
  {
    // The orderer (A's only owner) keeps the role: 204 no-op; B's and the free corporation's owners do not have this user: 404.
    route: "PATCH /api/v2/current_corporation/members/:userId{[0-9]+}",
    case: "the owner of A",
    request: (world) => ({ method: "PATCH", path: `/api/v2/current_corporation/members/${world.users.orderer.id}`, body: { role: "owner" } }),
    expect: { ...orderers(404), orderer: 204 },
  },
  {
    // A's last owner cannot leave (409); for the other corporations this user is nobody (404).
    route: "DELETE /api/v2/current_corporation/members/:userId{[0-9]+}",
    case: "the owner of A",
    request: (world) => ({ method: "DELETE", path: `/api/v2/current_corporation/members/${world.users.orderer.id}` }),
    expect: { ...orderers(404), orderer: 409 },
  },
  {
    route: "POST /api/v2/current_corporation/invitations",
    request: (_, role) => ({ method: "POST", path: "/api/v2/current_corporation/invitations", body: { email: `invitee-${role}@example.test`, role: "member" } }),
    expect: orderers(201),
  },
  {
    route: "DELETE /api/v2/current_corporation/invitations/:id{[0-9]+}",
    case: "an invitation that does not exist",
    request: () => ({ method: "DELETE", path: "/api/v2/current_corporation/invitations/2147483000" }),
    expect: orderers(404),
  },
  {
    // Any signed-in user may accept a link sent to their address; a token that names nothing is 404.
    route: "POST /api/v2/corporation_invitations/accept",
    case: "an unknown token",
    request: () => ({ method: "POST", path: "/api/v2/corporation_invitations/accept", body: { token: "A".repeat(43) } }),
    expect: anyMember(404),
  },
];
