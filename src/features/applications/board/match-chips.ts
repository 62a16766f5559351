import type { JobChangeIntention } from "@/db/schema";
import { REMOTE_TYPE_ID, CONTRACT_TYPE_ID } from "@/db/seed/reference/conditions";

/**
 * Why an applicant fits or not, as short chips computed on the server (issue 15: no peer explains a
 * match). Pure, so a page of 50 cards costs no query beyond the card's own columns.
 */
export type MatchChip = { kind: "skill" | "rate" | "days" | "place" | "intention"; tone: "good" | "warn" | "info"; label: string };

export type MatchFacts = {
  projectSkillIds: readonly number[];
  proSkillIds: readonly number[];
  /** 万円 a month: the project's budget bounds (monthly equivalent, decision 022). */
  budgetMinMan: number | null;
  budgetMaxMan: number | null;
  /** The application's asking rate, else the profile's. */
  askingMonthlyMan: number | null;
  projectDaysPerWeek: number | null;
  /** The application's days, else the profile's. */
  proDaysPerWeek: number | null;
  projectRemoteTypeId: number | null;
  proRemoteTypeId: number | null;
  projectPrefectureId: number | null;
  proPrefectureId: number | null;
  contractTypeId: number | null;
  jobChangeIntention: JobChangeIntention | null;
};

export type ChipNames = { skill: (id: number) => string | undefined; prefecture: (id: number) => string | undefined };

/** A handful of skills is enough on a card: the first three it has, the first two it lacks. */
const SHOWN_HAVE = 3;
const SHOWN_LACK = 2;

export function matchChips(facts: MatchFacts, names: ChipNames): MatchChip[] {
  const chips: MatchChip[] = [];
  const has = new Set(facts.proSkillIds);
  const required = facts.projectSkillIds.filter((id) => names.skill(id) !== undefined);
  const matched = required.filter((id) => has.has(id));
  const missing = required.filter((id) => !has.has(id));
  for (const id of matched.slice(0, SHOWN_HAVE)) chips.push({ kind: "skill", tone: "good", label: `✓ ${names.skill(id)}` });
  for (const id of missing.slice(0, SHOWN_LACK)) chips.push({ kind: "skill", tone: "warn", label: `✗ ${names.skill(id)}` });
  if (required.length > 0 && missing.length === 0) chips.unshift({ kind: "skill", tone: "good", label: "必須スキルすべて" });

  const ask = facts.askingMonthlyMan;
  if (ask !== null && (facts.budgetMinMan !== null || facts.budgetMaxMan !== null)) {
    if (facts.budgetMaxMan !== null && ask > facts.budgetMaxMan) chips.push({ kind: "rate", tone: "warn", label: `希望が予算超過（+${ask - facts.budgetMaxMan}万円）` });
    else chips.push({ kind: "rate", tone: "good", label: "希望単価は予算内" });
  }

  if (facts.projectDaysPerWeek !== null && facts.proDaysPerWeek !== null) {
    chips.push(
      facts.proDaysPerWeek >= facts.projectDaysPerWeek
        ? { kind: "days", tone: "good", label: `稼働 週${facts.proDaysPerWeek}日で可` }
        : { kind: "days", tone: "warn", label: `稼働 週${facts.proDaysPerWeek}日（案件は週${facts.projectDaysPerWeek}日）` },
    );
  }

  // Place matters only when the work is not fully remote.
  if (facts.projectRemoteTypeId !== null && facts.projectRemoteTypeId !== REMOTE_TYPE_ID.fullRemote) {
    if (facts.proRemoteTypeId === REMOTE_TYPE_ID.fullRemote) chips.push({ kind: "place", tone: "warn", label: "フルリモート希望" });
    if (facts.projectPrefectureId !== null && facts.proPrefectureId !== null) {
      chips.push(
        facts.projectPrefectureId === facts.proPrefectureId
          ? { kind: "place", tone: "good", label: `${names.prefecture(facts.proPrefectureId)}在住` }
          : { kind: "place", tone: "info", label: `${names.prefecture(facts.proPrefectureId) ?? "別の都道府県"}在住` },
      );
    }
  }

  // Job-change intention is what a full-time or fixed-term offer needs to know.
  const isEmployment =
    facts.contractTypeId === CONTRACT_TYPE_ID.fulltime ||
    facts.contractTypeId === CONTRACT_TYPE_ID.fixedTerm ||
    facts.contractTypeId === CONTRACT_TYPE_ID.outsourcingToFulltime;
  if (isEmployment && facts.jobChangeIntention !== null) {
    const label = { none: "転職意向なし", considering: "転職を検討中", active: "転職活動中" }[facts.jobChangeIntention];
    chips.push({ kind: "intention", tone: facts.jobChangeIntention === "none" ? "warn" : "good", label });
  }
  return chips;
}
