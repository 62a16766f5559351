/**
 * Issue 17: what people type finds what they mean. Realistic queries — short Latin words, readings,
 * short forms, labels of conditions, mixed scripts and widths — are asked of GET /api/v2/top/projects
 * over 5,000 generated projects; each query states which projects a searcher means by it, from the
 * projects' structured fields (skills, professions, tags, remote type, prefecture, contract), never
 * from their text. With おすすめ順, the sort offered for a free word, the first page's precision
 * averaged over the queries must be at least 0.9. 新着順 (the default) orders by date alone, so a
 * project that merely mentions the word (「PMと連携」, 「出社不要」) can come first: it keeps a lower floor.
 */
import { beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { readProofReferenceData, seedProofProjects, type ProofProject, type ProofReferenceData } from "@tests/support/search-proof-data";
import { createTestApp, getTestDatabase, resetDatabase } from "@tests/support/test-database";

const PROJECT_COUNT = 5_000;
const DATA_SEED = 20_261_125;
const MIN_MEAN_PRECISION: Record<number, number> = { 1: 0.85, 4: 0.9 };

let handle: DatabaseHandle;
let client: BrowserLikeClient;
let byId: Map<number, ProofProject>;
let ref: ProofReferenceData;

type Meant = (p: ProofProject) => boolean;

/** Reference lookups by name, so the queries below read as a searcher would state them. */
function meaning() {
  const skill = (...names: string[]): Meant => {
    const ids = names.map((name) => ref.skills.find((s) => s.name === name)!.id);
    return (p) => p.skillIds.some((id) => ids.includes(id));
  };
  const profession = (...names: string[]): Meant => {
    const ids = names.map((name) => ref.professions.find((s) => s.name === name)!.id);
    return (p) => p.professionIds.some((id) => ids.includes(id));
  };
  const tag = (name: string): Meant => {
    const id = ref.tags.find((t) => t.name === name)!.id;
    return (p) => p.tagIds.includes(id);
  };
  const remote =
    (key: string): Meant =>
    (p) =>
      p.remoteTypeId === ref.remoteTypes.find((r) => r.key === key)!.id;
  const prefecture =
    (name: string): Meant =>
    (p) =>
      p.prefectureId === ref.prefectures.find((x) => x.name === name)!.id;
  const region = (name: string): Meant => {
    const regionId = ref.regions.find((r) => r.name === name)!.id;
    return (p) => ref.prefectures.some((x) => x.id === p.prefectureId && x.regionId === regionId);
  };
  const contract =
    (...keys: string[]): Meant =>
    (p) =>
      keys.some((key) => p.contractTypeId === ref.contractTypes.find((c) => c.key === key)!.id);
  const days =
    (n: number): Meant =>
    (p) =>
      p.availableTimeId === ref.availableTimes.find((t) => t.label.startsWith(`週${n}日`))!.id;
  const any =
    (...meant: Meant[]): Meant =>
    (p) =>
      meant.some((m) => m(p));
  const all =
    (...meant: Meant[]): Meant =>
    (p) =>
      meant.every((m) => m(p));
  const js = skill("JavaScript", "TypeScript", "React", "Next.js", "Vue.js", "Nuxt", "Angular", "Svelte", "Node.js", "NestJS", "Express", "React Native");
  const frontend = skill("React", "Next.js", "Vue.js", "Nuxt", "Angular", "Svelte", "HTML/CSS", "TypeScript", "JavaScript");
  const infra = any(profession("インフラエンジニア"), skill("AWS", "GCP", "Azure", "Terraform", "Kubernetes", "Docker", "Linux", "Datadog"));
  const ml = any(profession("機械学習エンジニア", "データサイエンティスト"), skill("PyTorch", "TensorFlow", "LangChain", "OpenAI API"));
  return [
    ["Go", skill("Go")],
    ["go", skill("Go")],
    ["Golang", skill("Go")],
    ["ゴー", skill("Go")],
    ["java", skill("Java", "Kotlin", "Spring Boot")],
    ["ジャバ", skill("Java", "Kotlin", "Spring Boot")],
    ["JS", js],
    ["TS", js],
    ["リアクト", skill("React", "React Native", "Next.js")],
    ["ＲＥＡＣＴ", skill("React", "React Native", "Next.js")],
    ["パイソン", skill("Python", "Django", "FastAPI", "Flask", "PyTorch")],
    ["k8s", skill("Kubernetes")],
    ["RoR", skill("Ruby on Rails", "Ruby")],
    ["ML", ml],
    ["機械学習", ml],
    ["PM", profession("PM/ディレクター", "プロダクトマネージャー")],
    ["PdM", profession("プロダクトマネージャー")],
    ["フロント", frontend],
    ["インフラ", infra],
    ["SRE", infra],
    ["AWS", skill("AWS")],
    ["aws 副業", all(skill("AWS"), tag("副業OK"))],
    ["副業", tag("副業OK")],
    ["高単価", tag("高単価")],
    ["フルリモート", any(remote("full_remote"), tag("フルリモート"))],
    ["ﾌﾙﾘﾓｰﾄ", any(remote("full_remote"), tag("フルリモート"))],
    ["フルリモート 東京", all(any(remote("full_remote"), tag("フルリモート")), prefecture("東京都"))],
    ["東京 React", all(prefecture("東京都"), skill("React", "React Native", "Next.js"))],
    ["大阪 常駐", all(prefecture("大阪府"), remote("onsite"))],
    ["関西", region("近畿")],
    ["週3日", days(3)],
    ["正社員", contract("fulltime", "outsourcing_to_fulltime")],
    ["業務委託", contract("outsourcing", "outsourcing_to_fulltime")],
    ["デザイナー", profession("デザイナー")],
    ["Figma", skill("Figma")],
    ["C#", skill("C#", ".NET", "Unity")],
    ["Vue", skill("Vue.js", "Nuxt")],
    ["マーケ", profession("マーケター")],
    ["Python 機械学習", all(skill("Python", "PyTorch", "TensorFlow"), ml)],
  ] as const satisfies readonly (readonly [string, Meant])[];
}

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle);
  const rows = await seedProofProjects(handle, PROJECT_COUNT, DATA_SEED);
  byId = new Map(rows.map((row) => [row.id, row]));
  ref = await readProofReferenceData(handle);
  client = new BrowserLikeClient(createTestApp(handle, { anonymousReadLimit: null }));
}, 120_000);

