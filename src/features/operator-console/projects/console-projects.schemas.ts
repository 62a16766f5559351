import { z } from "zod";

import { PROJECT_CLOSE_REASONS } from "@/db/schema";
import { multiLine } from "@/lib/form-fields";

export const CONSOLE_PROJECTS_PER_PAGE = 50;
export const OPERATOR_NOTE_MAX = 1_000;

const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, { message: "ページ番号は1〜9999の整数で指定してください" })
  .transform(Number);

/** GET /api/v2/admin/projects: `q` is an id (digits) or words (the site's free-word search); filters by status and corporation. */
export const ConsoleProjectQuerySchema = z.object({
  q: z.string().max(100, { message: "キーワードは100文字以内で入力してください" }).optional(),
  status: z.enum(["open", "closed"], { message: "状態が正しくありません" }).optional(),
  corporationId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "企業IDは1以上の整数で指定してください" })
    .transform(Number)
    .optional(),
  page: pageNumber.optional(),
});

export type ConsoleProjectQuery = z.infer<typeof ConsoleProjectQuerySchema>;

export const ConsoleProjectItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(["open", "closed"]),
    closeReason: z.enum(PROJECT_CLOSE_REASONS).nullable(),
    statusLabel: z.string().describe("公開中 / 募集終了（企業） / 募集終了（期限切れ） / 掲載終了（運営） / 非公開（利用停止）"),
    corporation: z.object({ id: z.number().int(), name: z.string() }),
    publishedAt: z.string(),
    likeCount: z.number().int(),
    operatorNote: z.string().nullable(),
  })
  .meta({ id: "ConsoleProjectItem" });

export type ConsoleProjectItem = z.infer<typeof ConsoleProjectItemSchema>;

export const ConsoleProjectPageSchema = z.object({
  projects: z.array(ConsoleProjectItemSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  isTotalCapped: z.boolean(),
  totalPages: z.number().int(),
  /** "word": the site's free-word search (public projects, 20 a page); "list": every project, 50 a page. */
  mode: z.enum(["id", "word", "list"]),
});

export type ConsoleProjectPage = z.infer<typeof ConsoleProjectPageSchema>;

/** Why the operator acts: the corporation reads it with the project. Required, plain text. */
export const OperatorNoteSchema = multiLine(OPERATOR_NOTE_MAX, { min: 1 });

export const CloseProjectBodySchema = z.object({ note: OperatorNoteSchema.describe("Why, shown to the corporation (1–1,000 characters).") });
export const EditProjectBodySchema = z.object({
  form: z.unknown().describe("The posting form (ProjectForm), checked as the orderer's own edit."),
  note: OperatorNoteSchema.describe("Why, shown to the corporation (1–1,000 characters)."),
});
export const ConsoleProjectIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "案件のIDは1以上の整数で指定してください" })
    .transform(Number),
});
export const ConsoleProjectDoneSchema = z.object({ projectId: z.number().int() });
