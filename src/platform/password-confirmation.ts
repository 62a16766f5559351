import { verifyPassword } from "@/lib/password-hash";

import { AppError } from "./errors";

/**
 * The signed-in owner proves it is them before a sensitive change (password change, e-mail change,
 * 退会): a wrong password is a 422 on the form's own field, 「現在のパスワードが正しくありません」.
 * A missing account reads as a wrong password. Answers the account, now known to be there.
 */
export async function confirmPasswordOrThrow<Account extends { passwordHash: string }>(
  account: Account | undefined,
  password: string,
  field: { path: string; label: string },
): Promise<Account> {
  if (account && (await verifyPassword(account.passwordHash, password))) return account;
  throw new AppError("validation_failed", `${field.label}が正しくありません。`, {
    issues: [{ path: field.path, message: `${field.label}が正しくありません` }],
    // A failed re-authentication is a security event, not just a form error (issue 19, ASVS 16.3.1).
    security: { event: "auth.reauthentication_failed" },
  });
}
