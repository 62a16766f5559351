import type { availableTimes, budgetBands, contractTypes, remoteTypes } from "../../schema";

// Search conditions. The keys are values of search_project[...][] in URLs: never change them.

export const REMOTE_TYPES = [
  { id: 1, key: "full_remote", name: "フルリモート" },
  { id: 2, key: "partial_remote", name: "一部リモート" },
  { id: 3, key: "onsite", name: "出社" },
] as const satisfies readonly (typeof remoteTypes.$inferInsert)[];

export const REMOTE_TYPE_ID = { fullRemote: 1, partialRemote: 2, onsite: 3 } as const;

/** 万円 per month; null = unbounded on that side. */
export const BUDGET_BANDS = [
  { id: 1, minMan: null, maxMan: 40, label: "〜40万円" },
  { id: 2, minMan: 40, maxMan: 60, label: "40〜60万円" },
  { id: 3, minMan: 60, maxMan: 80, label: "60〜80万円" },
  { id: 4, minMan: 80, maxMan: 100, label: "80〜100万円" },
  { id: 5, minMan: 100, maxMan: 120, label: "100〜120万円" },
  { id: 6, minMan: 120, maxMan: null, label: "120万円〜" },
] as const satisfies readonly (typeof budgetBands.$inferInsert)[];

/** Labels follow the service's own wording: days plus the weekly hours they stand for. */
export const AVAILABLE_TIMES = [
  { id: 1, daysPerWeek: 1, label: "週1日（週8〜15h）" },
  { id: 2, daysPerWeek: 2, label: "週2日（週16〜23h）" },
  { id: 3, daysPerWeek: 3, label: "週3日（週24〜31h）" },
  { id: 4, daysPerWeek: 4, label: "週4日（週32〜39h）" },
  { id: 5, daysPerWeek: 5, label: "週5日（週40h〜）" },
] as const satisfies readonly (typeof availableTimes.$inferInsert)[];

export const CONTRACT_TYPES = [
  { id: 1, key: "outsourcing", name: "業務委託" },
  { id: 2, key: "outsourcing_to_fulltime", name: "業務委託（正社員登用あり）" },
  { id: 3, key: "fulltime", name: "正社員" },
  { id: 4, key: "fixed_term", name: "契約社員" },
] as const satisfies readonly (typeof contractTypes.$inferInsert)[];

export const CONTRACT_TYPE_ID = { outsourcing: 1, outsourcingToFulltime: 2, fulltime: 3, fixedTerm: 4 } as const;
