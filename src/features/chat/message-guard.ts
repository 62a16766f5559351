import type { ReportReason } from "@/db/schema";

/**
 * The off-platform and scam guard (issue 16, decision 025): the first messages of a room that ask to
 * move to LINE or a personal address, ask for money, or ask for identity documents are flagged. The
 * sender gets a polite warning; the flags are kept on the message for the operators' queue.
 */
export const MESSAGE_GUARD_FLAGS = ["off_platform", "money", "identity_documents"] as const;
export type MessageGuardFlag = (typeof MESSAGE_GUARD_FLAGS)[number];

/** Only a room's opening is watched: later, two sides who have met may well swap details. */
export const GUARDED_OPENING_MESSAGES = 10;

const PATTERNS: Record<MessageGuardFlag, RegExp[]> = {
  off_platform: [
    /(?<![a-z])line\s*(id|で|の|に|を|交換|追加)/i,
    /(?<!オン|ガイド|デッド|ヘッド|フロント)ライン\s*(id|で|の|に|を|交換|追加)/i,
    /line\.me\//i,
    /[a-z0-9._%+-]+@(gmail|yahoo|icloud|outlook|hotmail)\.(com|co\.jp|jp)/i,
    /(個人|私用|プライベート)の?(メール|アドレス|連絡先)/,
    /0[789]0[-\s]?\d{4}[-\s]?\d{4}/,
  ],
  money: [/(振込|振り込|送金|入金)(して|を|ください|願)/, /(保証金|登録料|前払い|手付金|事務手数料)/],
  identity_documents: [/(免許証|マイナンバー|パスポート|保険証|身分証|在留カード)/],
};

/** Which of the guard's concerns a message raises (NFKC first, so full-width Ｌｉｎｅ is LINE). */
export function messageGuardFlags(body: string): MessageGuardFlag[] {
  const text = body.normalize("NFKC");
  return MESSAGE_GUARD_FLAGS.filter((flag) => PATTERNS[flag].some((pattern) => pattern.test(text)));
}

const WARNINGS: Record<MessageGuardFlag, string> = {
  off_platform: "LINEや個人のメールなど、外部の連絡先でのやり取りはトラブルの際にお守りできないため、かけはしのメッセージをご利用ください。",
  money: "仕事の前にお金の支払いを求めるやり取りは、詐欺のおそれがあります。心当たりのない請求には応じないでください。",
  identity_documents: "本人確認書類の画像をメッセージで送ることはおすすめしていません。契約の段階で、必要な方法を双方でご確認ください。",
};

/** The polite words the sender sees under a flagged message (null when nothing was flagged). */
export function guardWarning(flags: readonly MessageGuardFlag[]): string | null {
  return flags.length === 0 ? null : flags.map((flag) => WARNINGS[flag]).join("\n");
}

/**
 * Each concern as the moderation queue files it (issue 18): moving off the platform is its own reason;
 * asking for money before work, or for identity documents in a room's opening, is the pattern of a
 * scam (documents are what identity theft asks for), so both read as 詐欺・金銭の要求.
 */
const REPORT_REASONS: Record<MessageGuardFlag, ReportReason> = { off_platform: "off_platform", money: "scam", identity_documents: "scam" };

/** The reason of the guard's report for a flagged message: a scam outweighs a move off the platform. */
export function guardReportReason(flags: readonly MessageGuardFlag[]): ReportReason {
  return flags.some((flag) => REPORT_REASONS[flag] === "scam") ? "scam" : "off_platform";
}
