import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

// Issue 13: the settings sections. Pages for everyone, and pages only pros have (404 for others).

const toLogin = (path: string) => `307 /login?next=${encodeURIComponent(path)}` as const;

const members = (path: string): PageAnswerByRole => ({ visitor: toLogin(path), pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 });

/** Pros only: the page does not exist for orderers and operators. */
const pros = (path: string): PageAnswerByRole => ({ ...members(path), orderer: 404, otherOrderer: 404, freeOrderer: 404, admin: 404 });

export const SETTINGS_PAGE_ROWS: PageRow[] = [
  { spec: "S-BAR-7", route: "/mypage/config/avatar", request: () => ({ path: "/mypage/config/avatar" }), expect: members("/mypage/config/avatar") },
  { spec: "S-BAR-7", route: "/mypage/config/name", request: () => ({ path: "/mypage/config/name" }), expect: members("/mypage/config/name") },
  { spec: "S-BAR-7", route: "/mypage/config/notifications", request: () => ({ path: "/mypage/config/notifications" }), expect: members("/mypage/config/notifications") },
  { spec: "S-ME-2", route: "/mypage/config/intention", request: () => ({ path: "/mypage/config/intention" }), expect: pros("/mypage/config/intention") },
  { spec: "S-BAR-7", route: "/mypage/config/shield", request: () => ({ path: "/mypage/config/shield" }), expect: pros("/mypage/config/shield") },
];
