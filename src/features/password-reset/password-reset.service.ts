import { createHash } from "node:crypto";

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { refuseUnsafeNewPassword } from "@/features/auth/password-policy.service";
import { hashPassword } from "@/lib/password-hash";
import { consumeAccountToken, issueAccountToken, peekAccountToken } from "@/platform/account-tokens";
import { AppError } from "@/platform/errors";
import { enqueueJob } from "@/platform/jobs/job-queue";
import { queueMail } from "@/platform/mail/outbox";
import { RATE_LIMITS, enforceRateLimit } from "@/platform/rate-limit";
import { deleteAllSessions } from "@/platform/sessions/session.queries";

import { buildPasswordChangedNotice, buildPasswordResetRequiredMail, passwordResetLinkOf } from "./password-reset-mail";
import { passwordResetMailJob } from "./password-reset.job";
import { findActiveAccountById, setResetPassword } from "./password-reset.queries";
import type { PasswordResetCompleteBody, PasswordResetRequestBody } from "./password-reset.schemas";

const resetLimitMessage = (wait: string) => `パスワード再設定のお申し込みが続いたため、受付を一時停止しています。${wait}ほど時間をおいてからもう一度お試しください。`;

const invalidLink = () =>
  new AppError("account_link_invalid", "このリンクは有効期限が切れているか、すでに使用されています。お手数ですが、再設定用のメールをもう一度お送りください。");

/**
 * Takes a reset request. The same work for every address — one counter upsert (per IP) and one job
 * insert — so neither the answer nor its timing tells whether the address has an account; the job
 * looks the account up later. One pending job per address: a burst of requests queues one mail.
 */
export async function requestPasswordReset(db: Database, body: PasswordResetRequestBody, meta: { ipAddress: string; now: Date }): Promise<void> {
  await enforceRateLimit(db, RATE_LIMITS.passwordResetPerIp, meta.ipAddress, meta.now, resetLimitMessage);
  const addressKey = createHash("sha256").update(body.email).digest("hex");
  await enqueueJob(db, passwordResetMailJob, { email: body.email }, { runAt: meta.now, singletonKey: `password_reset:${addressKey}` });
}

/** Whether a reset link still works (the page shows the form only then). Reads; never uses the link. */
export async function isPasswordResetLinkLive(db: Database, rawToken: string, now: Date): Promise<boolean> {
  return (await peekAccountToken(db, { rawToken, purpose: "reset_password", now })) !== null;
}

/**
 * Uses the link once and sets the new password; every session of the account ends (whoever held
 * one may be the reason for the reset) and the owner is told by mail. The password is checked
 * against the account's address before the link is used, so a refused password does not spend it.
 */
export async function completePasswordReset(db: Database, body: PasswordResetCompleteBody, meta: { now: Date; siteOrigin: string }): Promise<void> {
  const { now, siteOrigin } = meta;
  const link = await peekAccountToken(db, { rawToken: body.token, purpose: "reset_password", now });
  if (!link) throw invalidLink();
  refuseUnsafeNewPassword(body.password, { path: "password", email: link.email });
  const passwordHash = await hashPassword(body.password);
  await inTransaction(db, async (tx) => {
    const used = await consumeAccountToken(tx, { rawToken: body.token, purpose: "reset_password", now });
    const account = used ? await findActiveAccountById(tx, used.userId) : undefined;
    // The address changed since the mail was sent, or the account was closed: the link is dead.
    if (!used || !account || account.email !== used.email) throw invalidLink();
    await setResetPassword(tx, account.id, passwordHash, now);
    await deleteAllSessions(tx, account.id);
    await queuePasswordChangedNotice(tx, { email: account.email, now, siteOrigin });
  });
}

/** 「パスワードが変更されました」, queued in the transaction of the change (reset or the settings page). */
export async function queuePasswordChangedNotice(tx: Database, input: { email: string; now: Date; siteOrigin: string }): Promise<void> {
  const mail = await buildPasswordChangedNotice({ changedAt: input.now }, input.siteOrigin);
  await queueMail(tx, { to: input.email, mail, now: input.now });
}

/** How long the link of a reset an operator required works: its owner did not ask for it and may read the mail hours later. */
export const REQUIRED_RESET_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * An operator required a new password (issue 18): issues the reset link (earlier links die) and
 * queues its mail in the caller's transaction, so the requirement, the ended sessions and the mail
 * commit together. No per-address limit: an operator's deliberate act, recorded in the audit log.
 */
export async function queueRequiredPasswordReset(tx: Database, input: { userId: number; email: string; now: Date; siteOrigin: string }): Promise<void> {
  const { userId, email, now, siteOrigin } = input;
  const rawToken = await issueAccountToken(tx, { userId, purpose: "reset_password", email, now, lifetimeMs: REQUIRED_RESET_LINK_LIFETIME_MS });
  const expiresAt = new Date(now.getTime() + REQUIRED_RESET_LINK_LIFETIME_MS);
  const mail = await buildPasswordResetRequiredMail({ link: passwordResetLinkOf(siteOrigin, rawToken), expiresAt }, siteOrigin);
  await queueMail(tx, { to: email, mail, now });
}
