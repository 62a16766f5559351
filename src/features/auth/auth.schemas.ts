import { z } from "zod";

import { isSingleLine, singleLineMessage } from "@/lib/control-characters";
import { toFullWidthKatakana } from "@/lib/kana";

import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// NFKC first, so an address typed in full-width letters (ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ) is read, not refused.
export const emailSchema = z
  .string({ message: "メールアドレスを入力してください" })
  .transform((value) => value.normalize("NFKC"))
  .pipe(
    z
      .string()
      .trim()
      .min(1, { message: "メールアドレスを入力してください" })
      .max(254, { message: "メールアドレスが長すぎます" })
      .email({ message: "メールアドレスの形式が正しくありません" })
      .transform((value) => value.toLowerCase()),
  );

function isWeakPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.)\1+$/.test(password)) return true;
  return "0123456789012345678901234567890".includes(password) || "abcdefghijklmnopqrstuvwxyz".includes(lower);
}

export const EMAIL_IN_PASSWORD_MESSAGE = "メールアドレスを含むパスワードは使えません";

/**
 * A password that holds the e-mail address (or its local part, when that is long enough to be a
 * guess of its own) is the first thing an attacker who knows the address tries.
 */
export function isPasswordContainingEmail(password: string, email: string): boolean {
  const lowerPassword = password.toLowerCase();
  const lowerEmail = email.trim().toLowerCase();
  const localPart = lowerEmail.split("@")[0] ?? "";
  return lowerPassword.includes(lowerEmail) || (localPart.length >= 4 && lowerPassword.includes(localPart));
}

export const WEAK_PASSWORD_MESSAGE = "このパスワードは推測されやすいため使えません。別のパスワードを指定してください";

export const newPasswordSchema = z
  .string({ message: "パスワードを入力してください" })
  .min(PASSWORD_MIN_LENGTH, { message: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください` })
  .max(PASSWORD_MAX_LENGTH, { message: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください` })
  .refine((value) => !isWeakPassword(value), { message: WEAK_PASSWORD_MESSAGE });

export const nameSchema = (label: string) =>
  z
    .string({ message: `${label}を入力してください` })
    .trim()
    .min(1, { message: `${label}を入力してください` })
    .max(50, { message: `${label}は50文字以内で入力してください` })
    .refine(isSingleLine, singleLineMessage(label));

// Half-width katakana and hiragana are accepted and stored as full-width katakana.
export const kanaSchema = (label: string) =>
  z
    .string({ message: `${label}を入力してください` })
    .transform(toFullWidthKatakana)
    .pipe(nameSchema(label).regex(/^[ァ-ヶー\s]+$/u, { message: `${label}はカタカナで入力してください` }));

export const SignUpBodySchema = z
  .object({
    role: z.enum(["pro", "orderer"], { message: "登録の種類を選択してください" }),
    email: emailSchema,
    password: newPasswordSchema,
    lastName: nameSchema("姓"),
    firstName: nameSchema("名"),
    lastNameKana: kanaSchema("セイ"),
    firstNameKana: kanaSchema("メイ"),
    companyName: z.string().trim().max(100, { message: "会社名は100文字以内で入力してください" }).refine(isSingleLine, singleLineMessage("会社名")).optional(),
    agreeToTerms: z.literal(true, { message: "利用規約とプライバシーポリシーへの同意が必要です" }),
    /** An orderer invited by e-mail joins that corporation instead of naming a new one (issue 14). */
    invitationToken: z.string({ message: "招待リンクを確認できませんでした" }).max(200, { message: "招待リンクを確認できませんでした" }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.invitationToken !== undefined && body.role !== "orderer") {
      ctx.addIssue({ code: "custom", path: ["invitationToken"], message: "招待による登録は企業アカウントのみです" });
    }
    if (body.role === "orderer" && !body.companyName && body.invitationToken === undefined) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "会社名を入力してください" });
    }
    if (isPasswordContainingEmail(body.password, body.email)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: EMAIL_IN_PASSWORD_MESSAGE });
    }
  });
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const LoginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: "パスワードを入力してください" })
    .min(1, { message: "パスワードを入力してください" })
    .max(PASSWORD_MAX_LENGTH, { message: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください` }),
  /** 「ログイン状態を保持する」; absent = kept, as before (decision 019). */
  rememberMe: z.boolean({ message: "ログイン状態の保持は true か false で指定してください" }).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string({ message: "現在のパスワードを入力してください" }).min(1, { message: "現在のパスワードを入力してください" }).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
