import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ApplyBodySchema, ApplyFormContextSchema, IdParamsSchema, ProApplicationSchema, ProApplicationsPageSchema, WithdrawBodySchema } from "./applications.schemas";

const TAGS = ["Applications"] as const;

/** A pro's applications (issue 15, spec S-BAR-10; decision 023). */
export const APPLICATIONS_API = {
  form: defineRoute({
    operationId: "getApplicationForm",
    method: "get",
    path: "/api/v2/projects/{id}/application_form",
    pathPatterns: { id: "[0-9]+" },
    summary: "What the application form for a project shows",
    description:
      "The project, the rate unit the pro states their rate in (the project's own; 要相談 by the month), defaults from the pro's profile, and `refusal` when the form cannot be sent (closed, own corporation, already applied, employer shield, profile incomplete, not a pro).",
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema },
    responses: { 200: { description: "The form's context.", schema: ApplyFormContextSchema } },
    errors: [404],
  }),
  apply: defineRoute({
    operationId: "applyToProject",
    method: "post",
    path: "/api/v2/projects/{id}/applications",
    pathPatterns: { id: "[0-9]+" },
    summary: "Apply to a project",
    description:
      "Stores the application 未対応 and opens the conversation with the corporation (its first message is the application's). 403 with the reason for a closed project, the pro's own corporation's, an employer shield, an incomplete profile, an unverified e-mail or a non-pro account; 409 for a second application to the same project; 422 per field.",
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: ApplyBodySchema },
    responses: { 201: { description: "The application as the pro's list shows it.", schema: ProApplicationSchema } },
    errors: [403, 404, 409, 422],
  }),
  mine: defineRoute({
    operationId: "listMyApplications",
    method: "get",
    path: "/api/v2/me/applications",
    summary: "The signed-in pro's applications, one tab at a time, 20 a page",
    description:
      "`group`: active (未対応・商談調整中, the default), deals (商談済・採用) or ended (見送り・辞退). Every tab's count comes with it. 403 for a non-pro account.",
    tags: TAGS,
    access: "member",
    request: {
      query: z.object({
        group: z.enum(["active", "deals", "ended"]).optional().describe("active (default), deals or ended."),
        page: z.string().optional().describe("1 or more; past the last page answers the last page."),
      }),
    },
    responses: { 200: { description: "One page of the tab.", schema: ProApplicationsPageSchema } },
    errors: [403, 422],
  }),
  withdraw: defineRoute({
    operationId: "withdrawApplication",
    method: "post",
    path: "/api/v2/me/applications/{id}/withdrawal",
    pathPatterns: { id: "[0-9]+" },
    summary: "Withdraw (辞退) one of the pro's applications while it is in play",
    description: "未対応, 商談調整中 and 商談済 may be withdrawn, with an optional reason the corporation reads. Another pro's application is 404; an ended one 409.",
    tags: TAGS,
    access: "member",
    request: { params: IdParamsSchema, body: WithdrawBodySchema },
    responses: { 200: { description: "The application, 辞退.", schema: ProApplicationSchema } },
    errors: [403, 404, 409, 422],
  }),
};
