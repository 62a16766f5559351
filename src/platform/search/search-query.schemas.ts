import { z } from "zod";

import type { SearchDefinition } from "./search-definition";

/**
 * A search's query string as the OpenAPI document states it: one parameter per condition group of
 * the definition (so the two cannot disagree), then the sort and the page. The search's own parser
 * validates them (unknown values: 422 naming the parameter).
 */
export function searchQuerySchemaOf(definition: SearchDefinition) {
  const fields: Record<string, z.ZodType> = {};
  for (const group of Object.values(definition.groups)) {
    const isList = group.parameter.endsWith("[]");
    fields[group.parameter] = (isList ? z.array(z.string()) : z.string()).optional().describe(isList ? `${group.label} (repeat the parameter for several)` : group.label);
  }
  fields[definition.sort.parameter] = z
    .enum(definition.sort.choices.map((c) => c.key) as [string, ...string[]])
    .optional()
    .describe(`${definition.sort.label}: ${definition.sort.choices.map((c) => `${c.key} ${c.name}`).join(", ")} (default 1)`);
  fields[definition.page.parameter] = z
    .string()
    .regex(/^[1-9]\d*$/)
    .optional()
    .describe("The page, from 1.");
  return z.object(fields);
}
