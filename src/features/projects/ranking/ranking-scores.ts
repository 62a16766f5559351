import type { ProjectActivity } from "./project-ranking.queries";

/** A project's place-deciding numbers in the window: score = likes × weight + views. */
export type ProjectScore = { projectId: number; score: number; views: number; likes: number };

const byScoreDescending = (a: ProjectScore, b: ProjectScore) => b.score - a.score;

function scored(projectId: number, views: number, likes: number, likeWeight: number): ProjectScore {
  return { projectId, score: likes * likeWeight + views, views, likes };
}

/** Per-project figures as parallel arrays, as the ranking's snapshot stores them. */
export type ActivityColumns = { ids: readonly number[]; views: readonly number[]; likes: readonly number[] };

/** The scores of the window's completed days, best first and by project; built once a JST day. */
export class CompletedScores {
  readonly bestFirst: ProjectScore[];
  /** By project id, the place in bestFirst + 1 (0: no activity); far cheaper to build than a Map of 80k entries. */
  private readonly placeById: Int32Array | Map<number, number>;

  /**
   * From a list, or from the snapshot's columns without a ProjectActivity object each (stored best
   * first, so the sort finds them in order).
   */
  constructor(activity: readonly ProjectActivity[] | ActivityColumns, likeWeight: number) {
    this.bestFirst = (
      "ids" in activity
        ? activity.ids.map((projectId, i) => scored(projectId, activity.views[i]!, activity.likes[i]!, likeWeight))
        : activity.map((a) => scored(a.projectId, a.views, a.likes, likeWeight))
    ).sort(byScoreDescending);
    let maxId = 0;
    for (const score of this.bestFirst) maxId = Math.max(maxId, score.projectId);
    // Ids are dense (one per project): an array indexed by id, unless they are unexpectedly sparse.
    const placeById = maxId <= 8 * this.bestFirst.length + 100_000 ? new Int32Array(maxId + 1) : new Map<number, number>();
    this.bestFirst.forEach((score, i) => (placeById instanceof Map ? placeById.set(score.projectId, i + 1) : (placeById[score.projectId] = i + 1)));
    this.placeById = placeById;
  }

  /** The project's completed-days score, if it had any activity then. */
  scoreOf(projectId: number): ProjectScore | undefined {
    const place = this.placeById instanceof Map ? this.placeById.get(projectId) : this.placeById[projectId];
    return place ? this.bestFirst[place - 1] : undefined;
  }
}

/**
 * Every scored project of the window, best first, lazily: the few thousand projects active today
 * are re-scored with today's numbers and merged into the completed days' list, which is already
 * sorted, so nobody sorts the whole list again every minute.
 */
export function* scoresBestFirst(completed: CompletedScores, today: readonly ProjectActivity[], likeWeight: number): Generator<ProjectScore> {
  const isActiveToday = new Set(today.map((a) => a.projectId));
  const rescored = today
    .map((a) => {
      const before = completed.scoreOf(a.projectId);
      return scored(a.projectId, a.views + (before?.views ?? 0), a.likes + (before?.likes ?? 0), likeWeight);
    })
    .sort(byScoreDescending);
  const earlier = completed.bestFirst;
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < earlier.length && isActiveToday.has(earlier[i]!.projectId)) i++;
    const fromEarlier = earlier[i];
    const fromToday = rescored[j];
    if (!fromEarlier && !fromToday) return;
    if (fromToday && (!fromEarlier || fromToday.score >= fromEarlier.score)) {
      yield fromToday;
      j++;
    } else {
      yield fromEarlier!;
      i++;
    }
  }
}

/** Cuts a best-first sequence into chunks of at least `size`, never splitting equal scores. */
export function* chunksOfWholeTies(scores: Iterable<ProjectScore>, size: number): Generator<ProjectScore[]> {
  let chunk: ProjectScore[] = [];
  for (const score of scores) {
    if (chunk.length >= size && score.score !== chunk[chunk.length - 1]!.score) {
      yield chunk;
      chunk = [];
    }
    chunk.push(score);
  }
  if (chunk.length > 0) yield chunk;
}

type OpenProjectLookup = (projectIds: number[]) => Promise<{ id: number; publishedAt: string | Date }[]>;

/**
 * The best `count` open projects, ties to the newer listing and then the higher id. Reads the
 * sequence a chunk at a time and asks which projects of the chunk are open; every score in a later
 * chunk is lower than every score in an earlier one, so it stops as soon as it has enough.
 */
export async function pickTopOpenProjects(scores: Iterable<ProjectScore>, count: number, findOpen: OpenProjectLookup): Promise<ProjectScore[]> {
  const picked: (ProjectScore & { publishedAtMs: number })[] = [];
  for (const chunk of chunksOfWholeTies(scores, Math.max(count * 2, 20))) {
    const open = new Map((await findOpen(chunk.map((s) => s.projectId))).map((row) => [row.id, new Date(row.publishedAt).getTime()]));
    for (const score of chunk) {
      const publishedAtMs = open.get(score.projectId);
      if (publishedAtMs !== undefined) picked.push({ ...score, publishedAtMs });
    }
    if (picked.length >= count) break;
  }
  picked.sort((a, b) => b.score - a.score || b.publishedAtMs - a.publishedAtMs || b.projectId - a.projectId);
  return picked.slice(0, count).map(({ publishedAtMs: _, ...score }) => score);
}
