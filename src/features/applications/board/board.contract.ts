import { z } from "zod";

import { APPLICATION_STATUSES } from "@/db/schema";
import { defineRoute } from "@/platform/api-contract/route-declaration";

import { IdParamsSchema } from "../applications.schemas";

import {
  ApplicantBoardSchema,
  AssigneeBodySchema,
  BulkDeclineBodySchema,
  BulkDeclineResultSchema,
  MoveApplicationBodySchema,
  MovedApplicationSchema,
} from "./board.schemas";

const TAGS = ["Applicant board"] as const;
const ACCESS_NOTE = "Any member of the current corporation; another corporation's application is 404 (its existence is never confirmed).";

/** The orderer's applicant board (issue 15, spec S-BAR-8 /mypage/order/applies; decision 023). */
export const BOARD_API = {
  board: defineRoute({
    operationId: "getApplicantBoard",
    method: "get",
    path: "/api/v2/current_corporation/applications",
    summary: "The applicant board: every column's count and first 30 cards, or one column's page",
    description: `Filters: \`project_id\`, \`assignee_id\`, \`q\` (the pro's name or its kana). With \`status\`, only that column, at \`page\`. 未対応 lists the longest-waiting first. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: {
      query: z.object({
        project_id: z.string().optional(),
        assignee_id: z.string().optional(),
        q: z.string().optional(),
        status: z.enum(APPLICATION_STATUSES).optional(),
        page: z.string().optional(),
      }),
    },
    responses: { 200: { description: "The board.", schema: ApplicantBoardSchema } },
    errors: [403, 422],
  }),
  card: defineRoute({
    operationId: "getApplicantCard",
    method: "get",
    path: "/api/v2/current_corporation/applications/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One card with its timeline (who moved it where, and when)",
    description: ACCESS_NOTE,
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema },
    responses: { 200: { description: "The card and its timeline.", schema: MovedApplicationSchema } },
    errors: [403, 404],
  }),
  move: defineRoute({
    operationId: "moveApplicantCard",
    method: "post",
    path: "/api/v2/current_corporation/applications/{id}/moves",
    pathPatterns: { id: "[0-9]+" },
    summary: "Move a card to another column",
    description: `未対応 → 商談調整中 / 見送り; 商談調整中 → 商談済 / 見送り / back; 商談済 → 採用 / 見送り / back; 採用 → back. 見送り and 辞退 are final. 409 names the card's column when the move is not allowed from it (someone else moved it first). 見送り sends \`message\` (or the polite default) to the pro in the conversation. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: MoveApplicationBodySchema },
    responses: { 200: { description: "The card in its new column, with its timeline.", schema: MovedApplicationSchema } },
    errors: [403, 404, 409, 422],
  }),
  assign: defineRoute({
    operationId: "assignApplicantCard",
    method: "put",
    path: "/api/v2/current_corporation/applications/{id}/assignee",
    pathPatterns: { id: "[0-9]+" },
    summary: "Set who looks after an applicant (a member of the corporation), or nobody",
    description: `422 when the user is not a member of the corporation. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: AssigneeBodySchema },
    responses: { 200: { description: "The card, with its timeline.", schema: MovedApplicationSchema } },
    errors: [403, 404, 422],
  }),
  bulkDecline: defineRoute({
    operationId: "bulkDeclineApplicants",
    method: "post",
    path: "/api/v2/current_corporation/applications/bulk_decline",
    summary: "見送り of up to 100 applicants at once, with one message",
    description: `In one transaction. Cards that may not be declined any more (already ended) and ids that are not the corporation's are left as they are and listed in \`skipped\` with the reason. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { body: BulkDeclineBodySchema },
    responses: { 200: { description: "Which were declined, and which were not and why.", schema: BulkDeclineResultSchema } },
    errors: [403, 422],
  }),
};
