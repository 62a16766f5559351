import { z } from "zod";

import { FREE_MAIL_DOMAINS, FREE_MAIL_DOMAIN_MESSAGE, INVALID_DOMAIN_MESSAGE, isValidEmailDomain, normalizeEmailDomain } from "./employer-shield-rules";

export const EmployerShieldSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["corporation", "domain"]),
    corporationId: z.number().int().nullable(),
    corporationName: z.string().nullable(),
    emailDomain: z.string().nullable().describe("Lower-case, without @."),
    createdAt: z.string().describe("ISO 8601."),
  })
  .meta({ id: "EmployerShield" });

export type EmployerShield = z.infer<typeof EmployerShieldSchema>;

export const EmployerShieldListSchema = z.object({ shields: z.array(EmployerShieldSchema) }).meta({ id: "EmployerShieldList" });
export type EmployerShieldList = z.infer<typeof EmployerShieldListSchema>;

const EmailDomainSchema = z
  .string({ message: "ドメインを入力してください" })
  .max(253, { message: INVALID_DOMAIN_MESSAGE })
  .transform(normalizeEmailDomain)
  .refine(isValidEmailDomain, { message: INVALID_DOMAIN_MESSAGE })
  .refine((domain) => !FREE_MAIL_DOMAINS.has(domain), { message: FREE_MAIL_DOMAIN_MESSAGE });

/** Either a corporation (chosen from the candidates) or an e-mail domain. */
export const AddEmployerShieldBodySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("corporation"), corporationId: z.number({ message: "企業を選択してください" }).int().positive({ message: "企業を選択してください" }) }),
    z.object({ kind: z.literal("domain"), emailDomain: EmailDomainSchema }),
  ],
  { message: "企業またはドメインを指定してください" },
);

export type AddEmployerShieldBody = z.infer<typeof AddEmployerShieldBodySchema>;

export const EmployerShieldIdParamsSchema = z.object({ id: z.string().describe("The shield's id.") });

export const CorporationCandidatesQuerySchema = z.object({
  q: z
    .string({ message: "企業名を入力してください" })
    .trim()
    .min(1, { message: "企業名を入力してください" })
    .max(100, { message: "1〜100文字で入力してください" })
    .describe("Part of the corporation's name."),
});

export const CorporationCandidatesSchema = z
  .object({ corporations: z.array(z.object({ id: z.number().int(), name: z.string() })).describe("At most 10, by name.") })
  .meta({ id: "CorporationCandidates" });
export type CorporationCandidates = z.infer<typeof CorporationCandidatesSchema>;
