import { FRESHNESS_CLOSE_DAYS } from "@/lib/listing-freshness";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";

import { generateProject } from "../generators/projects";
import type { SeededCorporation } from "./accounts";
import { BulkInserter, type ColumnSpec, createProgress, intArrayLiteral, type RawExecutor, textArrayLiteral } from "./bulk";
import { DAY_MS, DEMO_CORPORATIONS, type DemoLayout, iso } from "./plan";

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
  ["budget_unit", "text"],
  ["budget_min_amount", "int"],
  ["budget_max_amount", "int"],
  ["welcome_skill_ids", "int[]"],
  ["min_hours_per_week", "smallint"],
  ["openings", "smallint"],
  ["starts_on", "date"],
  ["application_closes_on", "date"],
  ["screening_steps", "text[]"],
  ["remote_type_id", "int"],
  ["available_time_id", "int"],
  ["prefecture_id", "int"],
  ["contract_type_id", "int"],
  ["status", "text"],
  ["published_at", "timestamptz"],
  ["closed_at", "timestamptz"],
  ["close_reason", "text"],
  ["content_updated_at", "timestamptz"],
  ["like_count", "int"],
  ["view_count", "int"],
  ["search_text", "text"],
  ["search_bigrams", "tsvector"],
  ["search_head_length", "int"],
  ["search_text_version", "smallint"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
];

const DEMO_PROJECTS_EACH = 12;
/** Open projects were last saved within this many days, so the freshness job (60/90 days) leaves the demo as it is. */
const CONTENT_FRESH_WITHIN_DAYS = 50;

type Listing = { status: "open" | "closed"; publishedMs: number; closedMs: number | null; closeReason: "stale" | null; contentUpdatedMs: number };

/**
 * When each project's content was last saved (decision 022), and the two deliberate exceptions on
 * orderer@'s first corporation, so its list shows both freshness notes truthfully: one open project
 * last saved 65 days ago (「掲載内容を確認してください」; the job mails its first notice) and one the
 * job closed after 90 days without a save (「自動で募集終了」). The spread is a hash of the index, not
 * a draw, so adding it left every other generated value as it was.
 */
function listingOf(
  i: number,
  isDemoCorporation0: boolean,
  generated: { status: "open" | "closed"; publishedAt: Date; closedAt: Date | null },
  referenceMs: number,
  chosen: { staleOpen: boolean; staleClosed: boolean },
): Listing {
  const publishedMs = generated.publishedAt.getTime();
  const ageDays = (referenceMs - publishedMs) / DAY_MS;
  if (isDemoCorporation0 && !chosen.staleClosed && ageDays >= FRESHNESS_CLOSE_DAYS + 10) {
    chosen.staleClosed = true;
    return { status: "closed", publishedMs, closedMs: publishedMs + FRESHNESS_CLOSE_DAYS * DAY_MS, closeReason: "stale", contentUpdatedMs: publishedMs };
  }
  if (isDemoCorporation0 && !chosen.staleOpen && generated.status === "open" && ageDays >= 65) {
    chosen.staleOpen = true;
    return { status: "open", publishedMs, closedMs: null, closeReason: null, contentUpdatedMs: referenceMs - 65 * DAY_MS };
  }
  if (generated.status === "closed") return { status: "closed", publishedMs, closedMs: generated.closedAt!.getTime(), closeReason: null, contentUpdatedMs: publishedMs };
  const spread = ((i * 2_654_435_761) % 1_000) / 1_000;
  return {
    status: "open",
    publishedMs,
    closedMs: null,
    closeReason: null,
    contentUpdatedMs: Math.max(publishedMs, referenceMs - spread * CONTENT_FRESH_WITHIN_DAYS * DAY_MS),
  };
}

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
  const chosen = { staleOpen: false, staleClosed: false };
  for (let i = 0; i < n; i++) {
    const c = corporationIndexFor(i, random.next(), layout.corporationCount);
    const project = generateProject(random, corporations[c]!, layout.referenceDate);
    const listing = listingOf(i, c === 0, project, referenceMs, chosen);
    const published = listing.publishedMs;
    const closed = listing.closedMs;
    facts.corporationIndex[i] = c;
    facts.publishedAt[i] = published;
    facts.activeUntil[i] = closed ?? referenceMs;
    facts.isOpen[i] = listing.status === "open" ? 1 : 0;
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
      project.budgetUnit,
      project.budgetMinAmount,
      project.budgetMaxAmount,
      intArrayLiteral(project.welcomeSkillIds),
      project.minHoursPerWeek,
      project.openings,
      project.startsOn,
      // An open listing's deadline is still ahead; a passed one would have closed it.
      listing.status === "open" && project.applicationClosesOn !== null && project.applicationClosesOn <= iso(referenceMs).slice(0, 10)
        ? null
        : project.applicationClosesOn,
      textArrayLiteral(project.screeningSteps),
      project.remoteTypeId,
      project.availableTimeId,
      project.prefectureId,
      project.contractTypeId,
      listing.status,
      iso(published),
      closed === null ? null : iso(closed),
      listing.closeReason,
      iso(listing.contentUpdatedMs),
      likeCounts[i]!,
      project.viewCount,
      project.searchText,
      project.searchBigrams,
      project.searchHeadLength,
      SEARCH_TEXT_VERSION,
      iso(published),
      iso(Math.max(closed ?? published, listing.contentUpdatedMs)),
    ]);
    if ((i & 1023) === 0) progress.tick(i);
  }
  await inserter.finish();
  progress.done(n);
  return facts;
}
