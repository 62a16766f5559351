import { z } from "zod";

import { PROJECT_CLOSE_REASONS } from "@/db/schema";

import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

import { ProjectDraftFieldsSchema } from "./project-form.schemas";

/** The answers of the posting API (issue 14); the request bodies are project-form.schemas.ts itself. */

export const ProjectDraftSchema = z
  .object({
    id: z.number().int().positive().describe("The draft's id (/projects/new?draft={id} continues it)."),
    fields: ProjectDraftFieldsSchema.describe("The form as saved, possibly half-written."),
    updatedAt: JstDateTimeSchema.describe("When the draft was last saved."),
  })
  .describe("A saved, unpublished posting of the caller's current corporation.")
  .meta({ id: "ProjectDraft" });

export const PublishedProjectSchema = z
  .object({
    id: z.number().int().positive().describe("The new project's id."),
    path: z.string().describe("The project's public page: /top/projects/{id}."),
  })
  .describe("A project just published: searchable at once.")
  .meta({ id: "PublishedProject" });

export const ProjectEditorSchema = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(["open", "closed"]).describe("open while it takes applications."),
    closeReason: z
      .enum(PROJECT_CLOSE_REASONS)
      .nullable()
      .describe("Why it closed: its orderer, 90 days without an update (stale), an operator, or the suspension of the member who posted it; null while open."),
    fields: ProjectDraftFieldsSchema.describe("Every field of the posting form, as published."),
    contentUpdatedAt: JstDateTimeSchema.describe("When the posting's content was last saved."),
  })
  .describe("A published project of the caller's current corporation, as its editor shows it.")
  .meta({ id: "ProjectEditor" });

export const MarketCheckSchema = z
  .object({
    sampleSize: z.number().int().nonnegative().describe("How many open projects share the profession and the main skill (at most 2,000 are read)."),
    isCapped: z.boolean().describe("True when more than 2,000 match: the percentiles come from 2,000 of them."),
    p25Man: z.number().nullable().describe("25th percentile of their monthly budgets (万円); null when the sample is under 5."),
    medianMan: z.number().nullable().describe("Median (万円); null when the sample is under 5."),
    p75Man: z.number().nullable().describe("75th percentile (万円); null when the sample is under 5."),
  })
  .describe("The budgets (monthly equivalent) of open projects with the same first profession and first required skill.")
  .meta({ id: "MarketCheck" });

export type ProjectDraft = z.infer<typeof ProjectDraftSchema>;
export type PublishedProject = z.infer<typeof PublishedProjectSchema>;
export type ProjectEditor = z.infer<typeof ProjectEditorSchema>;
export type MarketCheck = z.infer<typeof MarketCheckSchema>;
