import type { Archetype } from "./archetype";
import type { Random } from "./random";
import type { Industry } from "./vocabulary";

/** The facts a title and description are written from, decided before any text is composed. */
export type ProjectTextFacts = {
  archetype: Archetype;
  industry: Industry;
  product: string;
  skills: readonly string[];
  welcomeSkills: readonly string[];
  remoteKey: "full_remote" | "partial_remote" | "onsite";
  daysPerWeek: number;
  isFulltime: boolean;
  contractName: string;
  prefectureName: string | null;
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
};

function budgetPhrase(f: ProjectTextFacts): string {
  const { minBudgetMan: min, maxBudgetMan: max } = f;
  if (f.isFulltime) {
    const annual = (man: number) => `${Math.round((man * 12) / 50) * 50}万円`;
    if (min !== null && max !== null) return `想定年収${annual(min)}〜${annual(max)}（経験・スキルを考慮して決定）`;
    return min !== null ? `想定年収${annual(min)}〜` : `想定年収〜${annual(max ?? 50)}`;
  }
  if (min !== null && max !== null) return `月額${min}万円〜${max}万円（スキル・稼働日数により応相談）`;
  return min !== null ? `月額${min}万円〜（スキルにより応相談）` : `月額〜${max ?? 50}万円（稼働日数により応相談）`;
}

function bullets(lines: readonly string[]): string {
  return lines.map((line) => `・${line}`).join("\n");
}

export function composeProjectDescription(random: Random, f: ProjectTextFacts): string {
  const a = f.archetype;
  const years = random.int(2, 5);
  const intro = random.pick([
    `${f.industry.name}領域で「${f.product}」を提供している企業にて、${a.role}を募集しています。`,
    `${random.pick(f.industry.users)}向けの${f.product}を運営するチームで、${a.work}をお任せします。`,
    `事業の拡大に伴い、${f.product}の${a.work}を担っていただける${a.role}を探しています。`,
  ]);
  const sections = [
    `【案件概要】\n${intro}${random.pick(["少人数のチームのため、裁量を持って幅広く関わっていただけます。", "既存メンバーと協力しながら、品質とスピードの両立を目指していただきます。", "まずは既存機能のキャッチアップから始め、徐々にリードしていただくことを想定しています。"])}`,
    `【業務内容】\n${bullets(random.sample(a.tasks, random.int(3, 4)))}`,
    `【必須スキル】\n${bullets([
      ...f.skills.slice(0, 2).map((skill) => `${skill}の実務経験${years}年以上`),
      random.pick(["チームでの開発・業務経験", "自走して課題を解決できる方", "円滑なコミュニケーションが取れる方"]),
    ])}`,
    `【歓迎スキル】\n${bullets([...f.welcomeSkills.map((skill) => `${skill}の経験`), ...random.sample(a.welcome, 2)])}`,
  ];
  if (!a.isBusiness) {
    sections.push(
      `【開発環境】\n${bullets([
        `使用技術：${f.skills.join(" / ")}`,
        `ツール：${random.sample(["GitHub", "Slack", "Notion", "Jira", "Figma", "Backlog", "Confluence"], 3).join(" / ")}`,
        random.pick([
          "チーム：エンジニア5名・デザイナー1名・PM1名",
          "チーム：エンジニア12名（3チームに分かれて開発）",
          "チーム：CTOを含むエンジニア3名",
          "チーム：スクラム（2週間スプリント）で開発",
        ]),
      ])}`,
    );
  }
  const place =
    f.remoteKey === "full_remote"
      ? "フルリモート（出社不要）"
      : `${f.prefectureName ?? "都内"}のオフィス${f.remoteKey === "partial_remote" ? `（出社は${random.pick(["月1〜2回", "週1回程度", "立ち上げ期のみ"])}）` : ""}`;
  sections.push(
    `【稼働条件】\n${bullets([
      f.isFulltime ? "勤務日数：週5日（土日祝休み）" : `稼働日数：週${f.daysPerWeek}日${f.daysPerWeek < 5 ? "〜（応相談）" : ""}`,
      `勤務時間：${random.pick(["10:00〜19:00", "9:30〜18:30", "フレックスタイム制（コアタイム11:00〜16:00）", "日中の稼働を中心に柔軟に調整可能"])}`,
      `勤務地：${place}`,
      `契約形態：${f.contractName}`,
    ])}`,
    `【報酬】\n${budgetPhrase(f)}`,
    `【選考フロー】\n${random.pick(
      f.isFulltime
        ? ["書類選考 → カジュアル面談 → 面接（2回） → 内定", "書類選考 → 一次面接 → 最終面接 → 内定", "書類選考 → 技術面接 → 最終面接 → 内定"]
        : ["書類選考 → オンライン面談（1回） → 稼働開始", "書類選考 → 面談（1〜2回） → 契約締結 → 稼働開始", "書類選考 → 技術面談 → 条件のすり合わせ → 稼働開始"],
    )}`,
  );
  return sections.join("\n\n");
}
