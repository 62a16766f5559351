import { projectSearchDocument, type ProjectSearchSource } from "../../../lib/project-search-text";
import { toSearchBigramsLiteral } from "../../../lib/search-text";
import { AVAILABLE_TIMES, CONTRACT_TYPES, CONTRACT_TYPE_ID, REMOTE_TYPES } from "../reference/conditions";
import { REFERENCE_CONDITION_NAMES } from "../reference/condition-names";
import { PREFECTURES } from "../reference/locations";
import { skillId } from "../reference/skills";
import { SPECIAL_PAGE_ID, TAG_ID } from "../reference/tags";
import type { Archetype } from "./archetype";
import { BUSINESS_ARCHETYPES } from "./archetypes-business";
import { ENGINEERING_ARCHETYPES } from "./archetypes-engineering";
import { PREFECTURE_WEIGHTS } from "./companies";
import { composeProjectDescription, type ProjectTextFacts } from "./project-text";
import { composeProjectTitle, pickProjectIndustry, pickProjectProduct } from "./project-titles";
import { Random } from "./random";
import type { Industry } from "./vocabulary";

export const ARCHETYPES: readonly Archetype[] = [...ENGINEERING_ARCHETYPES, ...BUSINESS_ARCHETYPES];
const WEIGHTED_ARCHETYPES = ARCHETYPES.map((a) => [a, a.weight] as const);
const DAY_MS = 86_400_000;

const PREFECTURE_NAME = new Map(PREFECTURES.map((p) => [p.id, p.name]));
const CONTRACT_NAME = new Map<number, string>(CONTRACT_TYPES.map((c) => [c.id, c.name]));
const REMOTE_ID = new Map<string, number>(REMOTE_TYPES.map((r) => [r.key, r.id]));

/** What a project's author knows about the corporation it belongs to. */
export type ProjectCorporationContext = { industry: Industry; isStartup: boolean; prefectureId: number };

export type GeneratedProject = {
  title: string;
  description: string;
  professionIds: number[];
  skillIds: number[];
  tagIds: number[];
  specialPageIds: number[];
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  remoteTypeId: number;
  availableTimeId: number;
  prefectureId: number | null;
  contractTypeId: number;
  status: "open" | "closed";
  publishedAt: Date;
  closedAt: Date | null;
  viewCount: number;
  searchText: string;
  searchBigrams: string;
  searchHeadLength: number;
} & PostingDetails;

/** What an orderer states beyond the search's conditions (issue 14, decision 022). */
export type PostingDetails = {
  budgetUnit: "monthly" | "hourly" | "annual";
  /** As entered: 円 for hourly, 万円 for annual; null for monthly. min/max_budget_man stay the monthly equivalent. */
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
  welcomeSkillIds: number[];
  openings: number;
  minHoursPerWeek: number | null;
  startsOn: string | null;
  applicationClosesOn: string | null;
  screeningSteps: string[];
};

const SCREENING_FLOWS: readonly string[][] = [
  ["書類選考", "面談（1回）"],
  ["書類選考", "カジュアル面談", "面談（1回）"],
  ["書類選考", "面談（2回）"],
  ["書類選考", "技術課題", "面談（1回）"],
  ["カジュアル面談", "トライアル稼働", "契約"],
];

/** FNV-1a: a seed from the project's own text, so the details below draw nothing from the main stream. */
function seedOf(text: string, at: number): number {
  let hash = 0x811c9dc5 ^ at;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const dayAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * The posting's details: a share of employment listings state 年収 and of freelance ones 時給 (the
 * monthly figure converted and rounded as an orderer would), welcome skills beyond the stack, openings,
 * dates and a screening flow. Drawn from their own generator seeded by the title, so adding them left
 * every other generated value — and every test built on them — unchanged.
 */
