import { z } from "zod";

import { kanaSchema, nameSchema } from "@/features/auth/auth.schemas";

/** 表示名・お名前 (issue 13): the same rules as at sign-up, shared by the form and PATCH /api/v2/me/name. */
export const ChangeNameBodySchema = z.object({
  lastName: nameSchema("姓"),
  firstName: nameSchema("名"),
  lastNameKana: kanaSchema("セイ"),
  firstNameKana: kanaSchema("メイ"),
});

export type ChangeNameBody = z.infer<typeof ChangeNameBodySchema>;

export const AccountNameSchema = z
  .object({
    lastName: z.string(),
    firstName: z.string(),
    lastNameKana: z.string(),
    firstNameKana: z.string(),
    isRealNameVerified: z.boolean().describe("A pro's 本人確認済 mark; changing the name clears it. Always false for others."),
  })
  .meta({ id: "AccountName" });

export type AccountName = z.infer<typeof AccountNameSchema>;
