import { describe, expect, it } from "vitest";

import { projectLikes } from "@/db/schema";
import { insertCorporation, insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";
import { TEST_ORIGIN } from "@tests/support/test-database";

import { ProjectDetailSchema, type ProjectDetail } from "./project-detail.schemas";

const context = useApiTestContext();

async function corporationAndProject(overrides: Parameters<typeof insertProject>[1] = {}) {
  const corporation = await insertCorporation(context.handle.db, { name: "株式会社かけはし詳細", description: "会社の紹介", logoUrl: "https://cdn.example/logo.png" });
  const project = await insertProject(context.handle.db, {
    corporationId: corporation.id,
    title: "決済基盤の開発",
    description: "一行目\n二行目\r\n\r\n段落2",
    professionIds: [1],
    skillIds: [1],
    tagIds: [],
    minBudgetMan: 65,
    maxBudgetMan: 80,
    remoteTypeId: 1,
    availableTimeId: 2,
    prefectureId: 13,
    contractTypeId: 2,
    status: "open",
    closedAt: null,
    publishedAt: new Date("2026-10-20T00:30:00Z"),
    ...overrides,
  });
  return { corporation, project };
}

async function detail(id: number | string, client = new BrowserLikeClient(context.app)) {
  const response = await client.request("GET", `/api/v2/top/projects/${id}`);
  return { response, body: await json<ProjectDetail & { error?: { code: string; message: string } }>(response) };
}

describe("GET /api/v2/top/projects/{id} (issue 11: the compatible shape)", () => {
  it("issue 11: a visitor gets the compatible object, corporation masked, every line break as \\r\\n, the page's JobPosting", async () => {
    const { project } = await corporationAndProject();
    const { response, body } = await detail(project.id);
    expect(response.status).toBe(200);
    expect(ProjectDetailSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: project.id,
      title: "決済基盤の開発",
      state: "opened",
      contractType: "outsourcing_to_full_time",
      contractTypeLabel: "業務委託（正社員登用あり）",
      createdAt: "2026-10-20T09:30:00+09:00",
      applicationOpenAt: "2026-10-20T09:30:00+09:00",
      closedAt: null,
      minBudget: { id: 650_000, label: "65万" },
      maxBudget: { id: 800_000, label: "80万" },
      budgetLabel: "65〜80万円",
      remoteType: "full_remote",
      remoteTypeLabel: "フルリモート",
      projectAvailableTime: { id: 2, label: "週2日（週16〜23h）" },
      minWorkingHoursLabel: "週16h",
      prefecture: { id: 13, label: "東京都" },
      corporation: { id: null, name: "＊＊＊＊＊", logoUrl: null, isMasked: true },
      corporationDescription: "",
      detail: "一行目\r\n二行目\r\n\r\n段落2",
    });
    expect(body.projectDetailStructuredData.jobPosting).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-10-20T00:30:00.000Z",
      url: `${TEST_ORIGIN}/top/projects/${project.id}`,
      hiringOrganization: { name: "かけはし掲載企業" },
      baseSalary: { value: { unitText: "MONTH", minValue: 650_000, maxValue: 800_000 } },
    });
  });

  it("issue 11: a member sees the corporation (id, name, logo, description) and their like", async () => {
    const { corporation, project } = await corporationAndProject();
    const user = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(projectLikes).values({ userId: user.id, projectId: project.id });
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    const { body } = await detail(project.id, client);
    expect(body.corporation).toEqual({ id: corporation.id, name: "株式会社かけはし詳細", logoUrl: "https://cdn.example/logo.png", isMasked: false });
    expect(body).toMatchObject({ corporationDescription: "会社の紹介", isLiked: true });
    expect(body.projectDetailStructuredData.jobPosting.hiringOrganization.name).toBe("株式会社かけはし詳細");
  });

  it("issue 11: a closed project reads state closed with its closedAt in Japan time; no budget reads null", async () => {
    const { project } = await corporationAndProject({ status: "closed", closedAt: new Date("2026-10-25T15:00:00Z"), minBudgetMan: null, maxBudgetMan: null });
    const { body } = await detail(project.id);
    expect(body).toMatchObject({ state: "closed", closedAt: "2026-10-26T00:00:00+09:00", minBudget: null, maxBudget: null, budgetLabel: "要相談" });
    expect(body.projectDetailStructuredData.jobPosting).not.toHaveProperty("baseSalary");
  });

  it.each(["99999999", "0", "2147483648"])("issue 11: %s is 404 with the standard error body", async (id) => {
    const { response, body } = await detail(id);
    expect(response.status).toBe(404);
    expect(body.error).toMatchObject({ code: "not_found", message: expect.any(String) });
  });

  it.each(["-1", "abc", "1.5"])("issue 11: /top/projects/%s is no project id: 404, never 500", async (id) => {
    expect((await detail(id)).response.status).toBe(404);
  });

  it("issue 11: the ranking keeps its path next to the id route", async () => {
    const response = await new BrowserLikeClient(context.app).request("GET", "/api/v2/top/projects/ranking");
    expect(response.status).toBe(200);
    expect(await json(response)).toHaveProperty("projects");
  });
});
