import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { consumeAccountToken, issueAccountToken, peekAccountToken } from "@/platform/account-tokens";
import type { Actor } from "@/platform/actor/actor";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { queueMail } from "@/platform/mail/outbox";
import { confirmPasswordOrThrow } from "@/platform/password-confirmation";
import { RATE_LIMITS, enforceRateLimit } from "@/platform/rate-limit";

import {
  buildEmailChangeConfirmationMail,
  buildEmailChangeRequestedNotice,
  buildEmailChangedNotice,
  buildVerificationMail,
  buildWelcomeVerificationMail,
} from "./account-email-mail";
import { ACCOUNT_LINK_INVALID_MESSAGE, type EmailChangeBody } from "./account-email.schemas";
import { findActiveAccount, isEmailUsedByAnotherAccount, markEmailVerified, retireOpenAccountTokens, updateAccountEmail } from "./account-email.queries";

type Clock = { now: Date; siteOrigin: string };
type RequestMeta = Clock & { ipAddress: string };

export const EMAIL_VERIFICATION_PATH = "/email_verification";
export const EMAIL_CHANGE_PATH = "/email_change";

const linkTo = (siteOrigin: string, path: string, token: string) => `${siteOrigin}${path}?token=${encodeURIComponent(token)}`;
const fullName = (account: { lastName: string; firstName: string }) => `${account.lastName} ${account.firstName}`;

const resendLimitMessage = (wait: string) => `確認メールの再送は短い時間に何度もできません。${wait}ほど時間をおいてから、もう一度お試しください。`;
const changeLimitMessage = (wait: string) => `メールアドレスの変更手続きの回数が上限に達しました。${wait}ほど時間をおいてから、もう一度お試しください。`;
const EMAIL_TAKEN_BY_OTHER = "このメールアドレスはすでにほかのアカウントで使われています。別のメールアドレスを指定してください。";

/**
 * Sign-up's mail (called inside the sign-up transaction): a short welcome with the verification link.
 */
export async function queueSignUpVerificationMail(tx: Database, input: Clock & { userId: number; email: string; name: string; role: "pro" | "orderer" }): Promise<void> {
  const token = await issueAccountToken(tx, { userId: input.userId, purpose: "verify_email", email: input.email, now: input.now });
  const mail = await buildWelcomeVerificationMail({
    name: input.name,
    role: input.role,
    siteOrigin: input.siteOrigin,
    verifyUrl: linkTo(input.siteOrigin, EMAIL_VERIFICATION_PATH, token),
  });
  await queueMail(tx, { to: input.email, mail, now: input.now });
}

/** A new link for a signed-in, unverified account; the earlier links stop working. */
export async function resendVerificationMail(db: Database, actor: Actor, meta: RequestMeta): Promise<{ email: string }> {
  await enforceRateLimit(db, RATE_LIMITS.verificationResendPerUser, String(actor.userId), meta.now, resendLimitMessage);
  await enforceRateLimit(db, RATE_LIMITS.verificationResendPerIp, meta.ipAddress, meta.now, resendLimitMessage);
  return inTransaction(db, async (tx) => {
    const account = await findActiveAccount(tx, actor.userId);
    if (!account) throw new AppError("unauthenticated");
    if (account.emailVerifiedAt) throw new AppError("email_already_verified");
    const token = await issueAccountToken(tx, { userId: actor.userId, purpose: "verify_email", email: account.email, now: meta.now });
    const mail = await buildVerificationMail({
      name: fullName(account),
      siteOrigin: meta.siteOrigin,
      verifyUrl: linkTo(meta.siteOrigin, EMAIL_VERIFICATION_PATH, token),
    });
    await queueMail(tx, { to: account.email, mail, now: meta.now });
    return { email: account.email };
  });
}

/**
 * Uses a verification link. The token names the account, so it works in any browser, signed in or
 * not; it verifies only the address it was sent to, and only while that is still the account's.
 */
export async function verifyEmail(db: Database, rawToken: string, now: Date): Promise<{ email: string; userId: number }> {
  return inTransaction(db, async (tx) => {
    const token = await consumeAccountToken(tx, { rawToken, purpose: "verify_email", now });
    if (!token || !(await markEmailVerified(tx, token.userId, token.email, now))) throw new AppError("account_link_invalid", ACCOUNT_LINK_INVALID_MESSAGE);
    return { email: token.email, userId: token.userId };
  });
}

