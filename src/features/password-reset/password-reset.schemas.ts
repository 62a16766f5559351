import { z } from "zod";

import { emailSchema, newPasswordSchema } from "@/features/auth/auth.schemas";

export const PasswordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** The link's token is checked by the service (unknown, used, expired and malformed read the same). */
export const PasswordResetCompleteBodySchema = z.object({
  token: z.string({ message: "再設定用のリンクが正しくありません" }).max(200, { message: "再設定用のリンクが正しくありません" }),
  password: newPasswordSchema,
});
export type PasswordResetCompleteBody = z.infer<typeof PasswordResetCompleteBodySchema>;

/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "入力されたメールアドレスが登録されている場合、パスワード再設定用のメールをお送りしました。メールに記載のリンクから30分以内に新しいパスワードを設定してください。";

export const PasswordResetRequestedResponseSchema = z.object({ message: z.string() });
