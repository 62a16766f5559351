import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { Actor } from "@/platform/actor/actor";
import { foundOrThrow } from "@/platform/actor/access-rules";

import type { AccountName, ChangeNameBody } from "./account-name.schemas";
import { clearRealNameVerification, findAccountName, updateAccountName } from "./account-name.queries";

export async function getAccountName(db: Database, actor: Actor): Promise<AccountName> {
  return foundOrThrow(await findAccountName(db, actor.userId));
}

function isSameName(a: ChangeNameBody, b: ChangeNameBody): boolean {
  return a.lastName === b.lastName && a.firstName === b.firstName && a.lastNameKana === b.lastNameKana && a.firstNameKana === b.firstNameKana;
}

/**
 * Changes the account's name. A verified pro's 本人確認済 mark is cleared in the same transaction when
 * the name really changes (the form says so before saving); saving the same name keeps it.
 */
export async function changeAccountName(db: Database, actor: Actor, body: ChangeNameBody, now: Date): Promise<AccountName> {
  return inTransaction(db, async (tx) => {
    const current = foundOrThrow(await findAccountName(tx, actor.userId, { lock: true }));
    if (isSameName(current, body)) return current;
    await updateAccountName(tx, actor.userId, body, now);
    if (current.isRealNameVerified) await clearRealNameVerification(tx, actor.userId, now);
    return { ...body, isRealNameVerified: false };
  });
}