/**
 * Starts an e-mail change: the password proves it is the owner at the keyboard; the new address gets
 * the link that makes the change, the old one a notice. Nothing about the account changes yet.
 */
export async function requestEmailChange(db: Database, actor: Actor, body: EmailChangeBody, meta: RequestMeta): Promise<{ newEmail: string }> {
  // Counted before the password is checked, so the form cannot be used to guess it.
  await enforceRateLimit(db, RATE_LIMITS.emailChangePerUser, String(actor.userId), meta.now, changeLimitMessage);
  await enforceRateLimit(db, RATE_LIMITS.emailChangePerIp, meta.ipAddress, meta.now, changeLimitMessage);
  const account = await findActiveAccount(db, actor.userId);
  if (!account) throw new AppError("unauthenticated");
  await confirmPasswordOrThrow(account, body.currentPassword, { path: "currentPassword", label: "現在のパスワード" });
  if (body.newEmail === account.email) {
    throw new AppError("validation_failed", "現在と同じメールアドレスです。", {
      issues: [{ path: "newEmail", message: "現在と同じメールアドレスです。新しいメールアドレスを入力してください" }],
    });
  }
  if (await isEmailUsedByAnotherAccount(db, body.newEmail, actor.userId)) throw new AppError("email_taken", EMAIL_TAKEN_BY_OTHER);
  const name = fullName(account);
  await inTransaction(db, async (tx) => {
    const token = await issueAccountToken(tx, { userId: actor.userId, purpose: "change_email", email: body.newEmail, now: meta.now });
    const confirmation = await buildEmailChangeConfirmationMail({
      name,
      siteOrigin: meta.siteOrigin,
      newEmail: body.newEmail,
      confirmUrl: linkTo(meta.siteOrigin, EMAIL_CHANGE_PATH, token),
    });
    await queueMail(tx, { to: body.newEmail, mail: confirmation, now: meta.now });
    const notice = await buildEmailChangeRequestedNotice({ name, siteOrigin: meta.siteOrigin, newEmail: body.newEmail, requestedAt: meta.now });
    await queueMail(tx, { to: account.email, mail: notice, now: meta.now });
  });
  return { newEmail: body.newEmail };
}

/**
 * Uses a change link: the account's address becomes the new one (proven, so verified), every other
 * link still out for the account stops working, and the old address is told.
 */
export async function confirmEmailChange(db: Database, rawToken: string, meta: Clock): Promise<{ email: string; userId: number }> {
  try {
    return await inTransaction(db, async (tx) => {
      const token = await consumeAccountToken(tx, { rawToken, purpose: "change_email", now: meta.now });
      const account = token ? await findActiveAccount(tx, token.userId) : undefined;
      if (!token || !account) throw new AppError("account_link_invalid", ACCOUNT_LINK_INVALID_MESSAGE);
      if (account.email === token.email) return { email: token.email, userId: token.userId };
      if (await isEmailUsedByAnotherAccount(tx, token.email, token.userId)) throw new AppError("email_taken", EMAIL_TAKEN_BY_OTHER);
      await updateAccountEmail(tx, token.userId, token.email, meta.now);
      await retireOpenAccountTokens(tx, token.userId, meta.now);
      const notice = await buildEmailChangedNotice({ name: fullName(account), siteOrigin: meta.siteOrigin, newEmail: token.email, changedAt: meta.now });
      await queueMail(tx, { to: account.email, mail: notice, now: meta.now });
      return { email: token.email, userId: token.userId };
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw new AppError("email_taken", EMAIL_TAKEN_BY_OTHER);
    throw error;
  }
}

export type AccountLinkState = { isValid: true; email: string } | { isValid: false };

/** For a link's page (GET): whether the link still works and for which address, without using it. */
export async function describeAccountLink(db: Database, rawToken: string | undefined, purpose: "verify_email" | "change_email", now: Date): Promise<AccountLinkState> {
  const token = rawToken ? await peekAccountToken(db, { rawToken, purpose, now }) : null;
  return token ? { isValid: true, email: token.email } : { isValid: false };
}

/** The signed-in account's address and whether it is verified (welcome and settings pages). */
export async function getAccountEmailStatus(db: Database, userId: number): Promise<{ email: string; isVerified: boolean } | null> {
  const account = await findActiveAccount(db, userId);
  return account ? { email: account.email, isVerified: account.emailVerifiedAt !== null } : null;
}
