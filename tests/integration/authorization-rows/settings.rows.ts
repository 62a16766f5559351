import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember, sameForEveryone } from "./expectations";

/** A 1 × 1 PNG: the smallest picture the avatar upload accepts. */
const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Issue 13: the settings sections (src/features/avatars, …) and the upload files they serve. */
export const SETTINGS_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-7",
    route: "POST /api/v2/me/avatar",
    request: () => ({ method: "POST", path: "/api/v2/me/avatar", bytes: ONE_PIXEL_PNG, headers: { "content-type": "image/png" } }),
    expect: anyMember(200),
  },
  {
    spec: "S-BAR-7",
    route: "DELETE /api/v2/me/avatar",
    request: () => ({ method: "DELETE", path: "/api/v2/me/avatar" }),
    expect: anyMember(200),
  },
  {
    // Nothing is uploaded in the table's world: a well-formed name of no file is 404 for everyone.
    route: "GET /uploads/:key{.+}",
    request: () => ({ method: "GET", path: "/uploads/avatars/1-0123456789abcdef-400.webp" }),
    expect: sameForEveryone(404),
  },
];
