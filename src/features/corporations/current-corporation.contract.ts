import { z } from "zod";

import { CurrentUserSchema } from "@/features/users/me.schemas";
import { defineRoute } from "@/platform/api-contract/route-declaration";

export const CurrentCorporationParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,18}$/, { message: "企業アカウントのIDは1以上の整数で指定してください" })
    .transform(Number)
    .describe("The corporation to work in; the user must be its member."),
});

/** The orderer's current corporation (spec S-BAR-16). */
export const CURRENT_CORPORATION_API = {
  switch: defineRoute({
    operationId: "switchCurrentCorporation",
    method: "patch",
    path: "/api/v2/current_corporations/{id}",
    summary: "Switch the orderer's current corporation",
    description: "Every orderer page and call then acts on this corporation.",
    tags: ["Current user"],
    access: "member",
    request: { params: CurrentCorporationParamsSchema },
    responses: { 200: { description: "The user, working in the chosen corporation.", schema: CurrentUserSchema } },
    errors: [404, 422],
  }),
};
