import { z } from "zod";

import { emailSchema } from "@/features/auth/auth.schemas";

/** The secret from an e-mailed link (`?token=`), sent back by the page's button. */
export const AccountLinkBodySchema = z.object({
  token: z.string({ message: "リンクが正しくありません" }).max(200, { message: "リンクが正しくありません" }),
});

export const EmailChangeBodySchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string({ message: "現在のパスワードを入力してください" }).min(1, { message: "現在のパスワードを入力してください" }).max(200),
});

export type EmailChangeBody = z.infer<typeof EmailChangeBodySchema>;

export const EmailVerifiedResponseSchema = z
  .object({ email: z.string().describe("The address that is now verified."), isSignedIn: z.boolean().describe("Whether this browser is signed in.") })
  .meta({ id: "EmailVerified" });

export const VerificationMailSentResponseSchema = z.object({ email: z.string().describe("Where the new link was sent.") }).meta({ id: "VerificationMailSent" });

export const EmailChangeRequestedResponseSchema = z
  .object({ newEmail: z.string().describe("Where the confirmation link was sent; nothing changes until it is used.") })
  .meta({ id: "EmailChangeRequested" });

export const EmailChangedResponseSchema = z
  .object({ email: z.string().describe("The account's address from now on (verified)."), isSignedIn: z.boolean() })
  .meta({ id: "EmailChanged" });

export const ACCOUNT_LINK_INVALID_MESSAGE = "このリンクは無効か、有効期限が切れているか、すでに使われています。お手数ですが、もう一度最初からお手続きください。";
