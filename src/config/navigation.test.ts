import { describe, expect, it } from "vitest";

import { LOGGED_IN_NAV, MAIN_NAV, VISITOR_MAIN_NAV } from "./navigation";

describe("navigation lists", () => {
  it("S-BAR-12, S-BAR-11, S-NAV-1: a visitor's main navigation names the same pages, 案件を探す and 採用担当者の方へ with ?_on=navbar", () => {
    expect(VISITOR_MAIN_NAV.map((l) => l.label)).toEqual(MAIN_NAV.map((l) => l.label));
    expect(VISITOR_MAIN_NAV.map((l) => l.href)).toEqual(["/top/projects?_on=navbar", "/top/pros", "/news", "/business?_on=navbar"]);
    expect(MAIN_NAV.map((l) => l.href)).toEqual(["/top/projects", "/top/pros", "/news", "/business"]);
  });

  it("S-NAV-2: the logged-in list keeps the spec's seven targets, each with the role it serves (decision 028)", () => {
    expect(LOGGED_IN_NAV.map((l) => [l.href, l.role ?? "member"])).toEqual([
      ["/top/projects", "member"],
      ["/top/pros", "member"],
      ["/news", "member"],
      ["/mypage/order/projects", "orderer"],
      ["/top/projects#create-project-request-modal", "orderer"],
      ["/mypage/accept/projects", "pro"],
      ["/business", "orderer"],
    ]);
  });
});
