import type { ANNOUNCEMENT_AUDIENCES } from "@/db/schema";

/**
 * What the console's forms need in the browser (no database code): who an announcement is for, in
 * the console's words (企業 = the orderers' accounts), and the length limits the server enforces.
 */
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = { all: "すべて", pro: "プロ", orderer: "企業" };
export const AUDIENCE_OPTIONS = Object.entries(AUDIENCE_LABELS) as [AnnouncementAudience, string][];

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 2_000;
export const NEWS_TITLE_MAX = 100;
export const NEWS_BODY_MAX = 10_000;

export const PUBLISHED_AT_HINT = "日本時間。空欄のまま保存すると、その時点で公開します。未来の日時にすると、その時刻まで「予約」になり、利用者には表示されません。";
