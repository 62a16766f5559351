import type { ReportReason, ReportTargetType } from "@/db/schema";

/**
 * The words of 「通報する」 (issue 18), without Zod: the dialog, loaded only when opened, imports this
 * and stays small; the console reads the same labels through reports.schemas.ts.
 */

export const REPORT_DETAILS_MAX = 1_000;

/** The reasons as the 「通報する」 dialog and the console say them (issue 18), in the dialog's order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  off_platform: "外部での連絡・取引の誘い",
  scam: "詐欺・金銭の要求",
  harassment: "嫌がらせ・不適切な表現",
  false_content: "虚偽の内容",
  spam: "スパム",
  other: "その他",
};

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = { message: "メッセージ", profile: "プロフィール", project: "案件" };

export const REPORT_RECEIVED_MESSAGE = "通報を受け付けました。運営が確認します。";
export const REPORT_ALREADY_RECEIVED_MESSAGE = "すでに通報を受け付けています";
