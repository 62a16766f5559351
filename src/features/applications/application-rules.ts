import type { ApplicationStatus } from "@/db/schema";

/**
 * The rules of an application that need no database (issue 15, decision 023): labels, the reply
 * deadline, who may move it where, and what the pro should do next.
 */

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: "未対応",
  in_talks: "商談調整中",
  meeting: "商談済",
  hired: "採用",
  declined: "見送り",
  withdrawn: "辞退",
};

/** The same statuses as the pro reads them: 「未対応」 is the company's word for a new applicant. */
export const PRO_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: "応募済み（返信待ち）",
  in_talks: "商談調整中",
  meeting: "商談済",
  hired: "採用",
  declined: "見送り",
  withdrawn: "辞退",
};

const DAY_MS = 86_400_000;

/** Reply deadline (anti-ghosting): an application 未対応 this long shows as late on both sides… */
export const REPLY_LATE_DAYS = 7;
/** …and this long is declined automatically with a polite message to the pro. */
export const REPLY_AUTO_DECLINE_DAYS = 14;

export const AUTO_DECLINE_NOTE = `${REPLY_AUTO_DECLINE_DAYS}日間対応がなかったため、自動で見送りとしました。`;
export const AUTO_DECLINE_MESSAGE_TO_PRO =
  "ご応募いただきありがとうございました。企業からの返信がないまま14日が経過したため、この応募は見送りとなりました。ほかの案件もぜひご覧ください。";

/** Whole days an application has waited 未対応 (0 on the day it was sent). */
export function daysWaiting(statusChangedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - statusChangedAt.getTime()) / DAY_MS));
}

export function isReplyLate(status: ApplicationStatus, statusChangedAt: Date, now: Date): boolean {
  return status === "applied" && daysWaiting(statusChangedAt, now) >= REPLY_LATE_DAYS;
}

/** Still in play: the pro may withdraw it, and the corporation may move it. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ["applied", "in_talks", "meeting"];

export const isOpenStatus = (status: ApplicationStatus) => OPEN_STATUSES.includes(status);

/** The pro's list, by tab (S-BAR-10 案件管理): 応募中, 商談・契約, and the ones that ended. */
export const PRO_APPLICATION_GROUPS = {
  active: ["applied", "in_talks"],
  deals: ["meeting", "hired"],
  ended: ["declined", "withdrawn"],
} as const satisfies Record<string, readonly ApplicationStatus[]>;
export type ProApplicationGroup = keyof typeof PRO_APPLICATION_GROUPS;

/** What the pro should do or expect next, in one line. */
export function proNextStep(status: ApplicationStatus, statusChangedAt: Date, now: Date): string {
  switch (status) {
    case "applied": {
      const days = daysWaiting(statusChangedAt, now);
      if (days >= REPLY_LATE_DAYS) return `企業の返信が遅れています（${days}日経過）。${REPLY_AUTO_DECLINE_DAYS}日を過ぎても返信がなければ、自動で見送りとなります。`;
      return days === 0 ? "企業からの返信をお待ちください。" : `企業からの返信をお待ちください（${days}日経過）。`;
    }
    case "in_talks":
      return "企業が商談の日程を調整しています。連絡をお待ちください。";
    case "meeting":
      return "商談が終わりました。企業からの連絡をお待ちください。";
    case "hired":
      return "採用が決まりました。業務内容・報酬・支払期日を書面で確認してから始めましょう。";
    case "declined":
      return "今回は見送りとなりました。";
    case "withdrawn":
      return "応募を辞退しました。";
  }
}

/**
 * Where the corporation may move a card from each column (by buttons or the keyboard): forward,
 * 見送り while in play, and one step back to undo a slip. 見送り and 辞退 are final: the pro was told.
 */
export const BOARD_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ["in_talks", "declined"],
  in_talks: ["meeting", "declined", "applied"],
  meeting: ["hired", "declined", "in_talks"],
  hired: ["meeting"],
  declined: [],
  withdrawn: [],
};

export const canMove = (from: ApplicationStatus, to: ApplicationStatus) => BOARD_MOVES[from].includes(to);

/** The board's columns, left to right. */
export const BOARD_COLUMNS: readonly ApplicationStatus[] = ["applied", "in_talks", "meeting", "hired", "declined", "withdrawn"];

/** 見送り's words when the corporation writes none: the board's template, editable before sending. */
export const DEFAULT_DECLINE_MESSAGE =
  "このたびはご応募いただき、誠にありがとうございました。慎重に検討いたしましたが、今回はご期待に沿えない結果となりました。またの機会がございましたら、どうぞよろしくお願いいたします。";
