import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { CONSOLE_ACTION_NOTE } from "../operator-console.contract";
import {
  ConsoleCorporationPageSchema,
  ConsoleCorporationQuerySchema,
  ConsoleCorporationSchema,
  ContractBodySchema,
  CorporationIdParamsSchema,
} from "./console-corporations.schemas";

const TAGS = ["Operator console"] as const;

/** 企業 in the operator console (issue 18): the list, one corporation, and its contract. */
export const CONSOLE_CORPORATIONS_API = {
  list: defineRoute({
    operationId: "listConsoleCorporations",
    method: "get",
    path: "/api/v2/admin/corporations",
    summary: "企業: newest first, by name or id and plan",
    tags: TAGS,
    access: "operator",
    request: { query: ConsoleCorporationQuerySchema },
    responses: { 200: { description: "A page of corporations.", schema: ConsoleCorporationPageSchema } },
    errors: [422],
  }),
  get: defineRoute({
    operationId: "getConsoleCorporation",
    method: "get",
    path: "/api/v2/admin/corporations/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "One corporation: its contract, members and latest projects",
    tags: TAGS,
    access: "operator",
    request: { params: CorporationIdParamsSchema },
    responses: { 200: { description: "The corporation.", schema: ConsoleCorporationSchema } },
    errors: [],
  }),
  changeContract: defineRoute({
    operationId: "changeConsoleCorporationContract",
    method: "put",
    path: "/api/v2/admin/corporations/{id}/contract",
    pathPatterns: { id: "[0-9]+" },
    summary: "契約・請求: plan, start day, invoice note and invoice registration number",
    description: `A plan change mails the owners and admins, and every member's abilities follow on their next request. ${CONSOLE_ACTION_NOTE}`,
    tags: TAGS,
    access: "operator",
    request: { params: CorporationIdParamsSchema, body: ContractBodySchema },
    responses: { 200: { description: "Saved (changed: false when nothing differed).", schema: z.object({ changed: z.boolean() }) } },
    errors: [],
  }),
};
