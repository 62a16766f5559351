import type { PageRow } from "@tests/support/authorization-pages";

// Member pages. Most are placeholders (準備中, src/shell/coming-soon.tsx) that answer 200 to anyone:
// a visitor gets a log-in prompt whose link forgets the page (no `next=`), and a pro or an operator
// gets the orderer pages. The TODOs name what a user expects; the issue that builds each page
// should make its row say that.

/** TODO(issue 10): a visitor on a member page: expected 307 to /login?next=<the page> (today a 200 prompt). */
const VISITOR_TODAY = 200;

export const MEMBER_PAGE_ROWS: PageRow[] = [
  {
    // The visitor's 200 prompt links to /login?next=%2Fannouncements, so the way back is kept.
    spec: "S-BAR-3",
    route: "/announcements",
    request: () => ({ path: "/announcements" }),
    expect: { visitor: 200, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-NAV-2",
    route: "/mypage/accept/projects",
    request: () => ({ path: "/mypage/accept/projects" }),
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-BAR-7",
    route: "/mypage/config",
    request: () => ({ path: "/mypage/config" }),
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-BAR-2",
    route: "/project_chat_rooms",
    request: () => ({ path: "/project_chat_rooms" }),
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-NAV-2",
    route: "/mypage/order/projects",
    request: () => ({ path: "/mypage/order/projects" }),
    // TODO(issue 10): pro and admin expected 403 (an orderer's page; neither has a corporation).
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-BAR-8",
    route: "/mypage/order/applies",
    request: () => ({ path: "/mypage/order/applies" }),
    // TODO(issue 10): pro and admin expected 403 (an orderer's page; neither has a corporation).
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-BAR-8",
    route: "/projects/new",
    request: () => ({ path: "/projects/new" }),
    // TODO(issue 10): pro and admin expected 403 (only orderers register projects); freeOrderer
    // expected "307 /project_requests/new" (the free plan registers through a request, S-BAR-8).
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
  {
    spec: "S-BAR-8",
    route: "/project_requests/new",
    request: () => ({ path: "/project_requests/new" }),
    // TODO(issue 10): pro and admin expected 403 (only orderers ask for a project to be listed).
    expect: { visitor: VISITOR_TODAY, pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 },
  },
];
