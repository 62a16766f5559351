import { z } from "zod";

export const ANNOUNCEMENTS_PER_PAGE = 20;

/** `?page=N`: optional, a whole number from 1 (capped so the offset always fits the database). */
export const AnnouncementsQuerySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { message: "ページ番号は1以上の整数で指定してください" })
    .transform(Number)
    .optional(),
});

/** One row of GET /api/v2/announcements (spec S-ANN-1). */
export const AnnouncementItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().nullable(),
    publishedAt: z.string().describe("ISO 8601 (UTC)."),
    targetUrl: z.string().describe("Where the announcement leads: a path on this site or an absolute URL."),
    read: z.boolean(),
  })
  .meta({ id: "AnnouncementItem" });

export type AnnouncementItem = z.infer<typeof AnnouncementItemSchema>;

export const AnnouncementsPageSchema = z.object({
  announcements: z.array(AnnouncementItemSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export type AnnouncementsPage = z.infer<typeof AnnouncementsPageSchema>;
