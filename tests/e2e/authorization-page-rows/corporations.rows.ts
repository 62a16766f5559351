import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

const toLogin = (path: string) => `307 /login?next=${encodeURIComponent(path)}` as const;

/** Orderers only (each sees their current corporation's settings); 404 for a pro or an operator. */
const orderers = (path: string): PageAnswerByRole => ({ visitor: toLogin(path), pro: 404, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 404 });

/** Issue 14: the company settings and the invitation link's page (src/features/corporations). */
export const CORPORATION_PAGE_ROWS: PageRow[] = [
  { route: "/mypage/order/corporation", request: () => ({ path: "/mypage/order/corporation" }), expect: orderers("/mypage/order/corporation") },
  { route: "/mypage/order/corporation/members", request: () => ({ path: "/mypage/order/corporation/members" }), expect: orderers("/mypage/order/corporation/members") },
  {
    // A link that names no invitation is a page that says so, for everyone (200, noindex).
    route: "/corporation_invitations/accept",
    case: "an unknown token",
    request: () => ({ path: `/corporation_invitations/accept?token=${"A".repeat(43)}` }),
    expect: sameForEveryone(200),
  },
];
