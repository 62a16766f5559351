import type { AuthorizationRow } from "@tests/support/authorization-table";

import { anyMember, sameForEveryone } from "./expectations";

/** Pro settings: 401 for a visitor, 403 for other signed-in roles. */
const prosOnly = (status: number) => ({ visitor: 401, pro: status, orderer: 403, otherOrderer: 403, freeOrderer: 403, admin: 403 });

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
    spec: "S-BAR-7",
    route: "GET /api/v2/me/employer_shields",
    request: () => ({ method: "GET", path: "/api/v2/me/employer_shields" }),
    expect: prosOnly(200),
  },
  {
    spec: "S-BAR-7",
    route: "GET /api/v2/me/employer_shields/corporation_candidates",
    request: () => ({ method: "GET", path: "/api/v2/me/employer_shields/corporation_candidates?q=%E6%A0%AA%E5%BC%8F%E4%BC%9A%E7%A4%BE" }),
    expect: prosOnly(200),
  },
  {
    // Each role's request shields its own fresh domain, so the six cells never collide.
    spec: "S-BAR-7",
    route: "POST /api/v2/me/employer_shields",
    request: (_world, role) => ({ method: "POST", path: "/api/v2/me/employer_shields", body: { kind: "domain", emailDomain: `${role.toLowerCase()}.example.co.jp` } }),
    expect: prosOnly(201),
  },
  {
    // No shield of anyone's has this id: 404 for the pro, the role refusal for the rest.
    spec: "S-BAR-7",
    route: "DELETE /api/v2/me/employer_shields/:id{[0-9]+}",
    request: () => ({ method: "DELETE", path: "/api/v2/me/employer_shields/99999999" }),
    expect: prosOnly(404),
  },
  {
    spec: "S-BAR-7",
    route: "PATCH /api/v2/me/name",
    request: () => ({ method: "PATCH", path: "/api/v2/me/name", body: { lastName: "山田", firstName: "花子", lastNameKana: "ヤマダ", firstNameKana: "ハナコ" } }),
    expect: anyMember(200),
  },
  {
    spec: "S-BAR-7",
    route: "GET /api/v2/me/notice_mail_settings",
    request: () => ({ method: "GET", path: "/api/v2/me/notice_mail_settings" }),
    expect: anyMember(200),
  },
  {
    // Messages apply to every role, so the same body is valid for each.
    spec: "S-BAR-7",
    route: "PUT /api/v2/me/notice_mail_settings",
    request: () => ({ method: "PUT", path: "/api/v2/me/notice_mail_settings", body: { enabled: { message: false } } }),
    expect: anyMember(200),
  },
  {
    // Nothing is uploaded in the table's world: a well-formed name of no file is 404 for everyone.
    route: "GET /uploads/:key{.+}",
    request: () => ({ method: "GET", path: "/uploads/avatars/1-0123456789abcdef-400.webp" }),
    expect: sameForEveryone(404),
  },
];
