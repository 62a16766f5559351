import { INFO_NAV, LOGGED_IN_NAV, paths, type NavLink } from "@/config/navigation";
import type { CurrentUser } from "@/features/users/me.service";
import { projectRegistrationLink } from "@/platform/actor/plan-policy";

type Viewer = Pick<CurrentUser, "id" | "isOrderer" | "isPro" | "plan" | "corporations" | "currentCorporation">;

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

/** S-BAR-15: the switch entry exists only for more than one corporation. */
export function canSwitchCorporation(viewer: Pick<CurrentUser, "isOrderer" | "corporations">): boolean {
  return viewer.isOrderer && viewer.corporations.length > 1;
}

/** The profile drawer's other groups: S-NAV-2 without what the role blocks already list, then S-NAV-3. */
export function drawerMenus(viewer: Viewer): { menu: NavLink[]; info: NavLink[] } {
  const shown = new Set([...(viewer.isOrderer ? ordererLinks(viewer) : []), ...(viewer.isPro ? proLinks(viewer) : [])].map((l) => l.href));
  return { menu: LOGGED_IN_NAV.filter((link) => !shown.has(link.href)), info: INFO_NAV };
}
