import { z } from "zod";

/**
 * A project as every list and page reads it, in the shape job-aggregator tools already read from
 * SOKUDAN-style APIs (issue 11; the mapping from our columns: docs/decisions/013). Plain schemas
 * without transforms, so the OpenAPI document can be generated from the same definitions.
 */

/** What a visitor sees instead of the corporation's name (companies expect this of such services). */
export const MASKED_CORPORATION_NAME = "＊＊＊＊＊";

export const LabeledSchema = z
  .object({
    id: z.number().int().describe("The reference row's id (the id used in search query parameters)."),
    label: z.string().describe("What the row is called on screen, in Japanese."),
  })
  .describe("A reference value: its id and its Japanese label.")
  .meta({ id: "Labeled" });

export const BudgetAmountSchema = z
  .object({
    id: z.number().int().describe("The monthly amount in yen (e.g. 650000)."),
    label: z.string().describe('The amount as listings write it, in 万円 without the unit: "65万".'),
  })
  .describe("One end of the monthly budget.");

/** Dates as the API writes them (toJstIsoDateTime in src/lib/format-date.ts). */
export const JstDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/)
  .describe('An ISO 8601 date-time in Japan time with its offset: "2026-11-20T09:30:00+09:00".');

export const ProjectStateSchema = z.enum(["opened", "closed"]).describe('"opened" while the project takes applications, "closed" after.');

export const ContractTypeSchema = z
  .enum(["outsourcing", "outsourcing_to_full_time", "full_time", "fixed_term"])
  .describe("業務委託, 業務委託（正社員登用あり）, 正社員, 契約社員.");

export const RemoteTypeSchema = z.enum(["full_remote", "partial_remote", "onsite"]).describe("フルリモート, 一部リモート, 出社.");

export const ProjectCorporationSchema = z
  .object({
    id: z.number().int().nullable().describe("The corporation's id; null for a visitor."),
    name: z.string().describe(`The corporation's name; "${MASKED_CORPORATION_NAME}" for a visitor.`),
    logoUrl: z.string().nullable().describe("The corporation's logo; null when it has none, and for a visitor."),
    isMasked: z.boolean().describe("True when the corporation is hidden from the caller (a visitor, unless the corporation chose to be public)."),
  })
  .describe("The corporation that posted the project. Visitors (not logged in) get it masked unless the corporation chose to show its name.");

export const ProjectSummarySchema = z
  .object({
    id: z.number().int().positive().describe("The project's id."),
    title: z.string().describe("The project's title."),
    state: ProjectStateSchema,
    contractType: ContractTypeSchema.nullable().describe("The contract type; null when not stated."),
    contractTypeLabel: z.string().nullable().describe("The contract type in Japanese (業務委託 …); null when not stated."),
    createdAt: JstDateTimeSchema.describe("When the project was published (Japan time)."),
    minBudget: BudgetAmountSchema.nullable().describe("The lower end of the monthly budget; null when not stated."),
    maxBudget: BudgetAmountSchema.nullable().describe("The upper end of the monthly budget; null when not stated."),
    budgetLabel: z
      .string()
      .describe("The budget as the cards write it: monthly 「60〜80万円」, 「60万円〜」, 「要相談」; hourly 「時給 3,000〜4,000円」; annual 「年収 600〜800万円」."),
    budgetUnit: z
      .enum(["monthly", "hourly", "annual"])
      .describe("How the orderer stated the budget (月額, 時給, 年収). minBudget/maxBudget are always the monthly equivalent."),
    budgetMinAmount: z.number().int().nullable().describe("The lower bound as entered: 円 for hourly, 万円 for annual; null for monthly budgets."),
    budgetMaxAmount: z.number().int().nullable().describe("The upper bound as entered: 円 for hourly, 万円 for annual; null for monthly budgets."),
    remoteType: RemoteTypeSchema.nullable().describe("How remote the work is; null when not stated."),
    remoteTypeLabel: z.string().nullable().describe("The remote type in Japanese (フルリモート …); null when not stated."),
    projectAvailableTime: LabeledSchema.nullable().describe("The time asked for per week (「週2日（週16〜23h）」); null when not stated."),
    minWorkingHoursLabel: z.string().nullable().describe('The least weekly hours asked for: "週16h" (8 hours a day); null without an available time.'),
    prefecture: LabeledSchema.nullable().describe("Where the work is (都道府県, JIS X 0401 code as id); null when anywhere."),
    tags: z.array(LabeledSchema).describe("Feature tags."),
    professions: z.array(LabeledSchema).describe("Professions the project is for."),
    requiredSkills: z.array(LabeledSchema).describe("Skills the project asks for."),
    corporation: ProjectCorporationSchema,
    likeCount: z.number().int().nonnegative().describe("How many members liked the project."),
    isLiked: z.boolean().describe("Whether the caller liked it (always false for a visitor)."),
  })
  .describe("A project as lists show it.")
  .meta({ id: "ProjectSummary" });

export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;
export type Labeled = z.infer<typeof LabeledSchema>;
export type ContractType = z.infer<typeof ContractTypeSchema>;
export type RemoteType = z.infer<typeof RemoteTypeSchema>;
