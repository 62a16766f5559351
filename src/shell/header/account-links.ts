import { INFO_NAV, LIKED_PROJECTS_LINK, LOGGED_IN_NAV, LOGGED_OUT_LINKS, LOGGED_OUT_NAV, paths, type MemberRole, type NavLink } from "@/config/navigation";
import type { CurrentUser } from "@/features/users/me.service";
import { projectRegistrationLink } from "@/platform/actor/plan-policy";

type Viewer = Pick<CurrentUser, "id" | "isOrderer" | "isPro" | "isAdmin" | "plan" | "corporations" | "currentCorporation">;

/** S-BAR-8, S-BAR-9: the orderer's corporation block. */
export function ordererLinks(viewer: Viewer): NavLink[] {
  return [
    ...(viewer.currentCorporation
      ? [
          { name: "corporation", label: "企業ページ", href: paths.corporation(viewer.currentCorporation.id) },
          { name: "corporation_settings", label: "企業設定・メンバー", href: paths.corporationSettings() },
        ]
      : []),
    { name: "orderer_mypage", label: "発注者マイページ", href: paths.ordererMyPage() },
    { name: "applicants", label: "応募者管理", href: paths.applicants() },
    projectRegistrationLink(viewer.plan),
  ];
}

/** S-BAR-10: the pro's block. */
export function proLinks(viewer: Viewer): NavLink[] {
  return [
    { name: "pro_profile", label: "プロフィール", href: paths.proProfile(viewer.id) },
    { name: "pro_projects", label: "案件管理", href: paths.proProjects() },
  ];
}

/** The line under the name: where the user works now, else what the account is. */
export function accountRoleLabel(viewer: Pick<CurrentUser, "isOrderer" | "isPro" | "isAdmin" | "currentCorporation">): string {
  if (viewer.isOrderer && viewer.currentCorporation) return viewer.currentCorporation.name;
  if (viewer.isOrderer) return "企業アカウント";
  if (viewer.isPro) return "プロ";
  return viewer.isAdmin ? "運営" : "";
}

/** S-BAR-15: the switch entry exists only for more than one corporation. */
export function canSwitchCorporation(viewer: Pick<CurrentUser, "isOrderer" | "corporations">): boolean {
  return viewer.isOrderer && viewer.corporations.length > 1;
}

function hasRole(viewer: Pick<Viewer, "isOrderer" | "isPro">, role: MemberRole | undefined): boolean {
  if (role === undefined) return true;
  return role === "pro" ? viewer.isPro : viewer.isOrderer;
}

/**
 * S-NAV-2 entries that the role's own block (S-BAR-8 … S-BAR-10) already offers: 発注者マイページ and
 * 案件管理 are the same pages, and the 案件を登録する modal would only forward an orderer to the
 * block's registration link (decision 028).
 */
const OFFERED_BY_ROLE_BLOCK = new Set(["orderer_mypage", "create_project", "pro_projects"]);

export type AccountMenu = {
  /** 企業アカウント (orderers only). */
  orderer: NavLink[] | null;
  /** プロ (pros only). */
  pro: NavLink[] | null;
  /** 運営 (operators only): the way into the console (issue 18). */
  operator: NavLink[] | null;
  /** メニュー: what is left of S-NAV-2 for this viewer's roles. */
  menu: NavLink[];
  /** インフォメーション: S-NAV-3 without what the groups above already list. */
  info: NavLink[];
};

/**
 * The signed-in menu (desktop profile menu and mobile profile drawer), built from the spec's lists
 * filtered by role so that each role sees what it can use, and no link twice (decision 028).
 */
export function accountMenu(viewer: Viewer): AccountMenu {
  const orderer = viewer.isOrderer ? ordererLinks(viewer) : null;
  const pro = viewer.isPro ? proLinks(viewer) : null;
  const menu: NavLink[] = LOGGED_IN_NAV.filter((link) => hasRole(viewer, link.role) && !OFFERED_BY_ROLE_BLOCK.has(link.name));
  // Beside the search links it belongs to: 案件を探す, プロを探す, ニュース, 気になる案件, then the rest.
  if (!viewer.isPro) menu.splice(menu.findIndex((link) => link.name === "news") + 1, 0, LIKED_PROJECTS_LINK);
  const shown = new Set([...(orderer ?? []), ...(pro ?? []), ...menu].map((link) => link.href));
  return { orderer, pro, operator: viewer.isAdmin ? [OPERATOR_CONSOLE_LINK] : null, menu, info: INFO_NAV.filter((link) => !shown.has(link.href)) };
}

const OPERATOR_CONSOLE_LINK: NavLink = { name: "operator_console", label: "運営コンソール", href: "/admin" };

/** The visitor's drawer (S-BAR-11, S-NAV-1, S-NAV-3): its two buttons first, then each link once. */
export const VISITOR_DRAWER_BUTTONS = {
  signup: { name: "signup", label: "無料で会員登録", href: "/signup/pro?_on=navbar" },
  login: { name: "login", label: "ログイン", href: "/login?_on=navbar" },
} as const satisfies Record<string, NavLink>;

export function visitorDrawerMenu(): { search: NavLink[]; about: NavLink[]; info: NavLink[] } {
  const buttons = new Set<string>(Object.values(VISITOR_DRAWER_BUTTONS).map((link) => link.href));
  const search = LOGGED_OUT_NAV.filter((link) => !buttons.has(link.href));
  const about = LOGGED_OUT_LINKS.filter((link) => !buttons.has(link.href));
  const shown = new Set([...buttons, ...search.map((l) => l.href), ...about.map((l) => l.href)]);
  return { search, about, info: INFO_NAV.filter((link) => !shown.has(link.href)) };
}
