import { describe, expect, it } from "vitest";

import { chunksOfWholeTies, CompletedScores, pickTopOpenProjects, scoresBestFirst, type ProjectScore } from "./ranking-scores";

const activity = (projectId: number, views: number, likes = 0) => ({ projectId, views, likes });
const ids = (scores: Iterable<ProjectScore>) => [...scores].map((s) => s.projectId);

describe("scoresBestFirst", () => {
  it("merges today's numbers into the completed days' and keeps the order best first", () => {
    const completed = new CompletedScores([activity(1, 100), activity(2, 50, 1), activity(3, 10)], 10);
    const merged = [...scoresBestFirst(completed, [activity(3, 95), activity(4, 5, 1)], 10)];
    expect(merged).toEqual([
      { projectId: 3, score: 105, views: 105, likes: 0 },
      { projectId: 1, score: 100, views: 100, likes: 0 },
      { projectId: 2, score: 60, views: 50, likes: 1 },
      { projectId: 4, score: 15, views: 5, likes: 1 },
    ]);
  });

  it("works with nothing before today, or nothing today", () => {
    expect(ids(scoresBestFirst(new CompletedScores([], 30), [activity(1, 1), activity(2, 2)], 30))).toEqual([2, 1]);
    expect(ids(scoresBestFirst(new CompletedScores([activity(1, 1), activity(2, 2)], 30), [], 30))).toEqual([2, 1]);
  });

  it("issue 12: the snapshot's columns give the same scores as a list, whether project ids are dense or sparse", () => {
    for (const [a, b] of [
      [2, 7],
      [5, 9_000_000],
    ] as const) {
      const fromColumns = new CompletedScores({ ids: [b, a], views: [40, 10], likes: [0, 1] }, 10);
      const fromList = new CompletedScores([activity(a, 10, 1), activity(b, 40)], 10);
      expect(fromColumns.bestFirst).toEqual(fromList.bestFirst);
      expect([fromColumns.scoreOf(a), fromColumns.scoreOf(b), fromColumns.scoreOf(3), fromColumns.scoreOf(10_000_000)]).toEqual([
        { projectId: a, score: 20, views: 10, likes: 1 },
        { projectId: b, score: 40, views: 40, likes: 0 },
        undefined,
        undefined,
      ]);
      expect(ids(scoresBestFirst(fromColumns, [activity(a, 30)], 10))).toEqual([a, b]);
    }
  });
});

describe("chunksOfWholeTies", () => {
  it("never splits equal scores between chunks", () => {
    const scores = [9, 8, 8, 8, 7, 6].map((score, i) => ({ projectId: i + 1, score, views: score, likes: 0 }));
    expect([...chunksOfWholeTies(scores, 2)].map((chunk) => chunk.map((s) => s.score))).toEqual([
      [9, 8, 8, 8],
      [7, 6],
    ]);
  });
});

describe("pickTopOpenProjects", () => {
  // Pairs share a score: 1 and 2 have 100, 3 and 4 have 99, … Project n was published on day n % 7.
  const scores = Array.from({ length: 50 }, (_, i) => ({ projectId: i + 1, score: 100 - Math.floor(i / 2), views: 0, likes: 0 }));
  const published = (id: number) => new Date(Date.UTC(2026, 9, 1 + (id % 7))).toISOString();

  it("skips closed projects, breaks ties by the newer listing then the higher id, and reads only the chunks it needs", async () => {
    const closed = new Set([1, 2, 3]);
    const asked: number[][] = [];
    const top = await pickTopOpenProjects(scores, 4, async (projectIds) => {
      asked.push(projectIds);
      return projectIds.filter((id) => !closed.has(id)).map((id) => ({ id, publishedAt: published(id) }));
    });
    // 6 was published after 5, and 8 (day 1) after 7 (day 0).
    expect(top.map((s) => [s.projectId, s.score])).toEqual([
      [4, 99],
      [6, 98],
      [5, 98],
      [8, 97],
    ]);
    expect(asked).toHaveLength(1);
  });

  it("keeps reading while too few projects are open", async () => {
    const top = await pickTopOpenProjects(scores, 2, async (projectIds) => projectIds.filter((id) => id > 45).map((id) => ({ id, publishedAt: published(id) })));
    expect(top.map((s) => s.projectId)).toEqual([46, 48]);
  });
});