function generatePostingDetails(
  title: string,
  publishedAt: Date,
  facts: { isEmployment: boolean; days: number; minMan: number | null; maxMan: number | null; extraSkills: readonly string[] },
): PostingDetails {
  const random = new Random(seedOf(title, publishedAt.getTime()));
  let budgetUnit: PostingDetails["budgetUnit"] = "monthly";
  let budgetMinAmount: number | null = null;
  let budgetMaxAmount: number | null = null;
  const both = (convert: (man: number) => number) => {
    budgetMinAmount = facts.minMan === null ? null : convert(facts.minMan);
    budgetMaxAmount = facts.maxMan === null ? null : convert(facts.maxMan);
  };
  if (facts.isEmployment && random.chance(0.45)) {
    budgetUnit = "annual";
    both((man) => man * 12);
  } else if (!facts.isEmployment && random.chance(0.12)) {
    budgetUnit = "hourly";
    both((man) => Math.max(1000, Math.round((man * 10_000) / 160 / 100) * 100));
  }
  return {
    budgetUnit,
    budgetMinAmount,
    budgetMaxAmount,
    welcomeSkillIds: random.sample([...facts.extraSkills], random.int(0, 2)).map(skillId),
    openings: random.weighted([
      [1, 70],
      [2, 20],
      [3, 10],
    ] as const),
    minHoursPerWeek: !facts.isEmployment && random.chance(0.2) ? facts.days * 8 : null,
    startsOn: random.chance(0.6) ? dayAfter(publishedAt, random.int(7, 45)) : null,
    applicationClosesOn: random.chance(0.3) ? dayAfter(publishedAt, random.int(30, 90)) : null,
    screeningSteps: random.chance(0.7) ? [...random.pick(SCREENING_FLOWS)] : [],
  };
}

/** A project's search columns (projectSearchDocument, as the posting form writes them), named from the reference lists. */
export function buildProjectSearchColumns(source: ProjectSearchSource): { searchText: string; searchBigrams: string; searchHeadLength: number } {
  const document = projectSearchDocument(REFERENCE_CONDITION_NAMES, source);
  return { searchText: document.text, searchBigrams: toSearchBigramsLiteral(document.text), searchHeadLength: document.headLength };
}

const roundTo5 = (value: number) => Math.max(5, Math.round(value / 5) * 5);

/** Monthly budget in 万円, scaled by days a week (a 週2日 engagement pays well under a full month). */
function generateBudget(random: Random, archetype: Archetype, days: number, isEmployment: boolean): [number | null, number | null] {
  const [low, high] = archetype.budget;
  const scale = 0.1 + 0.18 * days;
  const min = roundTo5(random.int(low, high - 10) * scale);
  const max = Math.max(min, roundTo5((random.int(low, high) + random.pick([10, 15, 20, 30])) * scale));
  const roll = random.next();
  // Employment listings always state a salary range; only freelance work says "up to" or "from".
  if (isEmployment) return [min, max];
  if (roll < 0.05) return [null, max];
  if (roll < 0.12) return [min, null];
  return [min, max];
}

