import type { ScoutDeclineReason, ScoutGuardFlag, ScoutStatus } from "@/db/schema";
import { REMOTE_TYPE_ID } from "@/db/seed/reference/conditions";

/**
 * The rules of a scout that need no database (issue 15, decision 024): labels, the quality guard's
 * checks, and how a template is recognised.
 */

export const SCOUT_STATUS_LABELS: Record<ScoutStatus, string> = { sent: "返答待ち", accepted: "承諾", declined: "辞退" };

/** The same statuses as the pro reads them. */
export const PRO_SCOUT_STATUS_LABELS: Record<ScoutStatus, string> = { sent: "未返答", accepted: "承諾済み", declined: "辞退済み" };

export const SCOUT_DECLINE_REASON_LABELS: Record<ScoutDeclineReason, string> = {
  rate: "単価が合わない",
  schedule: "稼働時期・日数が合わない",
  skills: "スキル・経験が合わない",
  work_style: "勤務地・リモートの条件が合わない",
  not_looking: "今は案件を探していない",
  other: "その他",
};

/** More pros than this receiving the same words from one corporation within a day is a template blast. */
export const TEMPLATE_BLAST_LIMIT = 20;
export const TEMPLATE_WINDOW_MS = 24 * 3_600_000;
/** A pro's rate above the budget's upper end by more than this ratio is 「大きく上回る」. */
export const RATE_GAP_RATIO = 1.2;

export const SCOUT_MESSAGE_MIN = 20;
export const SCOUT_MESSAGE_MAX = 2_000;

/**
 * The words of a message with what a mail-merge changes taken out — the pro's name, numbers, spaces
 * and punctuation — so 「山田様 …」 and 「佐藤様 …」 of one template compare equal.
 */
export function messageFingerprint(message: string, proNames: readonly string[]): string {
  let text = message.normalize("NFKC").toLowerCase();
  const names = proNames
    .map((name) => name.normalize("NFKC").toLowerCase().trim())
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(name).join("");
  return text.replace(/[\p{P}\p{S}\p{Z}\s\d]/gu, "");
}

export type ProConditions = { monthlyRateMan: number | null; remoteTypeId: number | null };
export type ProjectConditions = { maxBudgetMan: number | null; remoteTypeId: number };

/** Where the project ignores what the pro said they want (the template flag is counted in the database). */
export function conditionFlags(pro: ProConditions, project: ProjectConditions): ScoutGuardFlag[] {
  const flags: ScoutGuardFlag[] = [];
  if (pro.monthlyRateMan !== null && project.maxBudgetMan !== null && pro.monthlyRateMan > project.maxBudgetMan * RATE_GAP_RATIO) flags.push("rate_above_budget");
  if (pro.remoteTypeId === REMOTE_TYPE_ID.fullRemote && project.remoteTypeId === REMOTE_TYPE_ID.onsite) flags.push("onsite_for_remote_pro");
  return flags;
}

/** A scout that respects the pro's stated conditions: they see these first (「条件に合うスカウト」). */
export const matchesConditions = (flags: readonly ScoutGuardFlag[]) => !flags.some((flag) => flag !== "template_blast");

/** What the sender is told before sending, one sentence per flag. */
export function senderWarning(flag: ScoutGuardFlag, pro: ProConditions, project: ProjectConditions): string {
  switch (flag) {
    case "template_blast":
      return `同じ文面のスカウトを、この24時間にすでに${TEMPLATE_BLAST_LIMIT}人以上のプロへ送っています。一人ひとりの経歴に触れた文面のほうが、承諾されやすくなります。`;
    case "rate_above_budget":
      return `このプロの希望単価（月額 ${pro.monthlyRateMan}万円）は、案件の予算の上限（月額 ${project.maxBudgetMan}万円）を大きく上回っています。`;
    case "onsite_for_remote_pro":
      return "このプロはフルリモートを希望していますが、この案件は出社が前提です。";
  }
}

/** What the pro reads on a scout that does not fit what they asked for. */
export const PRO_FLAG_LABELS: Record<ScoutGuardFlag, string> = {
  template_blast: "多くのプロに同じ文面で送られています",
  rate_above_budget: "予算が希望単価を下回ります",
  onsite_for_remote_pro: "出社が前提の案件です（フルリモート希望）",
};
