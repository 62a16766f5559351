import { REMOTE_TYPE_ID } from "../reference/conditions";
import { skillId } from "../reference/skills";
import type { JobChangeIntention } from "../../schema";
import { PREFECTURE_WEIGHTS } from "./companies";
import { generatePersonName, type PersonName } from "./names";
import { ARCHETYPES } from "./projects";
import type { Random } from "./random";

export type GeneratedPro = PersonName & {
  /** The kind of work the pro does (an archetype's key): what their career is generated from. */
  archetypeKey: string;
  headline: string;
  bio: string;
  professionIds: number[];
  skillIds: number[];
  yearsOfExperience: number;
  desiredMonthlyRateMan: number;
  availableDaysPerWeek: number;
  remoteTypeId: number;
  prefectureId: number;
  jobChangeIntention: JobChangeIntention | null;
  isRealNameVerified: boolean;
  isPublic: boolean;
};

// Where a career started, by kind of work, so a game engineer's bio does not begin at a consultancy.
const ENGINEERING_CAREERS = [
  "新卒で大手SIerに入社し",
  "Web系の受託開発会社で",
  "事業会社の社内SEとして",
  "スタートアップの創業メンバーとして",
  "メガベンチャーで",
  "ゲーム会社やWeb系企業を経て",
];
const BUSINESS_CAREERS = [
  "広告代理店で",
  "外資系コンサルティングファームで",
  "事業会社のマーケティング部門で",
  "スタートアップの創業メンバーとして",
  "メガベンチャーで",
  "人材サービス会社で",
];
const STRENGTHS = [
  "要件が曖昧な段階から整理して形にすることが得意です。",
  "チームの開発プロセス改善やメンバーの育成にも関わってきました。",
  "ユーザーの声をもとに改善を重ねる進め方を大切にしています。",
  "ドキュメントを丁寧に残し、引き継ぎやすい成果物を心がけています。",
  "小さく作って早く検証するサイクルを回すのが好きです。",
];
const CLOSINGS = [
  "現在は週{days}日程度で稼働できる案件を探しています。",
  "長期で関われるプロダクトに参画したいと考えています。",
  "リモート中心で、平日日中に稼働可能です。",
  "まずはお気軽にご連絡ください。",
];

export function generatePro(random: Random): GeneratedPro {
  const name = generatePersonName(random);
  const archetype = random.weighted(ARCHETYPES.map((a) => [a, a.weight] as const));
  const stack = random.pick(archetype.stacks);
  const extras = random.sample([...new Set(archetype.stacks.flat())], random.int(1, 3));
  const skillNames = [...new Set([...stack, ...extras])];
  const years = random.weighted([
    [random.int(1, 3), 2],
    [random.int(4, 9), 5],
    [random.int(10, 20), 3],
  ] as const);
  const days = random.weighted([
    [1, 1],
    [2, 3],
    [3, 3],
    [4, 1],
    [5, 3],
  ] as const);
  const [low, high] = archetype.budget;
  const fullRate = Math.round((low + (high - low) * Math.min(1, years / 12) + random.int(-5, 10)) / 5) * 5;
  const headline = random.pick([
    `${stack.slice(0, 2).join("/")}が得意な${archetype.role}（経験${years}年）`,
    `${archetype.role}｜${archetype.work}の経験${years}年`,
    `${archetype.work}を中心に活動するフリーランスの${archetype.role}`,
  ]);
  const bio = [
    `${random.pick(archetype.isBusiness ? BUSINESS_CAREERS : ENGINEERING_CAREERS)}${years}年間、${archetype.work}に携わってきました。`,
    `主に${skillNames.slice(0, 3).join("・")}を使った業務を担当しています。`,
    random.pick(STRENGTHS),
    random.pick(CLOSINGS).replace("{days}", String(days)),
  ].join("");
  return {
    ...name,
    archetypeKey: archetype.key,
    headline,
    bio,
    professionIds: [...archetype.professionIds],
    skillIds: skillNames.map(skillId),
    yearsOfExperience: years,
    desiredMonthlyRateMan: Math.max(20, Math.round((fullRate * (0.1 + 0.18 * days)) / 5) * 5),
    availableDaysPerWeek: days,
    remoteTypeId: random.weighted([
      [REMOTE_TYPE_ID.fullRemote, 6],
      [REMOTE_TYPE_ID.partialRemote, 3],
      [REMOTE_TYPE_ID.onsite, 1],
    ] as const),
    prefectureId: random.weighted(PREFECTURE_WEIGHTS),
    jobChangeIntention: random.weighted([
      [null, 3],
      ["none", 4],
      ["considering", 2],
      ["active", 1],
    ] as const),
    isRealNameVerified: random.chance(0.8),
    isPublic: random.chance(0.9),
  };
}
