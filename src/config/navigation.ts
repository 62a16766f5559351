/**
 * Every link list the site shell shows, in one place (spec S-BAR-8 … S-BAR-12, S-NAV-1 … S-NAV-3,
 * S-FOOT-3). Components render these lists; they never spell out a path themselves.
 */
export type NavLink = {
  name: string;
  label: string;
  href: string;
  /** Opens another site: rel="noopener", a new tab and an "external" hint for screen readers. */
  isExternal?: boolean;
};

/** The magazine lives on its own site (spec S-BAR-11, S-NAV-3). */
export const MAGAZINE_URL = "https://magazine.kakehashi.jp/";

/** The hash that opens the project-registration modal on any page (spec S-NAV-2). */
export const CREATE_PROJECT_REQUEST_MODAL_HASH = "create-project-request-modal";

export const paths = {
  top: () => "/",
  messages: () => "/project_chat_rooms",
  announcements: () => "/announcements",
  settings: () => "/mypage/config",
  /** The matching loop's notifications (issue 15, decision 023). */
  notifications: () => "/mypage/notifications",
  corporation: (corporationId: number) => `/corporations/${corporationId}`,
  /** The current corporation's profile, logo, members and invitations (issue 14). */
  corporationSettings: () => "/mypage/order/corporation",
  corporationMembers: () => "/mypage/order/corporation/members",
  ordererMyPage: () => "/mypage/order/projects",
  applicants: () => "/mypage/order/applies",
  newProject: () => "/projects/new",
  /** Free-plan orderers ask the operator to post for them (spec S-BAR-8). */
  newProjectRequest: () => "/project_requests/new",
  proProfile: (userId: number) => `/top/pros/${userId}`,
  proProjects: () => "/mypage/accept/projects",
  login: () => "/login",
} as const;

const magazine: NavLink = { name: "magazine", label: "かけはしマガジン", href: MAGAZINE_URL, isExternal: true };

/** S-BAR-12: the main navigation in the top bar. */
export const MAIN_NAV: NavLink[] = [
  { name: "projects", label: "案件を探す", href: "/top/projects" },
  { name: "pros", label: "プロを探す", href: "/top/pros" },
  { name: "news", label: "ニュース", href: "/news" },
  { name: "business", label: "採用担当者の方へ", href: "/business" },
];

/** S-NAV-1: the logged-out navigation. */
export const LOGGED_OUT_NAV: NavLink[] = [
  { name: "projects", label: "案件を探す", href: "/top/projects?_on=navbar" },
  { name: "login", label: "ログイン", href: "/login?_on=navbar" },
];

/** S-BAR-11: the logged-out visitor's links (top bar and mobile drawer). */
export const LOGGED_OUT_LINKS: NavLink[] = [
  { name: "business", label: "採用担当者の方へ", href: "/business?_on=navbar" },
  { name: "signup", label: "会員登録", href: "/signup/pro?_on=navbar" },
  { name: "faq", label: "よくある質問", href: "/pages/faq" },
  { name: "benefits", label: "かけはしのメリット", href: "/pages/benefits" },
  { name: "top", label: "トップページ", href: "/" },
  magazine,
];

/**
 * S-BAR-12 as a visitor sees it: where S-NAV-1 or S-BAR-11 gives a visitor's link the same name
 * (案件を探す, 採用担当者の方へ), its `?_on=navbar` address replaces the plain one, as in the drawer.
 */
export const VISITOR_MAIN_NAV: NavLink[] = MAIN_NAV.map((link) => {
  const visitorLink = [...LOGGED_OUT_NAV, ...LOGGED_OUT_LINKS].find((candidate) => candidate.name === link.name);
  return visitorLink ? { ...link, href: visitorLink.href } : link;
});

/** The roles a signed-in menu tells apart (decision 028); an operator has neither. */
export type MemberRole = "pro" | "orderer";

/** A logged-in link with the one role it serves; without one it serves every signed-in user. */
export type MemberNavLink = NavLink & { role?: MemberRole };

