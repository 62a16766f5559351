import { generateProject } from "../generators/projects";
import type { SeededCorporation } from "./accounts";
import { BulkInserter, type ColumnSpec, createProgress, intArrayLiteral, type RawExecutor } from "./bulk";
import { DEMO_CORPORATIONS, type DemoLayout, iso } from "./plan";

/** Per-project facts kept in typed arrays (1M projects ≈ 30 MB) for the likes, applications and chats. */
export type SeededProjects = {
  corporationIndex: Int32Array;
  publishedAt: Float64Array;
  /** closed_at, or the reference date for open projects: the last moment anyone could act on it */
  activeUntil: Float64Array;
  isOpen: Uint8Array;
  /** Project indexes of the corporations orderer@example.com belongs to */
  demoCorporationProjects: number[];
};

const PROJECT_COLUMNS: readonly ColumnSpec[] = [
  ["id", "int"],
  ["corporation_id", "int"],
  ["created_by_user_id", "int"],
  ["title", "text"],
  ["description", "text"],
  ["profession_ids", "int[]"],
  ["skill_ids", "int[]"],
  ["tag_ids", "int[]"],
  ["special_page_ids", "int[]"],
  ["min_budget_man", "int"],
  ["max_budget_man", "int"],
  ["remote_type_id", "int"],
  ["available_time_id", "int"],
  ["prefecture_id", "int"],
  ["contract_type_id", "int"],
  ["status", "text"],
  ["published_at", "timestamptz"],
  ["closed_at", "timestamptz"],
  ["like_count", "int"],
  ["view_count", "int"],
  ["search_text", "text"],
  ["search_bigrams", "tsvector"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];

const DEMO_PROJECTS_EACH = 12;

/**
 * The first projects go round-robin to orderer@'s three corporations so they always have listings
 * and applicants; the rest follow a long tail (a few corporations post a lot). The free-plan
 * corporation posts nothing directly: a free plan goes through project requests.
 */
function corporationIndexFor(projectIndex: number, draw: number, corporationCount: number): number {
  if (projectIndex < 3 * DEMO_PROJECTS_EACH) return projectIndex % 3;
  return DEMO_CORPORATIONS + Math.floor((corporationCount - DEMO_CORPORATIONS) * draw ** 1.6);
}

export async function seedProjects(
  lanes: readonly RawExecutor[],
  layout: DemoLayout,
  corporations: readonly SeededCorporation[],
  likeCounts: Int32Array,
): Promise<SeededProjects> {
  const random = layout.random.fork("projects");
  const n = layout.projectCount;
  const facts: SeededProjects = {
    corporationIndex: new Int32Array(n),
    publishedAt: new Float64Array(n),
    activeUntil: new Float64Array(n),
    isOpen: new Uint8Array(n),
    demoCorporationProjects: [],
  };
  const inserter = new BulkInserter(lanes, "projects", PROJECT_COLUMNS, 2_000);
  const progress = createProgress("projects", n, layout.onProgress);
  const referenceMs = layout.referenceDate.getTime();
  for (let i = 0; i < n; i++) {
    const c = corporationIndexFor(i, random.next(), layout.corporationCount);
    const project = generateProject(random, corporations[c]!, layout.referenceDate);
    const published = project.publishedAt.getTime();
    const closed = project.closedAt?.getTime() ?? null;
    facts.corporationIndex[i] = c;
    facts.publishedAt[i] = published;
    facts.activeUntil[i] = closed ?? referenceMs;
    facts.isOpen[i] = project.status === "open" ? 1 : 0;
    if (c < 3) facts.demoCorporationProjects.push(i);
    // orderer@ is the owner of corporation 0 and wrote its listings; elsewhere the corporation's own orderer did.
    const author = c === 0 ? layout.demoUserId.orderer : layout.ordererUserId(c);
    await inserter.push([
      layout.projectId(i),
      layout.corporationId(c),
      author,
      project.title,
      project.description,
      intArrayLiteral(project.professionIds),
      intArrayLiteral(project.skillIds),
      intArrayLiteral(project.tagIds),
      intArrayLiteral(project.specialPageIds),
      project.minBudgetMan,
      project.maxBudgetMan,
      project.remoteTypeId,
      project.availableTimeId,
      project.prefectureId,
      project.contractTypeId,
      project.status,
      iso(published),
      closed === null ? null : iso(closed),
      likeCounts[i]!,
      project.viewCount,
      project.searchText,
      project.searchBigrams,
      iso(published),
      iso(closed ?? published),
    ]);
    if ((i & 1023) === 0) progress.tick(i);
  }
  await inserter.finish();
  progress.done(n);
  return facts;
}
