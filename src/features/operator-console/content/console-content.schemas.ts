import { z } from "zod";

import { ANNOUNCEMENT_AUDIENCES } from "@/db/schema";
import { NEWS_CATEGORIES } from "@/features/news/news.service";
import { multiLine, oneLine } from "@/lib/form-fields";

import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, NEWS_BODY_MAX, NEWS_TITLE_MAX } from "./content-labels";
import { parseJstDateTimeLocal, PUBLICATION_STATUSES } from "./publication-time";
import { isAllowedTargetUrl, TARGET_URL_MAX_LENGTH } from "./target-url";

export const CONTENT_PER_PAGE = 30;
/** Lists count at most this many rows and say 「10,000件以上」 past it. */
export const CONTENT_COUNT_CAP = 10_000;

export const ContentListQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { message: "ページ番号は1以上の整数で指定してください" })
    .transform(Number)
    .optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

export const ContentIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, { message: "IDは1以上の整数で指定してください" }) });

const PUBLISHED_AT_MESSAGE = "公開日時は「2026-11-20T09:30」の形の正しい日時（日本時間）で入力してください";

/** Japan time as a datetime-local input sends it; empty or null = publish when saved. */
const publishedAtField = z
  .union([z.null(), z.string().refine((text) => text === "" || parseJstDateTimeLocal(text) !== null, { message: PUBLISHED_AT_MESSAGE })], {
    message: PUBLISHED_AT_MESSAGE,
  })
  .optional()
  .transform((text) => (text ? parseJstDateTimeLocal(text) : null))
  .describe("Japan time, `YYYY-MM-DDTHH:mm` (a datetime-local input's value); a future time schedules it (予約). Empty or null: now.");

const targetUrlField = z
  .string({ message: "リンク先を入力してください" })
  .trim()
  .min(1, { message: "リンク先を入力してください" })
  .max(TARGET_URL_MAX_LENGTH, { message: `リンク先は${TARGET_URL_MAX_LENGTH}文字以内で入力してください` })
  .refine(isAllowedTargetUrl, { message: "リンク先は「/」で始まるこのサイトのパス（例: /news/15）か、https:// で始まるURLを入力してください" })
  .describe("A path on this site (`/news/15`) or an `https://` address.");

export const AnnouncementBodySchema = z.object({
  title: oneLine("タイトル", ANNOUNCEMENT_TITLE_MAX, { required: true }),
  body: z
    .union([z.null(), multiLine(ANNOUNCEMENT_BODY_MAX)], { message: "本文は2,000文字以内の文章で入力してください" })
    .optional()
    .transform((text) => (text ? text : null))
    .describe("Plain text, at most 2,000 characters; empty = none."),
  targetUrl: targetUrlField,
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { message: "対象を選んでください" }),
  publishedAt: publishedAtField,
});
export type AnnouncementBody = z.infer<typeof AnnouncementBodySchema>;

export const NewsBodySchema = z.object({
  title: oneLine("タイトル", NEWS_TITLE_MAX, { required: true }),
  body: multiLine(NEWS_BODY_MAX, { min: 1 }).describe("Plain text as /news/{id} shows it: a blank line starts a paragraph; never HTML."),
  category: z.enum(NEWS_CATEGORIES, { message: "カテゴリを選んでください" }),
  publishedAt: publishedAtField,
});
export type NewsBody = z.infer<typeof NewsBodySchema>;

const publicationFields = {
  publishedAt: z.string().describe("ISO 8601, Japan time."),
  status: z.enum(PUBLICATION_STATUSES).describe("scheduled until publishedAt, published from then."),
  statusLabel: z.string().describe("予約 or 公開中."),
  updatedAt: z.string().describe("ISO 8601, Japan time."),
};

export const ConsoleAnnouncementSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().nullable(),
    targetUrl: z.string(),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    audienceLabel: z.string().describe("すべて, プロ or 企業."),
    ...publicationFields,
  })
  .meta({ id: "ConsoleAnnouncement" });
export type ConsoleAnnouncement = z.infer<typeof ConsoleAnnouncementSchema>;

export const ConsoleNewsArticleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    category: z.enum(NEWS_CATEGORIES),
    ...publicationFields,
  })
  .meta({ id: "ConsoleNewsArticle" });
export type ConsoleNewsArticle = z.infer<typeof ConsoleNewsArticleSchema>;

const pageFields = {
  page: z.number().int(),
  totalCount: z.number().int().describe("Counted up to 10,000; see isCountCapped."),
  isCountCapped: z.boolean().describe("More than 10,000 rows."),
  totalPages: z.number().int(),
};

export const ConsoleAnnouncementPageSchema = z.object({ announcements: z.array(ConsoleAnnouncementSchema), ...pageFields });
export type ConsoleAnnouncementPage = z.infer<typeof ConsoleAnnouncementPageSchema>;

export const ConsoleNewsPageSchema = z.object({ articles: z.array(ConsoleNewsArticleSchema), ...pageFields });
export type ConsoleNewsPage = z.infer<typeof ConsoleNewsPageSchema>;
