import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { AppError } from "@/platform/errors";
import { queueMail } from "@/platform/mail/outbox";
import { confirmPasswordOrThrow, findPasswordOwner } from "@/platform/password-confirmation";
import { RATE_LIMITS, enforceRateLimit } from "@/platform/rate-limit";
import { markSecondFactorProven, type ActiveSession } from "@/platform/sessions/session.queries";

import { generateTotpSecret, matchTotp, otpauthUri } from "./totp";
import { buildTwoFactorNotice } from "./two-factor-mail";
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode, openSecret, qrCodeOf, sealSecret } from "./two-factor-secrets";

/** The login's ticket between the password and the code (the service is this feature's public surface). */
export { issueLoginTicket, readLoginTicket } from "./two-factor-secrets";
import {
  claimStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findTwoFactorCredential,
  listSealedSecrets,
  replaceRecoveryCodes,
  replaceSealedSecret,
  savePendingSecret,
  spendRecoveryCode,
} from "./two-factor.queries";

export type TwoFactorStatus = { isEnabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };

export async function getTwoFactorStatus(db: Database, userId: number): Promise<TwoFactorStatus> {
  const credential = await findTwoFactorCredential(db, userId);
  if (!credential?.enabledAt) return { isEnabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return { isEnabled: true, enabledAt: credential.enabledAt.toISOString(), recoveryCodesLeft: await countUnusedRecoveryCodes(db, userId) };
}

export async function isTwoFactorEnabled(db: Database, userId: number): Promise<boolean> {
  return Boolean((await findTwoFactorCredential(db, userId))?.enabledAt);
}

const codeAttemptMessage = (wait: string) => `確認コードの入力回数が上限に達しました。${wait}ほど時間をおいてからもう一度お試しください。`;
const passwordAttemptMessage = (wait: string) => `パスワードの入力回数が上限に達しました。${wait}ほど時間をおいてからもう一度お試しください。`;
export const WRONG_CODE_MESSAGE = "確認コードが正しくありません";
const ALREADY_ENABLED_MESSAGE = "二段階認証はすでに有効です。";
const NOT_STARTED_MESSAGE = "設定の有効期限が切れました。お手数ですが、最初からやり直してください。";

/**
 * Step 1 of turning it on: a new secret, shown once as a QR code and as text; nothing changes for
 * login yet. (On a public demo the route refuses the shared demo accounts first: refuseSharedDemoAccount.)
 */
export async function beginTwoFactorSetup(db: Database, userId: number, context: { appSecret: string; now: Date }) {
  const { appSecret, now } = context;
  const account = await findPasswordOwner(db, userId);
  if (!account) throw new AppError("not_found");
  const secret = generateTotpSecret();
  if (!(await savePendingSecret(db, userId, sealSecret(appSecret, secret), now))) throw new AppError("conflict", ALREADY_ENABLED_MESSAGE);
  const uri = otpauthUri(secret, account.email);
  return { secret, qrCode: qrCodeOf(uri) };
}

/** A wrong code, on the form's `code` field; `hint` says what to type, `event` what the security log calls it. */
const wrongCode = (userId: number, hint: string, event: "auth.reauthentication_failed" | "auth.login_failed") =>
  new AppError("validation_failed", `${WRONG_CODE_MESSAGE}。${hint}`, { issues: [{ path: "code", message: WRONG_CODE_MESSAGE }], security: { event, userId } });
const APP_CODE_HINT = "認証アプリに表示されている6桁の数字を入力してください。";

/**
 * Step 2: the password and a code from the app prove both; 二段階認証 is on from here, this session
 * counts as having proven it, and ten recovery codes are answered — the only time they are shown.
 */
export async function enableTwoFactor(
  db: Database,
  session: ActiveSession,
  body: { code: string; currentPassword: string },
  context: { appSecrets: readonly string[]; now: Date; siteOrigin: string },
): Promise<{ recoveryCodes: string[] }> {
  const { appSecrets, now, siteOrigin } = context;
  await enforceRateLimit(db, RATE_LIMITS.twoFactorCodesPerUser, String(session.userId), now, codeAttemptMessage);
  const account = await confirmPasswordOrThrow(await findPasswordOwner(db, session.userId), body.currentPassword, { path: "currentPassword", label: "現在のパスワード" });
  const credential = await findTwoFactorCredential(db, session.userId);
  if (credential?.enabledAt) throw new AppError("conflict", ALREADY_ENABLED_MESSAGE);
  const secret = credential ? (openSecret(appSecrets, credential.secretCiphertext)?.secret ?? null) : null;
  if (!credential || !secret) throw new AppError("conflict", NOT_STARTED_MESSAGE);
  const step = matchTotp(secret, body.code, now, credential.lastUsedStep);
  if (step === null) throw wrongCode(session.userId, APP_CODE_HINT, "auth.reauthentication_failed");
  const recoveryCodes = generateRecoveryCodes();
  await inTransaction(db, async (tx) => {
    if (!(await claimStep(tx, session.userId, step, now))) throw wrongCode(session.userId, APP_CODE_HINT, "auth.reauthentication_failed");
    await replaceRecoveryCodes(
      tx,
      session.userId,
      recoveryCodes.map((code) => hashRecoveryCode(normalizeRecoveryCode(code)!)),
    );
    await markSecondFactorProven(tx, session.idHash, now);
    await queueMail(tx, { to: account.email, mail: await buildTwoFactorNotice({ isEnabled: true, changedAt: now }, siteOrigin), now });
  });
  return { recoveryCodes };
}

/** Turning it off asks for the password (a stolen session alone cannot), and tells the owner by mail. */
export async function disableTwoFactor(db: Database, session: ActiveSession, body: { currentPassword: string }, context: { now: Date; siteOrigin: string }) {
  const { now, siteOrigin } = context;
  await enforceRateLimit(db, RATE_LIMITS.passwordChangePerUser, String(session.userId), now, passwordAttemptMessage);
  const account = await confirmPasswordOrThrow(await findPasswordOwner(db, session.userId), body.currentPassword, { path: "currentPassword", label: "現在のパスワード" });
  if (!(await isTwoFactorEnabled(db, session.userId))) throw new AppError("conflict", "二段階認証は有効になっていません。");
  await inTransaction(db, async (tx) => {
    await deleteTwoFactor(tx, session.userId);
    await queueMail(tx, { to: account.email, mail: await buildTwoFactorNotice({ isEnabled: false, changedAt: now }, siteOrigin), now });
  });
}

/**
 * 運営による解除 (the console's 「二段階認証を解除」): for a member who lost both the phone and the
 * recovery codes and proved who they are to an operator. Runs inside the console's transaction, so
 * the removal, its notice mail and the audit row land together. False when it was not on.
 */
export async function removeTwoFactorByOperator(tx: Database, account: { userId: number; email: string }, context: { now: Date; siteOrigin: string }): Promise<boolean> {
  if (!(await isTwoFactorEnabled(tx, account.userId))) return false;
  await deleteTwoFactor(tx, account.userId);
  const notice = await buildTwoFactorNotice({ isEnabled: false, changedAt: context.now, isByOperator: true }, context.siteOrigin);
  await queueMail(tx, { to: account.email, mail: notice, now: context.now });
  return true;
}

/**
 * The second step of a login: a code from the app, or one unused recovery code. Counted per account
 * before it is checked. Returns when one was right, or throws the field error.
 */
export async function proveSecondFactor(db: Database, userId: number, typed: string, context: { appSecrets: readonly string[]; now: Date }): Promise<void> {
  const { appSecrets, now } = context;
  await enforceRateLimit(db, RATE_LIMITS.twoFactorCodesPerUser, String(userId), now, codeAttemptMessage);
  const credential = await findTwoFactorCredential(db, userId);
  if (!credential?.enabledAt) throw new AppError("two_factor_login_expired");
  const code = typed.replace(/\s/g, "");
  const secret = openSecret(appSecrets, credential.secretCiphertext)?.secret;
  const step = secret ? matchTotp(secret, code, now, credential.lastUsedStep) : null;
  if (step !== null && (await claimStep(db, userId, step))) return;
  const recovery = normalizeRecoveryCode(typed);
  if (recovery && (await spendRecoveryCode(db, userId, hashRecoveryCode(recovery), now))) return;
  throw wrongCode(userId, "認証アプリの6桁の数字か、リカバリーコードを入力してください。", "auth.login_failed");
}

/**
 * After APP_SECRET was rotated (APP_SECRET_PREVIOUS set): every authenticator secret still sealed
 * with the previous secret is sealed again with today's, so the previous one can be dropped later
 * without locking anyone out. Run at start-up; a row another process changed meanwhile is left as
 * it is (the update matches the old ciphertext). Returns how many were sealed again.
 */
export async function resealTwoFactorSecrets(db: Database, appSecrets: readonly string[]): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0;
  let unreadable = 0;
  for (const credential of await listSealedSecrets(db)) {
    const opened = openSecret(appSecrets, credential.secretCiphertext);
    if (!opened) unreadable += 1;
    else if (!opened.isSealedWithCurrent && (await replaceSealedSecret(db, credential, sealSecret(appSecrets[0]!, opened.secret)))) resealed += 1;
  }
  return { resealed, unreadable };
}
