import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ORDER_SORTS, ORDER_STATUS_FILTERS, OrderProjectsPageSchema } from "./order-projects.schemas";

/** The orderer's my page list (issue 14, spec S-BAR-9). */
export const ORDER_PROJECTS_API = {
  list: defineRoute({
    operationId: "listCurrentCorporationProjects",
    method: "get",
    path: "/api/v2/current_corporation/projects",
    summary: "The current corporation's projects, drafts and project requests, 20 a page",
    description:
      "Any member of the current corporation, whatever their role. Projects carry views of the last 7 and 30 JST days, likes, applicants and the freshness notice; drafts and requests carry null there. 403 without a current corporation.",
    tags: ["Orderer projects"],
    access: "member",
    request: {
      query: z.object({
        status: z.enum(ORDER_STATUS_FILTERS).optional().describe("all (default), or one status."),
        sort: z.enum(ORDER_SORTS).optional().describe("newest (default), views (last 30 days), likes."),
        page: z.string().optional().describe("1 or more; past the last page answers the last page."),
      }),
    },
    responses: { 200: { description: "One page of the list with the counts per status.", schema: OrderProjectsPageSchema } },
    errors: [403, 422],
  }),
};
