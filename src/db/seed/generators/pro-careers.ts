import type { PortfolioLinkKind } from "../../schema";
import { generateCorporation } from "./companies";
import type { GeneratedPro } from "./pros";
import { ARCHETYPES } from "./projects";
import type { Random } from "./random";

export type GeneratedHistory = {
  companyName: string;
  isCompanyNameHidden: boolean;
  projectName: string;
  role: string;
  /** Months before the reference date the engagement started / ended (null = 現在). */
  startedMonthsAgo: number;
  endedMonthsAgo: number | null;
  description: string;
  skillIds: number[];
};

/** The parts of a profile beyond the search card: drawn from their own random stream, so the cards stay as they were. */
export type GeneratedCareer = {
  skillYears: number[];
  desiredHourlyRateYen: number | null;
  availableHoursPerDay: number;
  /** Days after the reference date the pro can start; null = 相談. */
  availableInDays: number | null;
  /** Hours before the reference date of the last login. */
  lastActiveHoursAgo: number;
  histories: GeneratedHistory[];
  links: { kind: PortfolioLinkKind; title: string; url: string }[];
};

const ARCHETYPE_BY_KEY = new Map(ARCHETYPES.map((a) => [a.key, a]));

const PROJECT_KINDS = ["新規開発", "リニューアル", "機能追加・改善", "運用保守", "立ち上げ支援"];
const ROLES_BY_SENIORITY = [
  ["メンバー", "担当者"],
  ["サブリーダー", "メンバー", "主担当"],
  ["テックリード", "リーダー", "PM補佐", "主担当"],
] as const;
const OUTCOMES = [
  "リリース後の問い合わせ件数を約3割削減しました。",
  "開発プロセスを見直し、リリース頻度を月1回から週1回に高めました。",
  "既存コードのテストを整備し、障害の発生件数を減らしました。",
  "関係部署との要件調整から受け入れまで一貫して担当しました。",
  "新メンバーのオンボーディング資料を整え、立ち上がりを早めました。",
];
const ARTICLE_TOPICS = ["の設計で気をつけていること", "を本番導入して分かったこと", "入門：最初の1週間で押さえること", "のパフォーマンス改善事例"];

/** A believable career for a generated pro: years per skill, history, portfolio, rates and availability. */
export function generateCareer(random: Random, pro: GeneratedPro, serial: number): GeneratedCareer {
  const archetype = ARCHETYPE_BY_KEY.get(pro.archetypeKey) ?? ARCHETYPES[0]!;
  const total = pro.yearsOfExperience;
  const skillYears = pro.skillIds.map((_, i) => Math.max(1, Math.min(total, total - random.int(0, Math.max(0, Math.floor(total / 2))) - (i > 2 ? 1 : 0))));
  const histories: GeneratedHistory[] = [];
  let monthsAgo = random.chance(0.6) ? 0 : random.int(1, 4);
  const count = Math.min(4, 1 + Math.floor(total / 3));
  for (let i = 0; i < count && monthsAgo < total * 12; i++) {
    const length = random.int(6, 30);
    const company = generateCorporation(random, serial * 10 + i);
    const seniority = Math.min(2, Math.floor((total * 12 - monthsAgo) / 48));
    histories.push({
      companyName: company.name,
      isCompanyNameHidden: random.chance(0.25),
      projectName: `${random.pick(company.industry.products)}の${archetype.work}（${random.pick(PROJECT_KINDS)}）`,
      role: `${archetype.role}／${random.pick(ROLES_BY_SENIORITY[seniority]!)}`,
      startedMonthsAgo: monthsAgo + length,
      endedMonthsAgo: i === 0 && monthsAgo === 0 ? null : monthsAgo,
      description: `${random.sample(archetype.tasks, 2).join("、")}を担当。${random.pick(OUTCOMES)}`,
      skillIds: random.sample(pro.skillIds, Math.min(pro.skillIds.length, random.int(2, 4))),
    });
    monthsAgo += length + random.int(0, 3);
  }
  const handle = `pro-${serial}`;
  const links: GeneratedCareer["links"] = [];
  if (!archetype.isBusiness && random.chance(0.6)) links.push({ kind: "github", title: "GitHub", url: `https://github.example.com/${handle}` });
  if (random.chance(0.35)) links.push({ kind: "site", title: "ポートフォリオサイト", url: `https://${handle}.example.net/` });
  if (random.chance(0.3)) {
    const topic = random.pick(pro.skillIds.length ? ARTICLE_TOPICS : ARTICLE_TOPICS.slice(0, 1));
    links.push({ kind: "article", title: `${archetype.work}${topic}`, url: `https://blog.example.org/${handle}/${random.int(1, 90)}` });
  }
  return {
    skillYears,
    // An hourly figure close to the monthly one at 160 h a month, rounded to 500 円, for about half the pros.
    desiredHourlyRateYen: random.chance(0.5) ? Math.max(2_000, Math.round((pro.desiredMonthlyRateMan * 10_000) / (pro.availableDaysPerWeek * 8 * 4) / 500) * 500) : null,
    availableHoursPerDay: random.weighted([
      [8, 6],
      [6, 2],
      [4, 2],
    ] as const),
    availableInDays: random.weighted([
      [0, 3],
      [random.int(7, 45), 4],
      [null, 3],
    ] as const),
    lastActiveHoursAgo: random.weighted([
      [random.int(0, 72), 4],
      [random.int(72, 24 * 7), 3],
      [random.int(24 * 7, 24 * 30), 2],
      [random.int(24 * 30, 24 * 200), 2],
    ] as const),
    histories,
    links,
  };
}
