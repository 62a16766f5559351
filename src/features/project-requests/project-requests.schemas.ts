import { z } from "zod";

import { PROJECT_REQUEST_STATUSES, type ProjectRequestStatus } from "@/db/schema";
import { ProjectDraftFieldsSchema } from "@/features/project-posting/project-form.schemas";
import { multiLine } from "@/lib/form-fields";

export { PROJECT_REQUEST_STATUSES, type ProjectRequestStatus };

/** What the orderer and the operator call each status (spec S-BAR-8: 申請中 → 審査中 → 掲載済 / 差し戻し). */
export const PROJECT_REQUEST_STATUS_LABELS: Record<ProjectRequestStatus, string> = {
  pending: "申請中",
  in_review: "審査中",
  published: "掲載済",
  rejected: "差し戻し",
};

/**
 * Which statuses allow what (decision 022, issue 14). The orderer edits while nobody is reviewing
 * (申請中) or after a 差し戻し; withdraws the same two; the operator starts a review of a 申請中 request
 * and decides one that is 申請中 or 審査中. 掲載済 is final: the project is edited as a project.
 */
export const REQUEST_STATUSES_FOR = {
  edit: ["pending", "rejected"],
  withdraw: ["pending", "rejected"],
  startReview: ["pending"],
  decide: ["pending", "in_review"],
} as const satisfies Record<string, readonly ProjectRequestStatus[]>;

export const OPERATOR_COMMENT_MAX = 2_000;

/** The operator's reason for a 差し戻し: required, plain text with line breaks, at most 2,000 characters. */
export const RejectionCommentSchema = multiLine(OPERATOR_COMMENT_MAX, { min: 1 });

export const ProjectRequestIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "依頼のIDは1以上の整数で指定してください" })
    .transform(Number)
    .describe("The project request's id."),
});

export const ProjectRequestSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(PROJECT_REQUEST_STATUSES),
    statusLabel: z.string().describe("申請中 / 審査中 / 掲載済 / 差し戻し"),
    title: z.string(),
    fields: ProjectDraftFieldsSchema.describe("The posting form as submitted (ProjectForm)."),
    operatorComment: z
      .string()
      .nullable()
      .describe("The operator's note of the last 差し戻し; kept after a resubmission so the orderer and the operator see what was asked."),
    submittedAt: z.string().describe("ISO 8601; the last (re)submission."),
    reviewedAt: z.string().nullable().describe("ISO 8601; the operator's last decision (差し戻し or 掲載)."),
    publishedProjectId: z.number().int().nullable(),
  })
  .meta({ id: "ProjectRequest" });

export type ProjectRequest = z.infer<typeof ProjectRequestSchema>;

export const ProjectRequestResponseSchema = z.object({ projectRequest: ProjectRequestSchema }).meta({ id: "ProjectRequestResponse" });
