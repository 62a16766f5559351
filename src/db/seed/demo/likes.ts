import { BulkInserter, createProgress, type RawExecutor } from "./bulk";
import type { DemoLayout } from "./plan";
import type { SeededProjects } from "./projects";
import { iso } from "./plan";

/**
 * Likes are decided before the projects are written so that projects.like_count can be stored
 * with each row and always equals the number of project_likes rows.
 */
export type LikePlan = { pro: Int32Array; project: Int32Array; count: number; perProject: Int32Array };

export function planLikes(layout: DemoLayout): LikePlan {
  const random = layout.random.fork("likes");
  const n = layout.projectCount;
  const perProject = new Int32Array(n);
  const pros: number[] = [];
  const projects: number[] = [];
  for (let p = 0; p <= layout.proCount; p++) {
    // pro@example.com (index 0) always has a handful, including some of orderer@'s listings.
    const wanted =
      p === 0
        ? 6
        : random.weighted([
            [0, 3],
            [random.int(1, 3), 4],
            [random.int(4, 8), 2],
            [random.int(9, 15), 1],
          ] as const);
    const chosen = new Set<number>();
    if (p === 0) for (let k = 0; k < 3 && k < n; k++) chosen.add(k);
    for (let tries = 0; chosen.size < Math.min(wanted, n) && tries < wanted * 4; tries++) {
      // A skewed pick: some listings are far more popular than others.
      chosen.add(Math.floor(n * random.next() ** 1.5));
    }
    for (const index of chosen) {
      pros.push(p);
      projects.push(index);
      perProject[index]!++;
    }
  }
  return { pro: Int32Array.from(pros), project: Int32Array.from(projects), count: pros.length, perProject };
}

export async function insertLikes(exec: RawExecutor, layout: DemoLayout, plan: LikePlan, projects: SeededProjects): Promise<void> {
  const random = layout.random.fork("like-times");
  const inserter = new BulkInserter(
    exec,
    "project_likes",
    [
      ["user_id", "int"],
      ["project_id", "int"],
      ["created_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false },
  );
  const progress = createProgress("likes", plan.count, layout.onProgress);
  for (let i = 0; i < plan.count; i++) {
    const index = plan.project[i]!;
    const from = projects.publishedAt[index]!;
    const until = projects.activeUntil[index]!;
    // Skewed towards the recent end: a listing is liked most while it is being browsed, so the
    // ranking's 30-day window holds a fair share of the likes (about 40 % for a six-month-old listing).
    await inserter.push([layout.proUserId(plan.pro[i]!), layout.projectId(index), iso(until - random.next() ** 2 * (until - from))]);
    if ((i & 4095) === 0) progress.tick(i);
  }
  await inserter.finish();
  progress.done(plan.count);
}
