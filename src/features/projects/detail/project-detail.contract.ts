import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProjectDetailSchema } from "./project-detail.schemas";

/** One project (issue 11; the same object the project page embeds as __NEXT_DATA__). */
export const PROJECT_DETAIL_API = {
  detail: defineRoute({
    operationId: "getProject",
    method: "get",
    path: "/api/v2/top/projects/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One project with its full description and structured data",
    description: "A visitor gets the corporation masked. An unknown id answers 404.",
    tags: ["Projects"],
    access: "public",
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9]+$/)
          .describe("The project's id."),
      }),
    },
    responses: { 200: { description: "The project.", schema: ProjectDetailSchema } },
    errors: [404],
  }),
};
