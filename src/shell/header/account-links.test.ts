import { describe, expect, it } from "vitest";

import { canSwitchCorporation, drawerMenus, ordererLinks, proLinks } from "./account-links";

const corporation = (id: number) => ({ id, name: `法人${id}`, logoUrl: null });
const orderer = {
  id: 2,
  isOrderer: true,
  isPro: false,
  plan: "standard" as const,
  corporations: [corporation(10), corporation(11)],
  currentCorporation: corporation(11),
};

describe("top-bar account links", () => {
  it("S-BAR-8: an orderer on a paid plan registers projects at /projects/new; issue 14: the company settings follow the company page", () => {
    expect(ordererLinks(orderer).map((l) => l.href)).toEqual([
      "/corporations/11",
      "/mypage/order/corporation",
      "/mypage/order/projects",
      "/mypage/order/applies",
      "/projects/new",
    ]);
  });

  it("S-BAR-8: on the free plan registration goes to the create-project-request page", () => {
    const links = ordererLinks({ ...orderer, plan: "free" });
    expect(links.at(-1)).toEqual({ name: "project_request", label: "案件の掲載を依頼する", href: "/project_requests/new" });
  });

  it("S-BAR-10: a pro gets the profile and project management", () => {
    expect(proLinks({ ...orderer, id: 7, isOrderer: false, isPro: true }).map((l) => l.href)).toEqual(["/top/pros/7", "/mypage/accept/projects"]);
  });

  it("S-BAR-15: switching is offered only with more than one corporation", () => {
    expect(canSwitchCorporation(orderer)).toBe(true);
    expect(canSwitchCorporation({ ...orderer, corporations: [corporation(10)] })).toBe(false);
    expect(canSwitchCorporation({ isOrderer: false, corporations: [] })).toBe(false);
  });

  it("S-NAV-2: the drawer menu does not repeat a role block's links", () => {
    const { menu } = drawerMenus(orderer);
    expect(menu.map((l) => l.href)).toEqual([
      "/top/projects",
      "/top/pros",
      "/news",
      "/top/projects#create-project-request-modal",
      "/mypage/accept/projects",
      "/business",
    ]);
  });
});
