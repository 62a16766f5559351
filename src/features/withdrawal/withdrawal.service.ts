import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { enqueueJob } from "@/platform/jobs/job-queue";
import { queueMail } from "@/platform/mail/outbox";
import { confirmPasswordOrThrow } from "@/platform/password-confirmation";
import { RATE_LIMITS, enforceRateLimit } from "@/platform/rate-limit";

import { accountErasureJob, ERASURE_DELAY_MS, erasureSingletonKey } from "./account-erasure.job";
import { deactivateUser, findCorporationsOnlyOwnedBy, findWithdrawingUser, isAddressOfDeactivatedUser } from "./withdrawal.queries";
import { buildWithdrawalMail } from "./withdrawal-mail";
import type { WithdrawalBody } from "./withdrawal.schemas";

export { accountErasureJob } from "./account-erasure.job";

const attemptLimitMessage = (wait: string) => `パスワードの入力回数が上限に達しました。${wait}ほど時間をおいてからもう一度お試しください。`;

/**
 * 退会 (decision 017): after the password, in one transaction — the account is marked deactivated
 * (login refused, profile hidden, its sessions end), the security mail is queued and the erasure is
 * scheduled 30 days later. Answers when the erasure will run.
 */
export async function withdrawAccount(db: Database, actor: Actor, body: WithdrawalBody, meta: { now: Date; siteOrigin: string }): Promise<{ erasureAt: Date }> {
  await enforceRateLimit(db, RATE_LIMITS.withdrawalPerUser, String(actor.userId), meta.now, attemptLimitMessage);
  const user = await findWithdrawingUser(db, actor.userId);
  if (!user) throw new AppError("unauthenticated");
  await confirmPasswordOrThrow(user, body.password, { path: "password", label: "パスワード" });
  const blocking = await findCorporationsOnlyOwnedBy(db, actor.userId);
  if (blocking.length > 0) {
    throw new AppError(
      "conflict",
      `${blocking.map((name) => `「${name}」`).join("")}のオーナーはあなただけです。退会する前に、ほかのメンバーにオーナーを引き継いでください。引き継ぎの方法はお問い合わせフォームからご相談ください。`,
    );
  }
  const erasureAt = new Date(meta.now.getTime() + ERASURE_DELAY_MS);
  await inTransaction(db, async (tx) => {
    if (!(await deactivateUser(tx, actor.userId, meta.now))) throw new AppError("unauthenticated");
    const mail = await buildWithdrawalMail({ name: `${user.lastName} ${user.firstName}`, withdrawnAt: meta.now, erasureAt }, meta.siteOrigin);
    await queueMail(tx, { to: user.email, mail, now: meta.now });
    await enqueueJob(tx, accountErasureJob, { userId: actor.userId }, { runAt: erasureAt, singletonKey: erasureSingletonKey(actor.userId) });
  });
  return { erasureAt };
}

export const toErasureScheduledAt = (erasureAt: Date) => toJstIsoDateTime(erasureAt);

export const DEACTIVATED_ADDRESS_MESSAGE =
  "このメールアドレスのアカウントは退会の手続き中です。退会から30日後に個人情報を削除するまで、同じメールアドレスでは登録できません。";

/** Sign-up's question after a unique violation: is the address held by an account waiting for its erasure? */
export function isAddressAwaitingErasure(db: Database, email: string): Promise<boolean> {
  return isAddressOfDeactivatedUser(db, email);
}