/** S-NAV-2: the logged-in navigation, each link with the role that can use it (decision 028). */
export const LOGGED_IN_NAV: MemberNavLink[] = [
  { name: "projects", label: "案件を探す", href: "/top/projects" },
  { name: "pros", label: "プロを探す", href: "/top/pros" },
  { name: "news", label: "ニュース", href: "/news" },
  { name: "orderer_mypage", label: "発注者マイページ", href: paths.ordererMyPage(), role: "orderer" },
  { name: "create_project", label: "案件を登録する", href: `/top/projects#${CREATE_PROJECT_REQUEST_MODAL_HASH}`, role: "orderer" },
  { name: "pro_projects", label: "案件管理", href: paths.proProjects(), role: "pro" },
  // The plans and the guide for posting: of use to a company account, not to a pro or an operator.
  { name: "business", label: "採用担当者の方へ", href: "/business", role: "orderer" },
];

/**
 * 案件管理 holds only the 気になる tab for an account without the pro role (anyone may like a
 * project, S-LIKE-1), so such an account gets the tab under its own name instead.
 */
export const LIKED_PROJECTS_LINK: NavLink = { name: "liked_projects", label: "気になる案件", href: `${paths.proProjects()}?tab=likes` };

/** S-NAV-3: the information menu (drawers and footer). */
export const INFO_NAV: NavLink[] = [
  { name: "overview", label: "会社概要", href: "/pages/overview" },
  { name: "news", label: "ニュース", href: "/news" },
  magazine,
  { name: "guide", label: "発注者ガイド", href: "/documents/guide" },
  { name: "faq", label: "よくある質問", href: "/pages/faq" },
  { name: "contact", label: "お問い合わせ", href: "/contact/new" },
  { name: "terms", label: "利用規約", href: "/pages/terms" },
  { name: "policy", label: "プライバシーポリシー", href: "/pages/policy" },
  { name: "security", label: "情報セキュリティ方針", href: "/pages/security" },
  { name: "law", label: "特定商取引法に基づく表記", href: "/pages/law" },
];

/** S-FOOT-3: a footer site link, in the spec's shape. */
export type SiteLink = { name: string; baseUrl: string; query: string; label: string };

export const SITE_LINKS: SiteLink[] = [
  { name: "overview", baseUrl: "/pages/overview", query: "", label: "会社概要" },
  { name: "benefits", baseUrl: "/pages/benefits", query: "", label: "かけはしのメリット" },
  { name: "news", baseUrl: "/news", query: "", label: "ニュース" },
  { name: "magazine", baseUrl: MAGAZINE_URL, query: "", label: "かけはしマガジン" },
  { name: "business", baseUrl: "/business", query: "_on=footer", label: "採用担当者の方へ" },
  { name: "guide", baseUrl: "/documents/guide", query: "", label: "発注者ガイド" },
  { name: "recruiter_guide", baseUrl: "/documents/recruiter_guide", query: "", label: "ご利用マニュアル（企業アカウント）" },
  { name: "faq", baseUrl: "/pages/faq", query: "", label: "よくある質問" },
  { name: "contact", baseUrl: "/contact/new", query: "", label: "お問い合わせ" },
  { name: "terms", baseUrl: "/pages/terms", query: "", label: "利用規約" },
  { name: "policy", baseUrl: "/pages/policy", query: "", label: "プライバシーポリシー" },
  { name: "security", baseUrl: "/pages/security", query: "", label: "情報セキュリティ方針" },
  { name: "law", baseUrl: "/pages/law", query: "", label: "特定商取引法に基づく表記" },
];

/** S-FOOT-3: `recruiter_guide` is for signed-in orderers only; every other link is for everyone. */
export function siteLinksFor(viewer: { isOrderer: boolean } | null | undefined): SiteLink[] {
  return SITE_LINKS.filter((link) => link.name !== "recruiter_guide" || viewer?.isOrderer === true);
}

export function siteLinkHref(link: SiteLink): string {
  return link.query ? `${link.baseUrl}?${link.query}` : link.baseUrl;
}

/** Two social accounts (spec S-FOOT-4). */
export const SOCIAL_LINKS = [
  { name: "x", label: "かけはし公式 X（旧Twitter）", href: "https://x.com/kakehashi_jp" },
  { name: "facebook", label: "かけはし公式 Facebook", href: "https://www.facebook.com/kakehashi.jp" },
] as const;
