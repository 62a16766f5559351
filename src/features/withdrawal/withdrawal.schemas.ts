import { z } from "zod";

export const WithdrawalBodySchema = z.object({
  password: z.string({ error: "パスワードを入力してください" }).min(1, "パスワードを入力してください").max(128, "パスワードは128文字以内です"),
});
export type WithdrawalBody = z.infer<typeof WithdrawalBodySchema>;

export const WithdrawalResultSchema = z.object({
  /** When the personal data will be erased (JST, ISO 8601). */
  erasureScheduledAt: z.string(),
});
