import pino from "pino";
import { describe, expect, it } from "vitest";

import { projectViewDays } from "@/db/schema";
import { insertProject } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";

import { getTopPageProjects, NEWEST_OPEN_PROJECTS_QUERY, TOP_PAGE_NEWEST_COUNT } from "./top-page-projects";

const context = useApiTestContext();

describe("the top page's projects", () => {
  it("S-RANK-1: newest open projects are the first of the search they link to; the ranking shows five", async () => {
    for (let i = 0; i < 9; i++) {
      const project = await insertProject(context.handle.db, {
        title: `案件${i}`,
        status: i % 4 === 0 ? "closed" : "open",
        publishedAt: new Date(Date.UTC(2026, 9, 1 + i)),
      });
      await context.handle.db.insert(projectViewDays).values({ projectId: project.id, day: "2026-10-30", views: 10 + i });
    }
    const deps = { db: context.handle.db, now: context.clock.now, logger: pino({ level: "silent" }) };
    const top = await getTopPageProjects(deps, null);

    const search = await json<{ projectList: { id: number }[] }>(
      await new BrowserLikeClient(context.app).request("GET", `/api/v2/top/projects?${NEWEST_OPEN_PROJECTS_QUERY}`),
    );
    expect(top.newest.map((p) => p.id)).toEqual(search.projectList.slice(0, TOP_PAGE_NEWEST_COUNT).map((p) => p.id));
    expect(top.newest.every((p) => p.state === "opened" && p.corporation.isMasked)).toBe(true);
    expect(top.ranking.projects.map((p) => [p.rank, p.title])).toEqual([
      [1, "案件7"],
      [2, "案件6"],
      [3, "案件5"],
      [4, "案件3"],
      [5, "案件2"],
    ]);
    expect(top.popularConditions.map((g) => g.label)).toEqual(["職種", "スキル・言語", "働き方"]);
    expect(top.popularConditions[0]!.links[0]).toEqual({ name: "エンジニア", href: "/professions/1" });
  });
});
