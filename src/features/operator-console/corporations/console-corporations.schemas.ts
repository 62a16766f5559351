import { z } from "zod";

import { PLANS } from "@/db/schema/user-values";
import { invoiceRegistrationNumberField } from "@/features/corporations/corporation-profile.schemas";
import { isoDate, multiLine } from "@/lib/form-fields";

export const CORPORATIONS_PER_PAGE = 50;

export const ConsoleCorporationQuerySchema = z.object({
  q: z.string().max(100, { message: "キーワードは100文字以内で入力してください" }).optional(),
  plan: z.enum(PLANS, { message: "プランが正しくありません" }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { message: "ページ番号は1〜9999の整数で指定してください" })
    .transform(Number)
    .optional(),
});

export type ConsoleCorporationQuery = z.infer<typeof ConsoleCorporationQuerySchema>;

/** The contract as the operator records it: the plan, from when, the invoice note and the invoice number. */
export const ContractBodySchema = z
  .object({
    plan: z.enum(PLANS, { message: "プランを選んでください" }),
    planStartedOn: z.preprocess(
      (value) => (value === "" ? null : value),
      // A day that exists (2026-02-30 does not: Date.parse rolled it over to March and PostgreSQL answered 500).
      isoDate("利用開始日は YYYY-MM-DD の形で、実在する日付を入力してください").nullable(),
    ),
    planInvoiceNote: multiLine(1_000),
    invoiceRegistrationNumber: invoiceRegistrationNumberField,
  })
  .refine((body) => body.plan === "free" || body.planStartedOn !== null, { message: "有料プランには利用開始日が必要です", path: ["planStartedOn"] });

export type ContractBody = z.infer<typeof ContractBodySchema>;

export const ConsoleCorporationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plan: z.enum(PLANS),
  planName: z.string(),
  planStartedOn: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});

export const ConsoleCorporationPageSchema = z.object({
  corporations: z.array(ConsoleCorporationItemSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  isTotalCapped: z.boolean(),
  totalPages: z.number().int(),
});

export type ConsoleCorporationPage = z.infer<typeof ConsoleCorporationPageSchema>;

export const ConsoleCorporationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    websiteUrl: z.string().nullable(),
    createdAt: z.string(),
    contract: z.object({
      plan: z.enum(PLANS),
      planName: z.string(),
      planStartedOn: z.string().nullable(),
      planInvoiceNote: z.string(),
      invoiceRegistrationNumber: z.string().nullable(),
    }),
    members: z.array(z.object({ userId: z.number().int(), name: z.string(), email: z.string(), role: z.string(), since: z.string() })),
    projects: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string(), publishedAt: z.string() })),
  })
  .meta({ id: "ConsoleCorporation" });

export type ConsoleCorporation = z.infer<typeof ConsoleCorporationSchema>;

export const CorporationIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "企業IDは1以上の整数で指定してください" })
    .transform(Number),
});
