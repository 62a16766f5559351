import type { DatabaseHandle } from "@/db/client";
import { corporations } from "@/db/schema";
import { BulkInserter, type ColumnSpec, intArrayLiteral, openRawExecutor } from "@/db/seed/demo/bulk";
import { createProjectGinIndexes, dropProjectGinIndexes } from "@/db/seed/demo/indexes";
import { buildProjectSearchColumns, generateCorporation, generateProject, Random } from "@/db/seed/factories";
import { SEARCH_TEXT_VERSION } from "@/lib/search-document";

/**
 * A search data set for the proof tests (issue 4): realistic generated projects written the way
 * every product write path writes them (search_text and search_bigrams from the product's own
 * functions), with the variety a search must cope with mixed in — titles typed in full-width,
 * half-width katakana, upper case or the other kana, odd tokens (Ｃ＃, ｶﾞ, ㈱, 100%, snake_case),
 * projects with no budget at all, equal publish times and equal like counts (so every tie-break
 * of every sort is exercised). Deterministic for a seed.
 */

export type ProofProject = {
  id: number;
  corporationId: number;
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
  publishedAtMs: number;
  likeCount: number;
};

export const PROOF_REFERENCE_DATE = new Date("2026-11-01T09:00:00+09:00");

/* ---------------------------------------------------------------- variants of typed text */

const HALF_KANA = new Map<string, string>();
{
  // Half-width katakana (U+FF61–U+FF9F) and what each stands for, with the voiced and semi-voiced
  // marks that combine into one full-width letter (ｶﾞ → ガ, ﾊﾟ → パ, ｳﾞ → ヴ).
  for (let code = 0xff61; code <= 0xff9f; code++) {
    const half = String.fromCodePoint(code);
    const full = half.normalize("NFKC");
    if (!HALF_KANA.has(full)) HALF_KANA.set(full, half);
    for (const mark of ["\uff9e", "\uff9f"]) {
      const combined = (half + mark).normalize("NFKC");
      if ([...combined].length === 1 && !HALF_KANA.has(combined)) HALF_KANA.set(combined, half + mark);
    }
  }
}

/** Hiragana → katakana (ぁ–ゖ → ァ–ヶ); everything else as it is. */
export function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** Katakana → hiragana (ァ–ヶ → ぁ–ゖ); everything else as it is. */
export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** As typed with a full-width IME: ASCII becomes full-width, half-width katakana becomes full-width. */
export function toFullWidth(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x21 && code <= 0x7e) out += String.fromCodePoint(code + 0xfee0);
    else if (code === 0x20) out += "\u3000";
    else out += char;
  }
  return out.replace(/[\uff61-\uff9d][\uff9e\uff9f]?|[\uff9e\uff9f]/g, (run) => run.normalize("NFKC"));
}

/** As typed on an old phone: full-width ASCII becomes ASCII, katakana becomes half-width katakana. */
export function toHalfWidth(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xff01 && code <= 0xff5e) out += String.fromCodePoint(code - 0xfee0);
    else if (code === 0x3000) out += " ";
    else out += HALF_KANA.get(char) ?? char;
  }
  return out;
}

export type TextVariant = {
  width: "keep" | "full" | "half";
  letterCase: "keep" | "upper" | "lower";
  kana: "keep" | "hiragana" | "katakana";
};

/** The same words as someone else might type them. */
export function applyVariant(text: string, variant: TextVariant): string {
  let out = text;
  if (variant.kana === "hiragana") out = toHiragana(out);
  if (variant.kana === "katakana") out = toKatakana(out);
  if (variant.letterCase === "upper") out = out.toUpperCase();
  if (variant.letterCase === "lower") out = out.toLowerCase();
  // Half-width katakana exists only for katakana: hiragana typed "half-width" is its katakana.
  if (variant.width === "half") out = toHalfWidth(toKatakana(out));
  if (variant.width === "full") out = toFullWidth(out);
  return out;
}

/* ---------------------------------------------------------------- the data set */

/** Tokens that only match if the product normalises them the way it promises. */
const ODD_TOKENS = [
  "Ｃ＃",
  "ＡＷＳ",
  "ａｗｓ",
  "ﾃﾞｻﾞｲﾅｰ",
  "ｶﾞｲﾄﾞ",
  "ﾊﾟｰﾄﾅｰ",
  "ｳﾞｨｼﾞｮﾝ",
  "ヴァリュー",
  "ゔぁりゅー",
  "３ヵ月",
  "２ヶ所",
  "㈱カケハシ",
  "①要件定義",
  "Ⅲ期",
  "㌔",
  "100%",
  "５０％",
  "snake_case",
  "R&D",
  "e-Learning",
  "Node.js",
  ".NET",
  "C++",
  "ＰＭＯ",
  "ｐｍｏ",
  "Web3",
  "ｗｅｂ３",
  "ＤｅｖＯｐｓ",
  "ぷろだくと",
  "プロダクト",
  "ﾌﾟﾛﾀﾞｸﾄ",
  "ＳａａＳ",
];

const TITLE_VARIANTS: TextVariant[] = [
  { width: "full", letterCase: "keep", kana: "keep" },
  { width: "half", letterCase: "keep", kana: "keep" },
  { width: "keep", letterCase: "upper", kana: "keep" },
  { width: "keep", letterCase: "keep", kana: "hiragana" },
  { width: "full", letterCase: "upper", kana: "katakana" },
];

