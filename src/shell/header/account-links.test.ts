import { describe, expect, it } from "vitest";

import type { NavLink } from "@/config/navigation";

import { accountMenu, accountRoleLabel, canSwitchCorporation, ordererLinks, proLinks, visitorDrawerMenu, VISITOR_DRAWER_BUTTONS } from "./account-links";

const corporation = (id: number) => ({ id, name: `法人${id}`, logoUrl: null });
const orderer = {
  id: 2,
  isOrderer: true,
  isPro: false,
  isAdmin: false,
  plan: "standard" as const,
  corporations: [corporation(10), corporation(11)],
  currentCorporation: corporation(11),
};
const pro = { ...orderer, id: 7, isOrderer: false, isPro: true, plan: "free" as const, corporations: [], currentCorporation: null };
const admin = { ...pro, id: 1, isPro: false, isAdmin: true };
const proAndOrderer = { ...orderer, id: 9, isPro: true };

const hrefs = (links: NavLink[] | null) => (links ?? []).map((l) => l.href);
const everyLink = (menu: ReturnType<typeof accountMenu>) => [...(menu.orderer ?? []), ...(menu.pro ?? []), ...menu.menu, ...menu.info];

describe("top-bar account links", () => {
  it("S-BAR-8: an orderer on a paid plan registers projects at /projects/new; issue 14: the company settings follow the company page", () => {
    expect(hrefs(ordererLinks(orderer))).toEqual(["/corporations/11", "/mypage/order/corporation", "/mypage/order/projects", "/mypage/order/applies", "/projects/new"]);
  });

  it("S-BAR-8: on the free plan registration goes to the create-project-request page", () => {
    const links = ordererLinks({ ...orderer, plan: "free" });
    expect(links.at(-1)).toEqual({ name: "project_request", label: "案件の掲載を依頼する", href: "/project_requests/new" });
  });

  it("S-BAR-10: a pro gets the profile and project management", () => {
    expect(hrefs(proLinks(pro))).toEqual(["/top/pros/7", "/mypage/accept/projects"]);
  });

  it("S-BAR-15: switching is offered only with more than one corporation", () => {
    expect(canSwitchCorporation(orderer)).toBe(true);
    expect(canSwitchCorporation({ ...orderer, corporations: [corporation(10)] })).toBe(false);
    expect(canSwitchCorporation({ isOrderer: false, corporations: [] })).toBe(false);
  });
});

describe("menus by role (decision 028)", () => {
  it("S-NAV-2, S-BAR-10: a pro sees its block and the searches, never the orderer's pages or 採用担当者の方へ", () => {
    const menu = accountMenu(pro);
    expect(menu.orderer).toBeNull();
    expect(hrefs(menu.pro)).toEqual(["/top/pros/7", "/mypage/accept/projects"]);
    expect(hrefs(menu.menu)).toEqual(["/top/projects", "/top/pros", "/news"]);
    const labels = everyLink(menu).map((l) => l.label);
    for (const label of ["発注者マイページ", "案件を登録する", "応募者管理", "採用担当者の方へ"]) expect(labels).not.toContain(label);
  });

  it("S-NAV-2, S-BAR-8: an orderer registers projects once, through its plan's target, and keeps its likes under 気になる案件", () => {
    const menu = accountMenu(orderer);
    expect(menu.pro).toBeNull();
    expect(hrefs(menu.menu)).toEqual(["/top/projects", "/top/pros", "/news", "/mypage/accept/projects?tab=likes", "/business"]);
    const registrations = everyLink(menu).filter((l) => l.label === "案件を登録する");
    expect(registrations.map((l) => l.href)).toEqual(["/projects/new"]);
    expect(hrefs(everyLink(menu))).not.toContain("/top/projects#create-project-request-modal");
    expect(everyLink(menu).map((l) => l.label)).not.toContain("案件管理");
  });

  it("an operator sees the searches, its likes and the information menu, and no member's role block", () => {
    const menu = accountMenu(admin);
    expect(menu.orderer).toBeNull();
    expect(menu.pro).toBeNull();
    expect(hrefs(menu.menu)).toEqual(["/top/projects", "/top/pros", "/news", "/mypage/accept/projects?tab=likes"]);
    expect(accountRoleLabel(admin)).toBe("運営");
    // Issue 18: the console is one click away for an operator, and for nobody else.
    expect(menu.operator).toEqual([{ name: "operator_console", label: "運営コンソール", href: "/admin" }]);
    expect(accountMenu(pro).operator).toBeNull();
  });

  it("a pro who joined a corporation (both roles) gets both blocks and 採用担当者の方へ, with 案件管理 once", () => {
    const menu = accountMenu(proAndOrderer);
    expect(menu.orderer).not.toBeNull();
    expect(hrefs(menu.pro)).toEqual(["/top/pros/9", "/mypage/accept/projects"]);
    expect(hrefs(menu.menu)).toEqual(["/top/projects", "/top/pros", "/news", "/business"]);
  });

  it.each([
    ["pro", pro],
    ["orderer", orderer],
    ["free-plan orderer", { ...orderer, plan: "free" as const }],
    ["orderer without a current corporation", { ...orderer, currentCorporation: null }],
    ["operator", admin],
    ["pro and orderer", proAndOrderer],
  ])("S-NAV-3: a %s sees no label and no address twice; the information menu keeps the rest", (_role, viewer) => {
    const links = everyLink(accountMenu(viewer));
    expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
    expect(new Set(links.map((l) => l.label)).size).toBe(links.length);
    expect(hrefs(accountMenu(viewer).info)).toEqual(expect.arrayContaining(["/pages/overview", "/documents/guide", "/pages/faq", "/pages/law"]));
  });

  it("names where the user works, else what the account is", () => {
    expect(accountRoleLabel(orderer)).toBe("法人11");
    expect(accountRoleLabel({ ...orderer, currentCorporation: null })).toBe("企業アカウント");
    expect(accountRoleLabel(pro)).toBe("プロ");
  });
});

describe("the visitor's drawer", () => {
  it("S-BAR-11, S-NAV-1, S-NAV-3: every visitor link once: the two buttons, then the lists without them", () => {
    const { search, about, info } = visitorDrawerMenu();
    const links = [...Object.values(VISITOR_DRAWER_BUTTONS), ...search, ...about, ...info];
    expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
    expect(hrefs(links)).toEqual(
      expect.arrayContaining(["/signup/pro?_on=navbar", "/login?_on=navbar", "/top/projects?_on=navbar", "/business?_on=navbar", "/pages/faq", "/pages/benefits", "/"]),
    );
    expect(hrefs(search)).toEqual(["/top/projects?_on=navbar"]);
  });
});
