import { z } from "zod";

import { PROJECT_CLOSE_REASONS } from "@/db/schema";

import { JstDateTimeSchema, LabeledSchema, ProjectSummarySchema } from "../project-summary.schemas";

const IsoDateTimeSchema = z.string().describe("An ISO 8601 date-time.");

/** schema.org JobPosting, exactly as the project page emits it in its JSON-LD (job-posting.ts). */
export const JobPostingSchema = z
  .object({
    "@context": z.literal("https://schema.org"),
    "@type": z.literal("JobPosting"),
    title: z.string(),
    description: z.string().describe("The project's description as written."),
    datePosted: IsoDateTimeSchema.describe("When the project was published."),
    validThrough: IsoDateTimeSchema.describe("60 days after publication for an open project; when it closed for a closed one."),
    url: z.string().describe("The project page's absolute URL."),
    employmentType: z.enum(["CONTRACTOR", "FULL_TIME", "TEMPORARY", "OTHER"]).describe("From the contract type."),
    hiringOrganization: z
      .object({ "@type": z.literal("Organization"), name: z.string() })
      .describe("The corporation; 「かけはし掲載企業」 when the page's reader may not see its name."),
    jobLocationType: z.literal("TELECOMMUTE").optional().describe("Present for full-remote projects."),
    applicantLocationRequirements: z.object({ "@type": z.literal("Country"), name: z.literal("JP") }).optional(),
    jobLocation: z
      .object({
        "@type": z.literal("Place"),
        address: z.object({ "@type": z.literal("PostalAddress"), addressRegion: z.string(), addressCountry: z.literal("JP") }),
      })
      .optional()
      .describe("The prefecture, when one is stated."),
    baseSalary: z
      .object({
        "@type": z.literal("MonetaryAmount"),
        currency: z.literal("JPY"),
        value: z.object({
          "@type": z.literal("QuantitativeValue"),
          unitText: z.enum(["MONTH", "HOUR", "YEAR"]).describe("As the orderer stated the budget: 月額 MONTH, 時給 HOUR, 年収 YEAR."),
          minValue: z.number().int().optional().describe("Yen."),
          maxValue: z.number().int().optional().describe("Yen."),
        }),
      })
      .optional()
      .describe("The budget in yen; absent when the budget is 要相談."),
  })
  .describe("The page's schema.org JobPosting structured data.");

/** GET /api/v2/top/projects/{id}, and the project page's __NEXT_DATA__ staticProject (decision 013). */
export const ProjectDetailSchema = ProjectSummarySchema.extend({
  detail: z.string().describe("The full description; every line break is \\r\\n."),
  applicationOpenAt: JstDateTimeSchema.describe("Since when the project takes applications: its publication (the same moment as createdAt)."),
  closedAt: JstDateTimeSchema.nullable().describe("When the project closed; null while it is open."),
  corporationDescription: z.string().describe("The corporation's description; empty for a visitor, like its name."),
  projectDetailStructuredData: z.object({ jobPosting: JobPostingSchema }).describe("The structured data the project page emits."),
  welcomeSkills: z.array(LabeledSchema).describe("歓迎スキル: skills that help but are not required."),
  openings: z.number().int().positive().describe("募集人数."),
  startsOn: z.string().nullable().describe("稼働開始日 (YYYY-MM-DD); null = 即日・相談."),
  applicationClosesOn: z.string().nullable().describe("応募締切日 (YYYY-MM-DD, Japan); null = until filled."),
  screeningSteps: z.array(z.string()).describe("選考フロー, in order."),
  minHoursPerWeek: z.number().int().nullable().describe("The least hours per week asked for; null = as the available time says."),
  closeReason: z.enum(PROJECT_CLOSE_REASONS).nullable().describe("Why it closed: its orderer, 90 days without an update (stale), or an operator; null while open."),
})
  .describe("A project with everything its page shows.")
  .meta({ id: "ProjectDetail" });

export type JobPosting = z.infer<typeof JobPostingSchema>;
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;
