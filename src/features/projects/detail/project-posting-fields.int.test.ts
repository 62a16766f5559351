import { describe, expect, it } from "vitest";

import { insertCorporation, insertProject } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";

import type { ProjectSearchAnswer } from "../search/project-search-answer";
import type { ProjectDetail } from "./project-detail.schemas";

const context = useApiTestContext();
const visitor = () => new BrowserLikeClient(context.app);

async function detail(id: number) {
  return json<ProjectDetail>(await visitor().request("GET", `/api/v2/top/projects/${id}`));
}

describe("issue 14: the project detail shows the posting's new fields", () => {
  it("welcome skills, openings, dates, 選考フロー, minimum hours; an hourly budget is labelled 時給 and its JSON-LD says HOUR", async () => {
    const corporation = await insertCorporation(context.handle.db);
    const project = await insertProject(context.handle.db, {
      corporationId: corporation.id,
      skillIds: [1],
      welcomeSkillIds: [18],
      openings: 3,
      startsOn: "2027-01-04",
      applicationClosesOn: "2026-12-20",
      screeningSteps: ["書類選考", "技術課題"],
      minHoursPerWeek: 20,
      budgetUnit: "hourly",
      budgetMinAmount: 3000,
      budgetMaxAmount: 4000,
      minBudgetMan: 48,
      maxBudgetMan: 64,
      status: "open",
      closedAt: null,
    });
    const body = await detail(project.id);
    expect(body).toMatchObject({
      welcomeSkills: [{ id: 18, label: "React" }],
      openings: 3,
      startsOn: "2027-01-04",
      applicationClosesOn: "2026-12-20",
      screeningSteps: ["書類選考", "技術課題"],
      minHoursPerWeek: 20,
      closeReason: null,
      budgetLabel: "時給 3,000〜4,000円",
      budgetUnit: "hourly",
      minBudget: { id: 480_000 },
    });
    expect(body.projectDetailStructuredData.jobPosting.baseSalary?.value).toMatchObject({ unitText: "HOUR", minValue: 3000, maxValue: 4000 });
  });

  it("a project closed by the freshness job says why (close_reason 'stale')", async () => {
    const project = await insertProject(context.handle.db, { status: "closed", closedAt: new Date(), closeReason: "stale" });
    expect((await detail(project.id)).closeReason).toBe("stale");
  });
});

describe("issue 14 / decision 022: visitors see the corporation masked unless it chose to be public", () => {
  it("masked by default, named when is_name_public — on the detail and in search alike", async () => {
    const hidden = await insertCorporation(context.handle.db, { name: "株式会社ないしょ", isNamePublic: false });
    const open = await insertCorporation(context.handle.db, { name: "株式会社おおやけ", isNamePublic: true });
    const hiddenProject = await insertProject(context.handle.db, { corporationId: hidden.id, title: "非公開企業の案件タイトル", status: "open", closedAt: null });
    const openProject = await insertProject(context.handle.db, { corporationId: open.id, title: "公開企業の案件タイトル", status: "open", closedAt: null });

    expect((await detail(hiddenProject.id)).corporation).toEqual({ id: null, name: "＊＊＊＊＊", logoUrl: null, isMasked: true });
    expect((await detail(openProject.id)).corporation).toMatchObject({ id: open.id, name: "株式会社おおやけ", isMasked: false });

    const search = await json<ProjectSearchAnswer>(await visitor().request("GET", "/api/v2/top/projects"));
    const byId = new Map(search.projectList.map((p) => [p.id, p.corporation]));
    expect(byId.get(hiddenProject.id)?.isMasked).toBe(true);
    expect(byId.get(openProject.id)).toMatchObject({ name: "株式会社おおやけ", isMasked: false });
  });
});
