import { z } from "zod";

import { isSingleLine, singleLineMessage } from "@/lib/control-characters";

/** The kinds of inquiry, in the order the form lists them. */
export const CONTACT_CATEGORIES = [
  { value: "pro", label: "プロとしての利用" },
  { value: "orderer", label: "企業としての利用" },
  { value: "press", label: "取材・提携" },
  { value: "other", label: "その他" },
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];
const CATEGORY_VALUES = CONTACT_CATEGORIES.map((category) => category.value) as [ContactCategory, ...ContactCategory[]];

export const CONTACT_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  companyNameMax: 100,
  bodyMin: 10,
  bodyMax: 2000,
} as const;

export function contactCategoryLabel(value: string): string {
  return CONTACT_CATEGORIES.find((category) => category.value === value)?.label ?? "その他";
}

// `abort: true` stops at the first failed check, so each field reports one clear message.
const requiredText = (label: string) =>
  z
    .string({ message: `${label}を入力してください` })
    .trim()
    .min(1, { message: `${label}を入力してください`, abort: true });

/** POST /api/v2/contact_inquiries, also checked in the browser before sending (same messages). */
export const ContactInquiryBodySchema = z.object({
  name: requiredText("お名前")
    .max(CONTACT_LIMITS.nameMax, { message: `お名前は${CONTACT_LIMITS.nameMax}文字以内で入力してください` })
    .refine(isSingleLine, singleLineMessage("お名前")),
  email: requiredText("メールアドレス")
    .max(CONTACT_LIMITS.emailMax, { message: "メールアドレスが長すぎます", abort: true })
    .pipe(z.email({ message: "メールアドレスの形式が正しくありません" })),
  companyName: z
    .string({ message: "会社名は文字で入力してください" })
    .trim()
    .max(CONTACT_LIMITS.companyNameMax, { message: `会社名は${CONTACT_LIMITS.companyNameMax}文字以内で入力してください` })
    .refine(isSingleLine, singleLineMessage("会社名"))
    .nullish()
    .transform((value) => value || null),
  category: z.enum(CATEGORY_VALUES, { message: "お問い合わせ種別を選択してください" }),
  body: requiredText("お問い合わせ内容")
    .min(CONTACT_LIMITS.bodyMin, { message: `お問い合わせ内容は${CONTACT_LIMITS.bodyMin}文字以上で入力してください` })
    .max(CONTACT_LIMITS.bodyMax, { message: `お問い合わせ内容は${CONTACT_LIMITS.bodyMax}文字以内で入力してください` }),
});
export type ContactInquiryBody = z.infer<typeof ContactInquiryBodySchema>;
