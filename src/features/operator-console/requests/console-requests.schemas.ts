import { z } from "zod";

import { PROJECT_REQUEST_STATUSES, ProjectRequestSchema } from "@/features/project-requests/project-requests.schemas";

export const REQUESTS_PER_PAGE = 30;

export const RequestQueueQuerySchema = z.object({
  tab: z.enum(["waiting", "rejected", "published"], { message: "表示する一覧が正しくありません" }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { message: "ページ番号は1以上の整数で指定してください" })
    .transform(Number)
    .optional(),
});

export type RequestQueueQuery = z.infer<typeof RequestQueueQuerySchema>;

export const RequestQueueItemSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(PROJECT_REQUEST_STATUSES),
    statusLabel: z.string(),
    title: z.string(),
    corporation: z.object({ id: z.number().int(), name: z.string() }),
    requester: z.object({ id: z.number().int(), name: z.string() }),
    submittedAt: z.string().describe("ISO 8601, Japan time: the last (re)submission."),
    waitingDays: z.number().int().describe("Whole days since the last submission (the queue's age)."),
    publishedProjectId: z.number().int().nullable(),
  })
  .meta({ id: "ConsoleRequestQueueItem" });

export type RequestQueueItem = z.infer<typeof RequestQueueItemSchema>;

export const RequestQueuePageSchema = z.object({
  requests: z.array(RequestQueueItemSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export type RequestQueuePage = z.infer<typeof RequestQueuePageSchema>;

export const RequestReviewSchema = z
  .object({
    projectRequest: ProjectRequestSchema,
    corporation: z.object({ id: z.number().int(), name: z.string() }),
    requester: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  })
  .meta({ id: "ConsoleRequestReview" });

export type RequestReview = z.infer<typeof RequestReviewSchema>;

export const RejectRequestBodySchema = z.object({ comment: z.string().describe("Why it goes back, shown to the orderer (1–2,000 characters).") });

export const PublishedRequestSchema = z.object({ projectRequest: ProjectRequestSchema, projectId: z.number().int() });
