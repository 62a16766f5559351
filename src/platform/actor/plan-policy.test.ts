import { describe, expect, it } from "vitest";

import { PLANS } from "@/db/schema";

import { abilitiesOf, projectRegistrationLink } from "./plan-policy";

describe("plan policy", () => {
  it("S-BAR-8: only paid plans publish projects themselves; the free plan requests publication", () => {
    expect(abilitiesOf("free")).toMatchObject({ publishesProjectsDirectly: false, requestsProjectPublication: true });
    for (const plan of ["standard", "premium"] as const) {
      expect(abilitiesOf(plan)).toMatchObject({ publishesProjectsDirectly: true, requestsProjectPublication: false });
    }
  });

  it("issue 15: scouts a month — free 5, standard 100, premium 300", () => {
    expect(PLANS.map((plan) => abilitiesOf(plan).monthlyScoutQuota)).toEqual([5, 100, 300]);
  });

  it("every plan has exactly one way to get a project published", () => {
    for (const plan of PLANS) {
      const { publishesProjectsDirectly, requestsProjectPublication } = abilitiesOf(plan);
      expect(publishesProjectsDirectly !== requestsProjectPublication).toBe(true);
    }
  });

  it("S-BAR-8: the registration link goes to /projects/new on a paid plan and to the request page on the free plan", () => {
    expect(projectRegistrationLink("free")).toEqual({ name: "project_request", label: "案件の掲載を依頼する", href: "/project_requests/new" });
    expect(projectRegistrationLink("standard")).toEqual({ name: "new_project", label: "案件を登録する", href: "/projects/new" });
    expect(projectRegistrationLink("premium").href).toBe("/projects/new");
  });
});