const PROJECT_COLUMNS: readonly ColumnSpec[] = [
  ["id", "int"],
  ["corporation_id", "int"],
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
  ["search_head_length", "int"],
  ["search_text_version", "smallint"],
];

/** Rewrites one run of the title as another writer would have typed it, or adds an odd token. */
function varyTitle(random: Random, title: string): string {
  const roll = random.next();
  if (roll < 0.15) {
    const chars = [...title];
    const start = random.int(0, Math.max(0, chars.length - 2));
    const end = Math.min(chars.length, start + random.int(2, 12));
    return chars.slice(0, start).join("") + applyVariant(chars.slice(start, end).join(""), random.pick(TITLE_VARIANTS)) + chars.slice(end).join("");
  }
  if (roll < 0.23) return random.chance(0.5) ? `${random.pick(ODD_TOKENS)} ${title}` : `${title}【${random.pick(ODD_TOKENS)}】`;
  return title;
}

/**
 * Words that exactly 1,000 and exactly 1,001 projects of 5,000 carry: the counts either side of
 * the 1,000 cap (every 5th project, and every 5th from the 2nd plus one more).
 */
export const BOUNDARY_WORDS = { thousand: "検証甲", thousandAndOne: "検証乙" } as const;

function boundaryToken(index: number): string {
  if (index % 5 === 0) return `【${BOUNDARY_WORDS.thousand}】`;
  if (index % 5 === 1 || index === 2) return `【${BOUNDARY_WORDS.thousandAndOne}】`;
  return "";
}

/**
 * Writes `count` projects (ids 1…count, so into an emptied database) under thirty corporations in
 * bulk, then ANALYZEs so the planner sees real statistics. Returns the rows as written, for a
 * reference to search.
 */
export async function seedProofProjects(handle: DatabaseHandle, count: number, seed: number): Promise<ProofProject[]> {
  const random = new Random(seed);
  const contexts = Array.from({ length: 30 }, (_, i) => generateCorporation(random, i + 1));
  const corporationRows = await handle.db
    .insert(corporations)
    .values(contexts.map((c) => ({ name: c.name, description: c.description, websiteUrl: c.websiteUrl, prefectureId: c.prefectureId })))
    .returning({ id: corporations.id });

  const rows: ProofProject[] = [];
  const exec = await openRawExecutor(handle);
  try {
    // As the demo seed does: the GIN indexes are built once after the load, not row by row.
    await dropProjectGinIndexes(exec);
    const inserter = new BulkInserter(exec, "projects", PROJECT_COLUMNS, 1_000);
    for (let i = 0; i < count; i++) {
      const c = random.int(0, contexts.length - 1);
      const g = generateProject(random, contexts[c]!, PROOF_REFERENCE_DATE);
      const title = `${varyTitle(random, g.title)}${boundaryToken(i)}`;
      const noBudget = random.chance(0.03);
      const previous = rows.at(-1);
      const row: ProofProject = {
        id: i + 1,
        corporationId: corporationRows[c]!.id,
        title,
        description: g.description,
        professionIds: g.professionIds,
        skillIds: g.skillIds,
        tagIds: g.tagIds,
        specialPageIds: g.specialPageIds,
        minBudgetMan: noBudget ? null : g.minBudgetMan,
        maxBudgetMan: noBudget ? null : g.maxBudgetMan,
        remoteTypeId: g.remoteTypeId,
        availableTimeId: g.availableTimeId,
        prefectureId: g.prefectureId,
        contractTypeId: g.contractTypeId,
        status: g.status,
        // Some projects share their publish time with the one before, so the id breaks the tie.
        publishedAtMs: previous && random.chance(0.05) ? previous.publishedAtMs : g.publishedAt.getTime(),
        likeCount: random.chance(0.6) ? 0 : random.int(1, 12),
      };
      rows.push(row);
      // The product's write path: the search columns from the final fields (the proof writes no welcome skills).
      const search = buildProjectSearchColumns({ ...row, welcomeSkillIds: [] });
      const published = new Date(row.publishedAtMs).toISOString();
      await inserter.push([
        row.id,
        row.corporationId,
        row.title,
        row.description,
        intArrayLiteral(row.professionIds),
        intArrayLiteral(row.skillIds),
        intArrayLiteral(row.tagIds),
        intArrayLiteral(row.specialPageIds),
        row.minBudgetMan,
        row.maxBudgetMan,
        row.remoteTypeId,
        row.availableTimeId,
        row.prefectureId,
        row.contractTypeId,
        row.status,
        published,
        g.closedAt?.toISOString() ?? null,
        row.likeCount,
        g.viewCount,
        search.searchText,
        search.searchBigrams,
        search.searchHeadLength,
        SEARCH_TEXT_VERSION,
      ]);
    }
    await inserter.finish();
    // The ids were given: move the identity on so a project inserted later gets the next one.
    if (count > 0) await exec.query(`SELECT setval(pg_get_serial_sequence('projects', 'id'), ${count})`);
  } finally {
    await createProjectGinIndexes(handle, exec);
    await exec.query("ANALYZE projects");
    await exec.release();
  }
  return rows;
}

export { proofHaystacks, readProofReferenceData, type ProofReferenceData } from "./search-proof-reference-data";
