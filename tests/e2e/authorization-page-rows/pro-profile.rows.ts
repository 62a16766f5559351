import type { PageRow } from "@tests/support/authorization-pages";

/** The pro's profile editor (issue 13): a visitor logs in and comes back; only a pro has a profile to edit. */
export const PRO_PROFILE_PAGE_ROWS: PageRow[] = [
  {
    spec: "S-BAR-7",
    route: "/mypage/config/profile",
    request: () => ({ path: "/mypage/config/profile" }),
    expect: { visitor: `307 /login?next=${encodeURIComponent("/mypage/config/profile")}`, pro: 200, orderer: 404, otherOrderer: 404, freeOrderer: 404, admin: 404 },
  },
];
