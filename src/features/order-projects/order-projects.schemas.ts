import { z } from "zod";

export const ORDER_PROJECTS_PER_PAGE = 20;

/**
 * Every line of the orderer's list (spec S-BAR-9) has one of these statuses: a project (公開中 /
 * 募集終了), a draft (下書き) or a free plan's request (申請中 / 審査中 / 掲載済 / 差し戻し).
 */
export const ORDER_ITEM_STATUSES = ["open", "closed", "draft", "pending", "in_review", "published", "rejected"] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const ORDER_ITEM_STATUS_LABELS: Record<OrderItemStatus, string> = {
  open: "公開中",
  closed: "募集終了",
  draft: "下書き",
  pending: "申請中",
  in_review: "審査中",
  published: "掲載済",
  rejected: "差し戻し",
};

export const ORDER_STATUS_FILTERS = ["all", ...ORDER_ITEM_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDER_SORTS = ["newest", "views", "likes"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_SORT_LABELS: Record<OrderSort, string> = { newest: "新しい順", views: "閲覧数", likes: "いいね数" };

/** `?status=&sort=&page=`; anything else is a 422 naming the parameter (the page falls back to the defaults instead). */
export const OrderProjectsQuerySchema = z.object({
  status: z.enum(ORDER_STATUS_FILTERS, { message: "表示する状態を一覧から選んでください" }).default("all"),
  sort: z.enum(ORDER_SORTS, { message: "並び順を一覧から選んでください" }).default("newest"),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, { message: "ページ番号は1以上の整数で指定してください" })
    .transform(Number)
    .default(1),
});
export type OrderProjectsQuery = z.output<typeof OrderProjectsQuerySchema>;

/** Why a line asks for attention: an open project unchanged for 60 days, or one the freshness job closed at 90. */
export const FRESHNESS_NOTICES = ["check_content", "closed_stale"] as const;

export const OrderItemSchema = z
  .object({
    kind: z.enum(["project", "draft", "request"]),
    id: z.number().int().describe("The project's, the draft's or the request's id, by kind."),
    status: z.enum(ORDER_ITEM_STATUSES),
    statusLabel: z.string(),
    title: z.string().describe("A draft may not have one yet: then 「（タイトル未入力）」."),
    publishedAt: z.string().nullable().describe("ISO 8601; projects only."),
    updatedAt: z.string().describe("ISO 8601: a project's last content save, a draft's save, a request's submission."),
    views7: z.number().int().nullable().describe("Page views of the last 7 JST days, today included; null for drafts and requests."),
    views30: z.number().int().nullable(),
    likes: z.number().int().nullable(),
    applicants: z.number().int().nullable().describe("Applications not withdrawn; null for drafts and requests."),
    freshness: z.enum(FRESHNESS_NOTICES).nullable(),
    operatorNote: z
      .object({ text: z.string(), notedAt: z.string().describe("ISO 8601.") })
      .nullable()
      .describe("The operators' word about the project (issue 18): why they ended its listing or changed it; projects only."),
    links: z.object({
      page: z.string().optional().describe("The public project page."),
      edit: z.string().optional().describe("The posting form (paid plans)."),
      continueDraft: z.string().optional(),
      request: z.string().optional().describe("The request's status page."),
    }),
  })
  .meta({ id: "OrderProjectItem" });
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderProjectsPageSchema = z
  .object({
    items: z.array(OrderItemSchema),
    counts: z.record(z.enum(ORDER_STATUS_FILTERS), z.number().int()).describe("Lines per status filter, for the tabs."),
    status: z.enum(ORDER_STATUS_FILTERS),
    sort: z.enum(ORDER_SORTS),
    page: z.number().int(),
    totalPages: z.number().int(),
    registration: z.object({ label: z.string(), href: z.string() }).describe("Where this plan registers a project (S-BAR-8)."),
  })
  .meta({ id: "OrderProjectsPage" });
export type OrderProjectsPage = z.infer<typeof OrderProjectsPageSchema>;
