import { z } from "zod";

import { inTransaction } from "@/db/transaction";
import { ACCOUNT_TOKEN_LIFETIME_MS, issueAccountToken } from "@/platform/account-tokens";
import { defineJob } from "@/platform/jobs/job-definition";
import { queueMail } from "@/platform/mail/outbox";
import { RATE_LIMITS, hitRateLimit } from "@/platform/rate-limit";

import { buildPasswordResetMail, passwordResetLinkOf } from "./password-reset-mail";
import { findActiveAccountByEmail } from "./password-reset.queries";

const PayloadSchema = z.object({ email: z.string().min(1) });

/**
 * Looks the address up and, for an active account, issues the link (30 min; earlier links die) and
 * queues the mail, all in one transaction. The request's handler did the same work for every
 * address, so its answer says nothing about who has an account (decision 019). Beyond
 * `passwordResetMailPerAddress` mails an hour to one address, nothing is sent: a stranger cannot
 * flood someone's inbox. Safe to run twice: a second run sends a fresh link that replaces the first.
 */
export const passwordResetMailJob = defineJob({
  kind: "password_reset.send",
  parsePayload: (payload) => PayloadSchema.parse(payload),
  run: async ({ db, now, siteOrigin }, { email }) => {
    await inTransaction(db, async (tx) => {
      const account = await findActiveAccountByEmail(tx, email);
      if (!account) return;
      const rule = RATE_LIMITS.passwordResetMailPerAddress;
      if ((await hitRateLimit(tx, rule, account.email, now)) > rule.limit) return;
      const rawToken = await issueAccountToken(tx, { userId: account.id, purpose: "reset_password", email: account.email, now });
      const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS.reset_password);
      const mail = await buildPasswordResetMail({ link: passwordResetLinkOf(siteOrigin, rawToken), expiresAt }, siteOrigin);
      await queueMail(tx, { to: account.email, mail, now });
    });
  },
});
