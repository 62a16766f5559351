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
export type AnnouncementItem = {
  id: number;
  title: string;
  body: string | null;
  /** ISO 8601 (UTC) */
  publishedAt: string;
  targetUrl: string;
  read: boolean;
};

export type AnnouncementsPage = {
  announcements: AnnouncementItem[];
  page: number;
  perPage: number;
  totalCount: number;
  totalPages: number;
};
