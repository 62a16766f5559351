import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProjectDraftFieldsSchema, ProjectFormSchema } from "./project-form.schemas";
import { MarketCheckSchema, ProjectDraftSchema, ProjectEditorSchema, PublishedProjectSchema } from "./project-posting.schemas";

const TAGS = ["Project posting"] as const;
const idParams = (what: string) => ({
  params: z.object({
    id: z
      .string()
      .regex(/^[0-9]+$/)
      .describe(`The ${what}'s id.`),
  }),
});
const ID = { id: "[0-9]+" };
const PAID =
  "Orderers of a paid plan, acting for their current corporation (the free plan: 403, its way is 案件の掲載を依頼する); writes need a verified e-mail. Another corporation's is 404.";
/** What the saving routes share (issue 19). */
const SAVES = "Draft saves, publications, edits and copies: at most 300 an hour per account (429 with Retry-After).";
const PUBLISH = `${PAID} ${SAVES} The body is the whole form; 422 names each field in Japanese and writes nothing. The project is searchable as soon as this answers.`;

/** A paid plan's postings (issue 14, spec S-BAR-8; decision 022). The detail GET /api/v2/top/projects/{id} is elsewhere. */
export const PROJECT_POSTING_API = {
  saveDraft: defineRoute({
    operationId: "createProjectDraft",
    method: "post",
    path: "/api/v2/project_drafts",
    summary: "Save a new draft of a posting",
    description: `${PAID} A draft may be half-written. ${SAVES}`,
    tags: TAGS,
    access: "member",
    request: { body: ProjectDraftFieldsSchema },
    responses: { 201: { description: "The draft.", schema: ProjectDraftSchema } },
    errors: [403, 422, 429],
  }),
  draft: defineRoute({
    operationId: "getProjectDraft",
    method: "get",
    path: "/api/v2/project_drafts/{id}",
    pathPatterns: ID,
    summary: "One draft of the current corporation",
    description: PAID,
    tags: TAGS,
    access: "member",
    request: idParams("draft"),
    responses: { 200: { description: "The draft.", schema: ProjectDraftSchema } },
    errors: [403, 404],
  }),
  updateDraft: defineRoute({
    operationId: "updateProjectDraft",
    method: "put",
    path: "/api/v2/project_drafts/{id}",
    pathPatterns: ID,
    summary: "Replace a draft's fields",
    description: `${PAID} ${SAVES}`,
    tags: TAGS,
    access: "member",
    request: { ...idParams("draft"), body: ProjectDraftFieldsSchema },
    responses: { 200: { description: "The draft.", schema: ProjectDraftSchema } },
    errors: [403, 404, 422, 429],
  }),
  deleteDraft: defineRoute({
    operationId: "deleteProjectDraft",
    method: "delete",
    path: "/api/v2/project_drafts/{id}",
    pathPatterns: ID,
    summary: "Discard a draft",
    description: PAID,
    tags: TAGS,
    access: "member",
    request: idParams("draft"),
    responses: { 204: { description: "Discarded." } },
    errors: [403, 404],
  }),
  publishDraft: defineRoute({
    operationId: "publishProjectDraft",
    method: "post",
    path: "/api/v2/project_drafts/{id}/publish",
    pathPatterns: ID,
    summary: "Publish a draft as a project (the draft is deleted)",
    description: PUBLISH,
    tags: TAGS,
    access: "member",
    request: { ...idParams("draft"), body: ProjectFormSchema },
    responses: { 201: { description: "The published project.", schema: PublishedProjectSchema } },
    errors: [403, 404, 422, 429],
  }),
  publish: defineRoute({
    operationId: "publishProject",
    method: "post",
    path: "/api/v2/projects",
    summary: "Publish a project directly",
    description: PUBLISH,
    tags: TAGS,
    access: "member",
    request: { body: ProjectFormSchema },
    responses: { 201: { description: "The published project.", schema: PublishedProjectSchema } },
    errors: [403, 422, 429],
  }),
  form: defineRoute({
    operationId: "getProjectForm",
    method: "get",
    path: "/api/v2/projects/{id}/form",
    pathPatterns: ID,
    summary: "A published project's values for its editor",
    description: PAID,
    tags: TAGS,
    access: "member",
    request: idParams("project"),
    responses: { 200: { description: "The project as its editor shows it.", schema: ProjectEditorSchema } },
    errors: [403, 404],
  }),
  edit: defineRoute({
    operationId: "editProject",
    method: "put",
    path: "/api/v2/projects/{id}",
    pathPatterns: ID,
    summary: "Save a published project's content",
    description: `${PUBLISH} Restarts the freshness clock (content_updated_at).`,
    tags: TAGS,
    access: "member",
    request: { ...idParams("project"), body: ProjectFormSchema },
    responses: { 200: { description: "The project as its editor shows it.", schema: ProjectEditorSchema } },
    errors: [403, 404, 422, 429],
  }),
  close: defineRoute({
    operationId: "closeProject",
    method: "post",
    path: "/api/v2/projects/{id}/close",
    pathPatterns: ID,
    summary: "募集終了: stop taking applications",
    description: PAID,
    tags: TAGS,
    access: "member",
    request: idParams("project"),
    responses: { 200: { description: "The closed project.", schema: ProjectEditorSchema } },
    errors: [403, 404],
  }),
  reopen: defineRoute({
    operationId: "reopenProject",
    method: "post",
    path: "/api/v2/projects/{id}/reopen",
    pathPatterns: ID,
    summary: "募集を再開: take applications again",
    description: `${PAID} 409 while it is hidden by its poster's suspension (issue 18: only lifting the suspension reopens it).`,
    tags: TAGS,
    access: "member",
    request: idParams("project"),
    responses: { 200: { description: "The open project.", schema: ProjectEditorSchema } },
    errors: [403, 404, 409],
  }),
  duplicate: defineRoute({
    operationId: "duplicateProject",
    method: "post",
    path: "/api/v2/projects/{id}/duplicate",
    pathPatterns: ID,
    summary: "複製: a new draft from a project, titled 【コピー】…",
    description: `${PAID} ${SAVES}`,
    tags: TAGS,
    access: "member",
    request: idParams("project"),
    responses: { 201: { description: "The new draft.", schema: ProjectDraftSchema } },
    errors: [403, 404, 429],
  }),
  marketCheck: defineRoute({
    operationId: "getMarketCheck",
    method: "get",
    path: "/api/v2/market_check",
    summary: "Budgets of open projects with the same profession and main skill",
    description: "Orderers only (any plan). p25 / median / p75 of the monthly-equivalent budgets; null under 5 projects. Cached for a few minutes.",
    tags: TAGS,
    access: "member",
    request: {
      query: z.object({
        profession_id: z
          .string()
          .regex(/^[0-9]+$/)
          .describe("The posting's first profession."),
        skill_id: z
          .string()
          .regex(/^[0-9]+$/)
          .describe("The posting's first required skill."),
      }),
    },
    responses: { 200: { description: "The distribution.", schema: MarketCheckSchema } },
    errors: [403, 422],
  }),
};
