import { AppError } from "@/platform/errors";

import { EMAIL_IN_PASSWORD_MESSAGE, isPasswordContainingEmail, WEAK_PASSWORD_MESSAGE } from "./auth.schemas";
import { LEAKED_PASSWORDS_TEXT } from "./leaked-passwords.data";

let leaked: ReadonlySet<string> | undefined;

/** Whether the password is among the 10,000 most common in public breaches (case ignored). */
export function isLeakedPassword(password: string): boolean {
  leaked ??= new Set(LEAKED_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return leaked.has(password.toLowerCase());
}

/**
 * The server's last word on a new password, after the schema (length, the forms' short list of weak
 * ones): not a leaked one (ASVS 6.2.4, 6.2.12) and, when the address is known, not holding it.
 * 422 on the field, in the words the form uses.
 */
export function refuseUnsafeNewPassword(password: string, field: { path: string; email?: string }): void {
  const message = isLeakedPassword(password)
    ? WEAK_PASSWORD_MESSAGE
    : field.email !== undefined && isPasswordContainingEmail(password, field.email)
      ? EMAIL_IN_PASSWORD_MESSAGE
      : undefined;
  if (message) throw new AppError("validation_failed", undefined, { issues: [{ path: field.path, message }] });
}
