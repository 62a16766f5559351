import { jstDayNumber, jstDayText } from "../../../lib/jst-day";
import { Random } from "../generators/random";
import { BulkInserter, type RawExecutor } from "./bulk";
import type { LikePlan } from "./likes";
import type { DemoLayout } from "./plan";
import type { SeededProjects } from "./projects";

/** Five weeks of daily views: the ranking's 30-day window, and a few older days it must leave out. */
export const VIEW_SEED_DAYS = 35;

const DAY_MS = 86_400_000;

/** Standard normal draw (Box–Muller). */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let p = random.next(); p > limit; p *= random.next()) count++;
  return count;
}

/** A generator of its own for every project and day, so the rows can be made in any order. */
function randomFor(seed: number, projectIndex: number, day: number): Random {
  return new Random((seed ^ Math.imul(projectIndex + 1, 0x9e3779b1) ^ Math.imul(day, 0x85ebca6b)) >>> 0);
}

/**
 * Average daily views of each project: liked projects are viewed more (likes were planned first),
 * with a wide spread around that, as some titles simply draw more clicks.
 */
function planPopularity(seed: number, likes: LikePlan): Float64Array {
  const popularity = new Float64Array(likes.perProject.length);
  for (let i = 0; i < popularity.length; i++) popularity[i] = (0.3 + likes.perProject[i]!) * Math.exp(0.8 * normal(randomFor(seed, i, 0)));
  return popularity;
}

/**
 * Views per project and JST day over the last VIEW_SEED_DAYS days (today only up to now): a new
 * listing gets a burst in its first days, weekends are quieter, a closed listing gets no more.
 * Rows are written day by day, as the app writes them, so each day's rows sit together on disk the
 * way they will in production, which is what the ranking's reads of one day rely on.
 */
export async function insertViews(exec: RawExecutor, layout: DemoLayout, projects: SeededProjects, likes: LikePlan): Promise<number> {
  const seed = (layout.random.fork("views").next() * 2 ** 32) >>> 0;
  const popularity = planPopularity(seed, likes);
  const referenceMs = layout.referenceDate.getTime();
  const today = jstDayNumber(referenceMs);
  const todayShare = (referenceMs - (today * DAY_MS - 9 * 3_600_000)) / DAY_MS;
  const inserter = new BulkInserter(
    exec,
    "project_view_days",
    [
      ["project_id", "int"],
      ["day", "date"],
      ["views", "int"],
    ],
    5_000,
    { overridingSystemValue: false },
  );
  const started = performance.now();
  for (let day = today - VIEW_SEED_DAYS + 1; day <= today; day++) {
    const dayText = jstDayText(day);
    const weekday = (day + 4) % 7; // day 0 (1970-01-01) was a Thursday
    const dayFactor = (weekday === 0 || weekday === 6 ? 0.5 : 1) * (day === today ? todayShare : 1);
    for (let index = 0; index < layout.projectCount; index++) {
      const age = day - jstDayNumber(projects.publishedAt[index]!);
      if (age < 0 || day > jstDayNumber(projects.activeUntil[index]!)) continue;
      const mean = popularity[index]! * (0.5 + 2.5 / (1 + age / 3)) * dayFactor;
      const views = poisson(randomFor(seed, index, day), mean);
      if (views > 0) await inserter.push([layout.projectId(index), dayText, views]);
    }
  }
  const rows = await inserter.finish();
  layout.onProgress?.(`view days: ${rows.toLocaleString("en-US")} rows over ${VIEW_SEED_DAYS} days (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return rows;
}
