/**
 * Issue 11's proof that tools written for SOKUDAN-style project data read ours: a reader that knows
 * only the wire (tests/support/job-aggregator-reader.ts) walks the search and reads details, and
 * turns each project into a job row. The same reader reads the project page's __NEXT_DATA__ in
 * tests/e2e/project-detail.e2e.test.ts (pages need the real server).
 */
import { beforeEach, describe, expect, it } from "vitest";

import { insertCorporation, insertProject } from "@/db/seed/factories";
import { ProjectSummarySchema } from "@/features/projects/project-summary.schemas";
import { ProjectSearchAnswerSchema } from "@/features/projects/search/project-search-answer.schemas";
import { useApiTestContext } from "@tests/support/api-test-context";
import { checkedRequest } from "@tests/support/api-contract-check";
import { JobAggregatorReader, readWireProject, toJobRow, type SearchQuery } from "@tests/support/job-aggregator-reader";
import { TEST_ORIGIN } from "@tests/support/test-database";

const context = useApiTestContext();
const reader = () => new JobAggregatorReader((url, init) => checkedRequest(context.app, url, init), TEST_ORIGIN);

const TYPESCRIPT = 1;
const GO = 3;
const MATCHING_OPEN = 23;
const base = new Date("2026-11-01T09:00:00+09:00").getTime();
/** What the tools send: open projects only, a free word, two skills. */
const TOOL_QUERY: SearchQuery = { excludeClosed: true, freeWord: "決済", skillIds: [TYPESCRIPT, GO] };

let closedId: number;
let firstId: number;

beforeEach(async () => {
  const corporation = await insertCorporation(context.handle.db, { name: "株式会社互換テスト", logoUrl: "https://cdn.example/logo.png" });
  const project = (overrides: Parameters<typeof insertProject>[1]) =>
    insertProject(context.handle.db, {
      corporationId: corporation.id,
      description: "決済システムの開発です。\n詳細は面談で。",
      professionIds: [1],
      tagIds: [],
      minBudgetMan: 65,
      maxBudgetMan: 80,
      remoteTypeId: 1,
      availableTimeId: 2,
      prefectureId: 13,
      contractTypeId: 3,
      status: "open",
      closedAt: null,
      ...overrides,
    });
  for (let i = 0; i < MATCHING_OPEN; i++) {
    const row = await project({ title: `決済基盤の開発 ${i}`, skillIds: [i % 2 === 0 ? TYPESCRIPT : GO], publishedAt: new Date(base - i * 3_600_000) });
    if (i === 0) firstId = row.id;
  }
  // Newer than every open one, yet listed after them.
  closedId = (
    await project({
      title: "決済基盤の開発（募集終了）",
      skillIds: [TYPESCRIPT],
      status: "closed",
      publishedAt: new Date(base + 3_600_000),
      closedAt: new Date(base + 7_200_000),
    })
  ).id;
  await project({ title: "決済と無関係なスキル", skillIds: [5], publishedAt: new Date(base) });
  await project({ title: "デザインの仕事", skillIds: [TYPESCRIPT], description: "UIデザイン", publishedAt: new Date(base) });
});

describe("a job-aggregator tool reads our project data (issue 11: the compatible shape)", () => {
  it("issue 11: walks the search through pageUrlList with the tools' parameters; every field has the type they read", async () => {
    const { pages, projects } = await reader().walk(TOOL_QUERY);
    expect(pages[0]!.pageUrlList.map((p) => p.name)).toEqual(["1", "2"]);
    for (const entry of pages[0]!.pageUrlList) expect(new URL(entry.url, TEST_ORIGIN).searchParams.get("page") ?? "1").toBe(entry.name);
    expect(pages[0]!.totalCount).toBe(MATCHING_OPEN);
    expect(new Set(projects.map((p) => p.id)).size).toBe(MATCHING_OPEN);
    expect(projects.every((p) => p.state === "opened")).toBe(true);
    for (const project of projects) {
      expect(project.createdAt).toMatch(/\+09:00$/);
      expect(project.corporation).toEqual({ id: null, name: "＊＊＊＊＊", logoUrl: null });
    }
  });

  it("issue 11: each project becomes a job row: salary from the budget, workload, remote, categories, the masked company", async () => {
    const { projects } = await reader().walk(TOOL_QUERY);
    const first = projects.find((p) => p.id === firstId)!;
    expect(toJobRow(first)).toEqual({
      id: firstId,
      title: "決済基盤の開発 0",
      salaryMinYen: 650_000,
      salaryMaxYen: 800_000,
      salaryText: "65万〜80万",
      workload: "週16h",
      isRemote: true,
      categories: ["エンジニア", "TypeScript"],
      company: "＊＊＊＊＊",
      isClosed: false,
      postedAt: "2026-11-01T09:00:00+09:00",
    });
    expect(first.contractType).toBe("full_time");
  });

  it("issue 11: a closed project reads state closed and comes after every open one", async () => {
    const { projects } = await reader().walk({ freeWord: "決済", skillIds: [TYPESCRIPT, GO] });
    expect(projects).toHaveLength(MATCHING_OPEN + 1);
    expect(projects.at(-1)).toMatchObject({ id: closedId, state: "closed" });
    expect(toJobRow(projects.at(-1)!).isClosed).toBe(true);
  });

  it("issue 11: GET /api/v2/top/projects/{id} answers the list's project plus detail (\\r\\n), applicationOpenAt and the JobPosting", async () => {
    const tool = reader();
    const page = await tool.readSearchPage(TOOL_QUERY);
    for (const listed of page.projectList.slice(0, 3)) {
      const detail = await tool.readDetail(listed.id);
      expect(detail).not.toBeNull();
      expect(readWireProject(detail)).toEqual(listed);
      expect(detail!.detail).toBe("決済システムの開発です。\r\n詳細は面談で。");
      expect(detail!.applicationOpenAt).toMatch(/\+09:00$/);
      expect(detail!.projectDetailStructuredData.jobPosting).toMatchObject({ "@type": "JobPosting", baseSalary: { value: { unitText: "MONTH" } } });
    }
    expect((await tool.readDetail(closedId))?.state).toBe("closed");
  });

  it("issue 11: an unknown project id is 404", async () => {
    expect(await reader().readDetail(closedId + 1_000)).toBeNull();
  });

  it("issue 11: the answer matches our documented schema exactly (no field missing, none extra)", async () => {
    const response = await checkedRequest(context.app, `${TEST_ORIGIN}/api/v2/top/projects`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
    const body = (await response.json()) as { projectList: unknown[] };
    expect(ProjectSearchAnswerSchema.strict().parse(body)).toEqual(body);
    expect(body.projectList.length).toBeGreaterThan(0);
    for (const project of body.projectList) expect(ProjectSummarySchema.strict().parse(project)).toEqual(project);
  });
});
