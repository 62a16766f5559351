import { z } from "zod";

const currentPasswordSchema = z.string({ message: "現在のパスワードを入力してください" }).min(1, { message: "現在のパスワードを入力してください" }).max(200);

/** Six digits from the app; full-width digits typed on a Japanese keyboard are read as such. */
const appCodeSchema = z
  .string({ message: "確認コードを入力してください" })
  .transform((value) => value.normalize("NFKC").replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { message: "確認コードは6桁の数字で入力してください" }));

export const EnableTwoFactorBodySchema = z.object({ code: appCodeSchema, currentPassword: currentPasswordSchema });
export const DisableTwoFactorBodySchema = z.object({ currentPassword: currentPasswordSchema });

/** At login: the app's six digits, or a recovery code (`abcde-fghij`). */
export const TwoFactorLoginBodySchema = z.object({
  loginTicket: z.string({ message: "ログインをやり直してください" }).min(1).max(500, { message: "ログインをやり直してください" }),
  code: z
    .string({ message: "確認コードを入力してください" })
    .transform((value) => value.normalize("NFKC").trim())
    .pipe(
      z
        .string()
        .min(1, { message: "確認コードを入力してください" })
        .max(20, { message: "確認コードは6桁の数字、またはリカバリーコードを入力してください" })
        .regex(/^[0-9A-Za-z\s-]+$/, { message: "確認コードは6桁の数字、またはリカバリーコードを入力してください" }),
    ),
});

export const TwoFactorStatusSchema = z.object({
  isEnabled: z.boolean(),
  enabledAt: z.string().nullable().describe("When it was turned on (ISO 8601)."),
  recoveryCodesLeft: z.number().int().describe("Unused recovery codes."),
});

export const TwoFactorSetupSchema = z.object({
  secret: z.string().describe("The TOTP secret in base32, for typing into the app by hand."),
  qrCode: z.object({ size: z.number().int(), path: z.string().describe("SVG path of the dark modules, one unit each.") }),
});

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).describe("Ten one-use codes; shown only now.") });

/** The login's answer when the password was right and the account has 二段階認証 (202). */
export const SecondFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  loginTicket: z.string().describe("Send it back with the code to `POST /api/v2/sessions/two_factor` within 10 minutes."),
});
