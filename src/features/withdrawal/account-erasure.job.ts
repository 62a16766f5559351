import { z } from "zod";

import { inTransaction } from "@/db/transaction";
import { defineJob } from "@/platform/jobs/job-definition";

import { eraseAccount, findDeactivatedUser } from "./account-erasure.queries";

/** 30 days between 退会 and the erasure: time to undo a mistake or a hijacked account (decision 017). */
export const ERASURE_DELAY_MS = 30 * 24 * 60 * 60_000;

export const erasureSingletonKey = (userId: number) => `account.erase:${userId}`;

/**
 * account.erase: replaces the personal data of a deactivated account (account-erasure.queries.ts).
 * Safe to run twice; an account that is no longer deactivated (restored by the operator) is left alone.
 */
export const accountErasureJob = defineJob({
  kind: "account.erase",
  parsePayload: (payload) => z.object({ userId: z.number().int().positive() }).parse(payload),
  run: async ({ db, now, logger }, { userId }) => {
    const user = await findDeactivatedUser(db, userId);
    if (!user) {
      logger.info({ userId }, "account.erase: the account is not deactivated; nothing erased");
      return;
    }
    await inTransaction(db, (tx) => eraseAccount(tx, user, now));
  },
});
