import type { JobChangeIntention } from "@/db/schema/user-values";

// The same windows as pro search's filter and cards, so the profile and its card say the same.
export { lastActiveLabel } from "../pro-activity";

/** "2021-04" → 「2021年4月」. */
export function yearMonthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split("-");
  return `${year}年${Number(month)}月`;
}

/** 「2021年4月〜現在」, 「2019年1月〜2021年3月」. */
export function periodLabel(startedOn: string, endedOn: string | null): string {
  return `${yearMonthLabel(startedOn)}〜${endedOn === null ? "現在" : yearMonthLabel(endedOn)}`;
}

/** 「月55万円〜」 */
export function monthlyRateLabel(man: number | null): string | null {
  return man === null ? null : `月${man.toLocaleString("ja-JP")}万円〜`;
}

/** 「時給5,000円〜」 */
export function hourlyRateLabel(yen: number | null): string | null {
  return yen === null ? null : `時給${yen.toLocaleString("ja-JP")}円〜`;
}

/** 「週3日・1日8時間」, either half alone, or null. */
export function workloadLabel(daysPerWeek: number | null, hoursPerDay: number | null): string | null {
  const parts = [daysPerWeek === null ? null : `週${daysPerWeek}日`, hoursPerDay === null ? null : `1日${hoursPerDay}時間`].filter(Boolean);
  return parts.length ? parts.join("・") : null;
}

/** 「2026年12月から稼働可能」 (the day is not a promise anyone keeps), or 「稼働開始日は相談」. */
export function availableFromLabel(isoDate: string | null): string {
  if (isoDate === null) return "稼働開始日は相談";
  return `${yearMonthLabel(isoDate.slice(0, 7))}から稼働可能`;
}

/** The badge only for pros open to a job change; none for 「考えていない」 or no answer. */
export function jobChangeBadge(intention: JobChangeIntention | null): string | null {
  return intention === "considering" || intention === "active" ? "転職も検討中" : null;
}

/** What an avatar shows without a photo: the family name's first character. */
export function avatarInitial(displayName: string): string {
  return [...displayName.trim()][0] ?? "?";
}