async function firstPage(word: string, sort: number): Promise<number[]> {
  const query = new URLSearchParams({ "search_project[free_word]": word, "search_project[sort]": String(sort) });
  const response = await client.request("GET", `/api/v2/top/projects?${query}`);
  expect(response.status).toBe(200);
  return (await json<{ projectList: { id: number }[] }>(response)).projectList.map((p) => p.id);
}

describe("issue 17: realistic queries find what the searcher means (first-page precision)", () => {
  it.each([
    [1, "新着順"],
    [4, "おすすめ順"],
  ])(
    "sort %s (%s): mean precision over the queries at its floor, each query finding something",
    async (sort) => {
      const queries = meaning();
      expect(queries.length).toBeGreaterThanOrEqual(30);
      const table: { query: string; found: number; precision: number }[] = [];
      for (const [query, meant] of queries) {
        const ids = await firstPage(query, sort);
        const relevant = ids.filter((id) => meant(byId.get(id)!)).length;
        table.push({ query, found: ids.length, precision: ids.length === 0 ? 0 : relevant / ids.length });
      }
      const mean = table.reduce((sum, row) => sum + row.precision, 0) / table.length;
      console.info(`precision, sort ${sort}: mean ${mean.toFixed(3)}\n${table.map((r) => `  ${r.query}\t${r.found}\t${r.precision.toFixed(2)}`).join("\n")}`);
      for (const row of table) expect(row.found, row.query).toBeGreaterThan(0);
      expect(mean).toBeGreaterThanOrEqual(MIN_MEAN_PRECISION[sort]!);
    },
    120_000,
  );
});
