import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

// Issue 13: the settings sections. Pages for everyone, and pages only pros have (404 for others).

const toLogin = (path: string) => `307 /login?next=${encodeURIComponent(path)}` as const;

const members = (path: string): PageAnswerByRole => ({ visitor: toLogin(path), pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 });

export const SETTINGS_PAGE_ROWS: PageRow[] = [
  { spec: "S-BAR-7", route: "/mypage/config/avatar", request: () => ({ path: "/mypage/config/avatar" }), expect: members("/mypage/config/avatar") },
];
