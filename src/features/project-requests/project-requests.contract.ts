import { ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProjectRequestIdParamsSchema, ProjectRequestResponseSchema } from "./project-requests.schemas";

const TAGS = ["Project requests"] as const;
const ACCESS_NOTE =
  "Acts on the caller's current corporation; another corporation's request is 404. Sending and editing need the free plan (403 on a paid plan, which posts directly) and a verified e-mail address.";

/** The free plan's project requests (issue 14, spec S-BAR-8; decision 022): 申請中 → 審査中 → 掲載済 / 差し戻し. */
export const PROJECT_REQUESTS_API = {
  submit: defineRoute({
    operationId: "submitProjectRequest",
    method: "post",
    path: "/api/v2/project_requests",
    summary: "Ask the operator to publish a project (free plan)",
    description: `The posting form (ProjectForm) is stored as 申請中. 422 names each field in Japanese; nothing is stored then. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { body: ProjectFormSchema },
    responses: { 201: { description: "The request, 申請中.", schema: ProjectRequestResponseSchema } },
    errors: [403],
  }),
  get: defineRoute({
    operationId: "getProjectRequest",
    method: "get",
    path: "/api/v2/project_requests/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One request of the current corporation, with its status and the operator's comment",
    description: ACCESS_NOTE,
    tags: TAGS,
    access: "member",
    request: { params: ProjectRequestIdParamsSchema },
    responses: { 200: { description: "The request.", schema: ProjectRequestResponseSchema } },
    errors: [403, 404],
  }),
  resubmit: defineRoute({
    operationId: "resubmitProjectRequest",
    method: "put",
    path: "/api/v2/project_requests/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "Edit a 申請中 or 差し戻し request and submit it again",
    description: `Replaces the form; the request becomes 申請中 with a new submission time, and the operator's last comment stays. 409 while 審査中 or once 掲載済. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: ProjectRequestIdParamsSchema, body: ProjectFormSchema },
    responses: { 200: { description: "The request, 申請中 again.", schema: ProjectRequestResponseSchema } },
    errors: [403, 404, 409],
  }),
  withdraw: defineRoute({
    operationId: "withdrawProjectRequest",
    method: "delete",
    path: "/api/v2/project_requests/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "Withdraw a request nobody is reviewing (申請中 or 差し戻し)",
    description: `The request is deleted. 409 while 審査中 or once 掲載済. ${ACCESS_NOTE}`,
    tags: TAGS,
    access: "member",
    request: { params: ProjectRequestIdParamsSchema },
    responses: { 204: { description: "Withdrawn." } },
    errors: [403, 404, 409],
  }),
};
