import type { ProofPro } from "./pro-proof-data";
import { matchesTerm, REFERENCE_RELEVANCE_WINDOW, type ReferenceTerm } from "./search-reference";

/*
 * The reference the pro search proof compares GET /api/v2/top/pros with: a plain filter over the
 * generated rows, sharing no code with the product's search (decision 020's rule written again).
 */
export type ProViewerKind = "visitor" | "ordererOfA" | "admin";

export type ProReferenceQuery = {
  viewer: ProViewerKind;
  professionIds: number[];
  skillIds: number[];
  rate: { minMan: number | null; maxMan: number | null } | null;
  minDays: number | null;
  remoteTypeIds: number[];
  prefectureIds: number[];
  intentions: string[];
  activeSinceMs: number | null;
  terms: ReferenceTerm[];
  /** 5 is おすすめ順: 新着順 without terms. */
  sort: 1 | 2 | 3 | 4 | 5;
};

function isVisible(pro: ProofPro, viewer: ProViewerKind): boolean {
  if (pro.isDeactivated) return false;
  if (viewer === "admin") return true;
  if (viewer === "visitor") return pro.isPublic;
  return !pro.isShieldedFromA && (pro.isPublic || pro.hasAppliedToA);
}

function matches(pro: ProofPro, q: ProReferenceQuery): boolean {
  if (q.professionIds.length && !q.professionIds.some((id) => pro.professionIds.includes(id))) return false;
  if (!q.skillIds.every((id) => pro.skillIds.includes(id))) return false;
  if (q.rate) {
    if (pro.monthlyRateMan === null) return false;
    if (q.rate.minMan !== null && pro.monthlyRateMan < q.rate.minMan) return false;
    if (q.rate.maxMan !== null && pro.monthlyRateMan >= q.rate.maxMan) return false;
  }
  if (q.minDays !== null && pro.daysPerWeek < q.minDays) return false;
  if (q.remoteTypeIds.length && !q.remoteTypeIds.includes(pro.remoteTypeId)) return false;
  if (q.prefectureIds.length && !q.prefectureIds.includes(pro.prefectureId)) return false;
  if (q.intentions.length && !q.intentions.includes(pro.jobChangeIntention ?? "")) return false;
  if (q.activeSinceMs !== null && (pro.lastActiveAtMs === null || pro.lastActiveAtMs < q.activeSinceMs)) return false;
  return q.terms.every((term) => matchesTerm(pro.haystack.all, term));
}

/** Nulls last in either direction; ties by id, in the sort's direction. */
function compareNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

const COMPARE: Record<Exclude<ProReferenceQuery["sort"], 5>, (a: ProofPro, b: ProofPro) => number> = {
  1: (a, b) => b.updatedAtMs - a.updatedAtMs || b.id - a.id,
  2: (a, b) => compareNullable(a.lastActiveAtMs, b.lastActiveAtMs, -1) || b.id - a.id,
  3: (a, b) => compareNullable(a.monthlyRateMan, b.monthlyRateMan, 1) || a.id - b.id,
  4: (a, b) => compareNullable(a.monthlyRateMan, b.monthlyRateMan, -1) || b.id - a.id,
};

/** Every pro the query finds for its viewer, in its sort's order. */
export function referenceProSearch(pros: readonly ProofPro[], q: ProReferenceQuery): ProofPro[] {
  const found = pros.filter((p) => isVisible(p, q.viewer) && matches(p, q));
  if (q.sort !== 5 || q.terms.length === 0) return found.sort(COMPARE[q.sort === 5 ? 1 : q.sort]);
  // おすすめ順 (decision 027): the 200 most recently updated, by the terms that miss the head, then 新着順; then the rest 新着順.
  const misses = (pro: ProofPro) => q.terms.filter((term) => !matchesTerm(pro.haystack.head, term)).length;
  const newest = found.sort(COMPARE[1]);
  const ranked = newest.slice(0, REFERENCE_RELEVANCE_WINDOW).sort((a, b) => misses(a) - misses(b) || COMPARE[1](a, b));
  return [...ranked, ...newest.slice(REFERENCE_RELEVANCE_WINDOW)];
}
