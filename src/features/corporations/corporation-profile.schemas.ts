import { z } from "zod";

import { CORPORATION_INDUSTRIES, CORPORATION_SIZES, MEMBERSHIP_ROLES } from "@/db/schema";
import { listId, multiLine, oneLine, wholeNumber } from "@/lib/form-fields";
import { isValidInvoiceRegistrationNumber, normalizeInvoiceRegistrationNumber } from "@/lib/invoice-registration-number";
import { LabeledSchema, ProjectSummarySchema } from "@/features/projects/project-summary.schemas";

export const CORPORATION_LIMITS = { name: 100, description: 5_000, url: 500, earliestFoundedYear: 1800 } as const;

const INVOICE_NUMBER_MESSAGE = "登録番号は「T」と13桁の数字で入力してください（例: T1234567890123）";
const INVOICE_CHECK_DIGIT_MESSAGE = "登録番号が正しくありません。番号をお確かめください（法人番号のチェックディジットが一致しません）";

/** Empty means "not stated": the form sends "", the API may send null. */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** 適格請求書発行事業者登録番号: pasted forms (full-width, hyphens) are read, then the check digit is verified. */
export const invoiceRegistrationNumberField = z.preprocess(
  emptyToNull,
  z
    .string({ message: INVOICE_NUMBER_MESSAGE })
    .transform(normalizeInvoiceRegistrationNumber)
    .refine((value) => /^T\d{13}$/.test(value), { message: INVOICE_NUMBER_MESSAGE })
    .refine(isValidInvoiceRegistrationNumber, { message: INVOICE_CHECK_DIGIT_MESSAGE })
    .nullable(),
);

const websiteUrlField = z.preprocess(
  emptyToNull,
  z
    .string({ message: "URLを入力してください" })
    .trim()
    .max(CORPORATION_LIMITS.url, { message: `URLは${CORPORATION_LIMITS.url}文字以内で入力してください` })
    .regex(/^https?:\/\/[^\s/?#]+\.[^\s]+$/i, { message: "http:// または https:// で始まるURLを入力してください" })
    .nullable(),
);

/** The founding year can be neither before 1800 (the column's check) nor after this year. */
export function foundedYearField(thisYear: number) {
  return z.preprocess(emptyToNull, wholeNumber("設立年", CORPORATION_LIMITS.earliestFoundedYear, thisYear, "年").nullable());
}

/** PUT /api/v2/current_corporation and the settings form: the same rules in the browser and on the server. */
export function corporationProfileBodySchema(thisYear: number) {
  return z.object({
    name: oneLine("企業名", CORPORATION_LIMITS.name, { required: true }),
    description: multiLine(CORPORATION_LIMITS.description),
    industry: z.preprocess(emptyToNull, z.enum(CORPORATION_INDUSTRIES, { message: "業種を選んでください" }).nullable()),
    employeeSize: z.preprocess(emptyToNull, z.enum(CORPORATION_SIZES, { message: "従業員数を選んでください" }).nullable()),
    websiteUrl: websiteUrlField,
    prefectureId: z.preprocess(emptyToNull, listId("所在地（都道府県）を選んでください").nullable()),
    foundedYear: foundedYearField(thisYear),
    invoiceRegistrationNumber: invoiceRegistrationNumberField,
    isNamePublic: z.boolean({ message: "公開するかどうかを選んでください" }),
  });
}

/** For the OpenAPI document (the year bound is the request's; the shape is the same). */
export const CorporationProfileBodySchema = corporationProfileBodySchema(2100).meta({ id: "CorporationProfileBody" });
export type CorporationProfileBody = z.infer<typeof CorporationProfileBodySchema>;

const keyAndLabel = <T extends readonly [string, ...string[]]>(keys: T) => z.object({ key: z.enum(keys), label: z.string() }).nullable();

/** GET /api/v2/corporations/{id}: what the company page shows the caller (decision 022). */
export const PublicCorporationSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().describe("「＊＊＊＊＊」 for a visitor unless the corporation made its name public."),
    isMasked: z.boolean().describe("True when the name, logo, website and invoice number are hidden from the caller (a visitor)."),
    logoUrl: z.string().nullable(),
    description: z.string().describe("Plain text; line breaks are the writer's."),
    industry: keyAndLabel(CORPORATION_INDUSTRIES).describe("業種."),
    employeeSize: keyAndLabel(CORPORATION_SIZES).describe("従業員数 band."),
    websiteUrl: z.string().nullable(),
    prefecture: LabeledSchema.nullable(),
    foundedYear: z.number().int().nullable().describe("設立年."),
    invoiceRegistrationNumber: z.string().nullable().describe("適格請求書発行事業者登録番号 (T + 13 digits); null when not registered or masked."),
    openProjects: z.array(ProjectSummarySchema).describe("Open projects, newest first (at most 50)."),
    closedProjects: z.array(ProjectSummarySchema).describe("Closed projects, most recent first (at most 50)."),
  })
  .meta({ id: "PublicCorporation" });
export type PublicCorporation = z.infer<typeof PublicCorporationSchema>;

export const MembershipRoleSchema = z.enum(MEMBERSHIP_ROLES).describe("owner: everything, admin: profile and members, member: view only.");

/** GET/PUT /api/v2/current_corporation: the current corporation for its settings page. */
export const CorporationEditorSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    description: z.string(),
    industry: z.enum(CORPORATION_INDUSTRIES).nullable(),
    employeeSize: z.enum(CORPORATION_SIZES).nullable(),
    websiteUrl: z.string().nullable(),
    prefectureId: z.number().int().nullable(),
    foundedYear: z.number().int().nullable(),
    invoiceRegistrationNumber: z.string().nullable(),
    isNamePublic: z.boolean(),
    yourRole: MembershipRoleSchema,
    canEdit: z.boolean().describe("owner and admin may edit; a member only reads."),
  })
  .meta({ id: "CorporationEditor" });
export type CorporationEditor = z.infer<typeof CorporationEditorSchema>;

export const CorporationLogoSchema = z
  .object({
    logoUrl: z
      .string()
      .nullable()
      .describe(
        "The 400 px square WebP (`/uploads/logos/{corporationId}-{hash}-400.webp`); null without a logo (the demo data's drawn marks are under `/images/demo-logos/`).",
      ),
  })
  .meta({ id: "CorporationLogo" });
export type CorporationLogo = z.infer<typeof CorporationLogoSchema>;
