import { corporateNumberCheckDigit } from "@/lib/invoice-registration-number";

import { PREFECTURE_ID } from "../reference/locations";
import { INDUSTRIES, type Industry, COMPANY_STAGES } from "./vocabulary";
import type { Random } from "./random";

const KATAKANA_STEMS = [
  "ネクスト",
  "アーク",
  "ブライト",
  "ミライ",
  "シンク",
  "コネクト",
  "ユニゾン",
  "リンクス",
  "フォース",
  "ベイシス",
  "ルミナ",
  "ノーヴァ",
  "クレスト",
  "グロース",
  "スパーク",
  "ハーモニー",
  "エール",
  "アトラス",
  "ソラ",
  "ステラ",
  "ライト",
  "ウィズ",
  "ブリッジ",
  "ヴィジョン",
  "オービット",
  "プリズム",
  "シグナル",
  "フロンティア",
  "カナタ",
  "ツナグ",
];
const SUFFIXES = [
  "テクノロジーズ",
  "ラボ",
  "ソリューションズ",
  "デジタル",
  "システムズ",
  "ワークス",
  "パートナーズ",
  "イノベーション",
  "インタラクティブ",
  "エージェンシー",
];
const PLACE_STEMS = ["東邦", "みなと", "北斗", "さくら", "大和", "青葉", "湘南", "浪速", "博多", "千代田", "中央", "白鷺"];
const JAPANESE_TRADES = ["情報システム", "システム開発", "情報サービス", "ソフトウェア", "電算", "データサービス"];
const LATIN_NAMES = ["Lumina", "Nexus", "Craftia", "Orbiq", "Fluxa", "Kumo", "Tsumiki", "Hikari", "Aozora", "Komorebi", "Sorano", "Yoake"];

export type GeneratedCorporation = {
  name: string;
  description: string;
  websiteUrl: string;
  prefectureId: number;
  invoiceRegistrationNumber: string | null;
  industry: Industry;
  isStartup: boolean;
};

/** A well-formed 登録番号: twelve digits behind the 法人番号's check digit, as real ones are. */
function invoiceNumberFrom(serial: number): string {
  const twelve = String(serial).padStart(12, "0");
  return `T${corporateNumberCheckDigit(twelve)}${twelve}`;
}

function generateCorporationName(random: Random): string {
  const pattern = random.int(0, 5);
  if (pattern <= 1) return `株式会社${random.pick(KATAKANA_STEMS)}${random.pick(SUFFIXES)}`;
  if (pattern === 2) return `${random.pick(KATAKANA_STEMS)}${random.pick(SUFFIXES)}株式会社`;
  if (pattern === 3) return `合同会社${random.pick(KATAKANA_STEMS)}${random.pick(["", "ラボ", "ワークス", "デザイン"])}`;
  if (pattern === 4) return `株式会社${random.pick(PLACE_STEMS)}${random.pick(JAPANESE_TRADES)}`;
  return `株式会社${random.pick(LATIN_NAMES)}`;
}

/** Most IT work is in the big metropolitan areas; the weights say so. */
export const PREFECTURE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [PREFECTURE_ID.tokyo, 55],
  [PREFECTURE_ID.kanagawa, 6],
  [PREFECTURE_ID.osaka, 9],
  [PREFECTURE_ID.aichi, 4],
  [PREFECTURE_ID.fukuoka, 5],
  [PREFECTURE_ID.kyoto, 2],
  [PREFECTURE_ID.hokkaido, 2],
  [PREFECTURE_ID.miyagi, 1.5],
  [PREFECTURE_ID.saitama, 2],
  [PREFECTURE_ID.chiba, 2],
  [PREFECTURE_ID.hyogo, 2],
  [PREFECTURE_ID.hiroshima, 1.5],
  [PREFECTURE_ID.shizuoka, 1],
  [PREFECTURE_ID.niigata, 0.7],
  [PREFECTURE_ID.ishikawa, 0.5],
  [PREFECTURE_ID.kagawa, 0.5],
  [PREFECTURE_ID.kumamoto, 0.6],
  [PREFECTURE_ID.okinawa, 0.8],
];

export function generateCorporation(random: Random, serial: number): GeneratedCorporation {
  const industry = random.pick(INDUSTRIES);
  const stage = random.pick(COMPANY_STAGES);
  const product = random.pick(industry.products);
  const isStartup = stage.includes("スタートアップ");
  const description = [
    `${industry.name}領域で「${product}」を展開する${stage}です。`,
    random.pick([
      `「テクノロジーで${random.pick(industry.users)}の毎日をもっと楽に」をミッションに、プロダクトの改善を続けています。`,
      `累計導入社数は${random.int(2, 40) * 50}社を超え、事業拡大に伴い開発体制の強化を進めています。`,
      `少人数のチームで、企画から開発・運用までを一気通貫で手がけています。`,
      `リモートワークを前提とした働き方で、全国のメンバーが活躍しています。`,
    ]),
  ].join("");
  return {
    name: generateCorporationName(random),
    description,
    websiteUrl: `https://corp${serial}.example.com`,
    prefectureId: random.weighted(PREFECTURE_WEIGHTS),
    invoiceRegistrationNumber: random.chance(0.7) ? invoiceNumberFrom(random.int(1e11, 9.999e11)) : null,
    industry,
    isStartup,
  };
}
