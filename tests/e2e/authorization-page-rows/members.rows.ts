import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

// Member pages guard themselves (requirePageActor, decision 012): a visitor is sent to log in and
// come back, and an orderer's page is 404 to pros and operators; the issue that builds or changes a
// page keeps its row true.

const toLogin = (path: string) => `307 /login?next=${encodeURIComponent(path)}` as const;

/** Any signed-in user. */
const members = (path: string): PageAnswerByRole => ({ visitor: toLogin(path), pro: 200, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 200 });

/** Orderers only: the page is not there for a pro or an operator without a corporation. */
const orderers = (path: string): PageAnswerByRole => ({ ...members(path), pro: 404, admin: 404 });

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
    expect: members("/mypage/accept/projects"),
  },
  {
    spec: "S-BAR-7",
    route: "/mypage/config",
    request: () => ({ path: "/mypage/config" }),
    expect: members("/mypage/config"),
  },
  {
    route: "/mypage/config/password",
    request: () => ({ path: "/mypage/config/password" }),
    expect: members("/mypage/config/password"),
  },
  {
    spec: "S-BAR-7",
    route: "/mypage/config/sessions",
    request: () => ({ path: "/mypage/config/sessions" }),
    expect: members("/mypage/config/sessions"),
  },
  {
    spec: "S-BAR-7",
    route: "/mypage/config/two_factor",
    request: () => ({ path: "/mypage/config/two_factor" }),
    expect: members("/mypage/config/two_factor"),
  },
  {
    spec: "S-BAR-7",
    route: "/mypage/config/withdrawal",
    request: () => ({ path: "/mypage/config/withdrawal" }),
    expect: members("/mypage/config/withdrawal"),
  },
  {
    spec: "S-BAR-7",
    route: "/mypage/config/export",
    request: () => ({ path: "/mypage/config/export" }),
    expect: members("/mypage/config/export"),
  },
  {
    // Issue 16: an operator (neither pro nor orderer) is told the page is for pros and corporations.
    spec: "S-BAR-2",
    route: "/project_chat_rooms",
    request: () => ({ path: "/project_chat_rooms" }),
    expect: members("/project_chat_rooms"),
  },
  {
    // Issue 16: a room is its corporation's (any member) and its pro's; everyone else gets 404.
    route: "/project_chat_rooms/[id]",
    case: "corporation A's conversation with a generated pro",
    request: (w) => ({ path: `/project_chat_rooms/${w.roomOfAId}` }),
    expect: (w) => ({ ...members(`/project_chat_rooms/${w.roomOfAId}`), pro: 404, otherOrderer: 404, freeOrderer: 404, admin: 404 }),
  },
  {
    spec: "S-NAV-2",
    route: "/mypage/order/projects",
    request: () => ({ path: "/mypage/order/projects" }),
    // Every member's menu links here (S-NAV-2), pros' too.
    expect: members("/mypage/order/projects"),
  },
  {
    spec: "S-BAR-8",
    route: "/mypage/order/applies",
    request: () => ({ path: "/mypage/order/applies" }),
    expect: orderers("/mypage/order/applies"),
  },
  {
    // Issue 15: every member's scouts of the current corporation.
    route: "/mypage/order/scouts",
    request: () => ({ path: "/mypage/order/scouts" }),
    expect: orderers("/mypage/order/scouts"),
  },
  {
    // Issue 15: the scout form for pro@ (public, shielding no demo corporation); the free plan sees its quota.
    route: "/mypage/order/scouts/new",
    case: "pro@example.com",
    request: (w) => ({ path: `/mypage/order/scouts/new?pro_id=${w.me.pro.id}` }),
    expect: (w) => orderers(`/mypage/order/scouts/new?pro_id=${w.me.pro.id}`),
  },
  {
    spec: "S-BAR-8",
    route: "/projects/new",
    request: () => ({ path: "/projects/new" }),
    // The free plan gets a page pointing to 案件の掲載を依頼する (issue 14), not a redirect.
    expect: orderers("/projects/new"),
  },
  {
    // Corporation A's project: its own orderers edit it; another corporation's get 404; the free plan its notice.
    spec: "S-BAR-8",
    route: "/projects/[id]/edit",
    request: (w) => ({ path: `/projects/${w.projectOfAId}/edit` }),
    expect: (w) => ({ ...orderers(`/projects/${w.projectOfAId}/edit`), otherOrderer: 404 }),
  },
  {
    spec: "S-BAR-8",
    route: "/project_requests/new",
    request: () => ({ path: "/project_requests/new" }),
    expect: { ...orderers("/project_requests/new"), orderer: "307 /projects/new", otherOrderer: "307 /projects/new" },
  },
  {
    // A request is its corporation's only: a member of another corporation gets the same 404 as a pro.
    spec: "S-BAR-8",
    route: "/project_requests/[id]",
    case: "free@'s 差し戻し request",
    request: (world) => ({ path: `/project_requests/${world.requestOfFreeId}` }),
    expect: (world) => ({ ...orderers(`/project_requests/${world.requestOfFreeId}`), orderer: 404, otherOrderer: 404 }),
  },
  {
    // Correcting a 差し戻し request: the requesting corporation's members only.
    spec: "S-BAR-8",
    route: "/project_requests/[id]/edit",
    case: "free@'s 差し戻し request",
    request: (world) => ({ path: `/project_requests/${world.requestOfFreeId}/edit` }),
    expect: (world) => ({ ...orderers(`/project_requests/${world.requestOfFreeId}/edit`), orderer: 404, otherOrderer: 404 }),
  },
  {
    // 応募 (issue 15, decision 023): any signed-in user reaches the page; who may not apply is told why on it.
    spec: "S-BAR-10",
    route: "/projects/[id]/apply",
    request: (w) => ({ path: `/projects/${w.projectOfAId}/apply` }),
    expect: (w) => members(`/projects/${w.projectOfAId}/apply`),
  },
  {
    route: "/mypage/notifications",
    request: () => ({ path: "/mypage/notifications" }),
    expect: members("/mypage/notifications"),
  },
];
