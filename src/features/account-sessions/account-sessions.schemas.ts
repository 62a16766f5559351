import { z } from "zod";

/** A session's public id: 32 hex characters derived from its stored hash (never the hash itself). */
export const SessionIdParamsSchema = z.object({ sessionId: z.string().regex(/^[0-9a-f]{32}$/, "端末の指定が正しくありません。") });

export const AccountSessionSchema = z.object({
  id: z.string(),
  /** 「Chrome（Windows）」: read from the User-Agent when the session began. */
  device: z.string(),
  /** The IP address the session began from (no place names: there is no geo database). */
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });

export const SignedOutCountSchema = z.object({ signedOut: z.number().int() });

export const PasswordConfirmationBodySchema = z.object({
  password: z.string({ message: "パスワードを入力してください" }).min(1, { message: "パスワードを入力してください" }).max(200),
});