export function generateProject(random: Random, corporation: ProjectCorporationContext, referenceDate: Date): GeneratedProject {
  const archetype = random.weighted(WEIGHTED_ARCHETYPES);
  // Mostly the corporation's own field, always one the work fits (project-titles.ts).
  const industry = pickProjectIndustry(random, archetype, corporation.industry);
  const stack = random.pick(archetype.stacks);
  const extraPool = archetype.stacks.flat().filter((name) => !stack.includes(name));
  const welcomeSkills = random.sample([...new Set(extraPool)], random.int(0, 2));
  const skillNames = [...stack, ...welcomeSkills];

  const contractTypeId = random.weighted([
    [CONTRACT_TYPE_ID.outsourcing, 45],
    [CONTRACT_TYPE_ID.outsourcingToFulltime, 10],
    [CONTRACT_TYPE_ID.fulltime, 38],
    [CONTRACT_TYPE_ID.fixedTerm, 7],
  ] as const);
  const isEmployment = contractTypeId === CONTRACT_TYPE_ID.fulltime || contractTypeId === CONTRACT_TYPE_ID.fixedTerm;
  const days = isEmployment
    ? 5
    : random.weighted([
        [1, 8],
        [2, 20],
        [3, 30],
        [4, 17],
        [5, 25],
      ] as const);
  const remoteKey = random.weighted([
    ["full_remote", 45],
    ["partial_remote", 40],
    ["onsite", 15],
  ] as const);
  const prefectureId = remoteKey === "full_remote" && random.chance(0.6) ? null : random.chance(0.8) ? corporation.prefectureId : random.weighted(PREFECTURE_WEIGHTS);
  const [minBudgetMan, maxBudgetMan] = generateBudget(random, archetype, days, isEmployment);

  const facts: ProjectTextFacts = {
    archetype,
    industry,
    product: pickProjectProduct(random, archetype, industry),
    skills: stack,
    welcomeSkills,
    remoteKey,
    daysPerWeek: days,
    isFulltime: contractTypeId === CONTRACT_TYPE_ID.fulltime,
    contractName: CONTRACT_NAME.get(contractTypeId)!,
    prefectureName: prefectureId === null ? null : PREFECTURE_NAME.get(prefectureId)!,
    minBudgetMan,
    maxBudgetMan,
  };
  const title = composeProjectTitle(random, facts);
  const description = composeProjectDescription(random, facts);

  const top = maxBudgetMan ?? minBudgetMan ?? 0;
  const isOutsourcing = !isEmployment;
  const tags: number[] = [];
  const addTag = (id: number, when: boolean) => void (when && tags.push(id));
  addTag(TAG_ID.highPaying, top >= 90);
  addTag(TAG_ID.sideJob, isOutsourcing && days <= 3);
  addTag(TAG_ID.twoDaysOk, days <= 2);
  addTag(TAG_ID.fullRemote, remoteKey === "full_remote");
  addTag(TAG_ID.freelanceWelcome, isOutsourcing && random.chance(0.7));
  addTag(TAG_ID.noExperienceOk, random.chance(0.04));
  addTag(TAG_ID.shortHours, isOutsourcing && random.chance(0.15));
  addTag(TAG_ID.weekendOk, days <= 2 && random.chance(0.3));
  addTag(TAG_ID.longTerm, random.chance(0.5));
  addTag(TAG_ID.urgent, random.chance(0.1));
  addTag(TAG_ID.casualDress, random.chance(0.35));
  addTag(TAG_ID.english, random.chance(0.07));
  addTag(TAG_ID.flextime, random.chance(0.3));
  addTag(TAG_ID.newBusiness, corporation.isStartup && random.chance(0.4));
  addTag(TAG_ID.pcProvided, random.chance(0.3));

  const pages: number[] = [];
  if (top >= 100) pages.push(SPECIAL_PAGE_ID.highPaying);
  if (days <= 2) pages.push(SPECIAL_PAGE_ID.sideJob);
  if (archetype.isGenerativeAi) pages.push(SPECIAL_PAGE_ID.generativeAi);
  if (corporation.isStartup && random.chance(0.6)) pages.push(SPECIAL_PAGE_ID.startup);
  if (remoteKey === "full_remote" && random.chance(0.5)) pages.push(SPECIAL_PAGE_ID.remoteFirst);
  if (contractTypeId === CONTRACT_TYPE_ID.outsourcingToFulltime) pages.push(SPECIAL_PAGE_ID.jobChange);

  // Spread over the last ~180 days; older projects are likelier to be closed.
  const ageDays = random.next() * 180;
  const publishedAt = new Date(referenceDate.getTime() - ageDays * DAY_MS);
  const isClosed = random.chance(0.05 + (ageDays / 180) * 0.2);
  const closedAt = isClosed
    ? new Date(Math.max(publishedAt.getTime(), Math.min(publishedAt.getTime() + random.int(7, 60) * DAY_MS, referenceDate.getTime() - 3_600_000)))
    : null;

  const professionIds = [...archetype.professionIds];
  const unusedSkills = [...new Set(extraPool)].filter((name) => !skillNames.includes(name));
  const details = generatePostingDetails(title, publishedAt, { isEmployment, days, minMan: minBudgetMan, maxMan: maxBudgetMan, extraSkills: unusedSkills });
  const skillIds = skillNames.map(skillId);
  const conditions = {
    tagIds: tags.sort((x, y) => x - y),
    remoteTypeId: REMOTE_ID.get(remoteKey)!,
    availableTimeId: AVAILABLE_TIMES.find((t) => t.daysPerWeek === days)!.id,
    prefectureId,
    contractTypeId,
  };
  return {
    title,
    description,
    professionIds,
    skillIds,
    specialPageIds: pages,
    minBudgetMan,
    maxBudgetMan,
    ...conditions,
    status: isClosed ? "closed" : "open",
    publishedAt,
    closedAt,
    viewCount: Math.floor(random.next() ** 2 * 2000) + random.int(0, 30),
    ...details,
    ...buildProjectSearchColumns({ title, description, skillIds, welcomeSkillIds: details.welcomeSkillIds, professionIds, ...conditions }),
  };
}
