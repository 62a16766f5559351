import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";

import { NOTICE_MAIL_CATEGORY_LABELS, type NoticeMailCategory } from "./notice-mail.schemas";
import { deleteOptOut, findOptedOutCategories, insertOptOut } from "./notice-mail.queries";
import type { NoticeMailSettings, NoticeMailSettingsBody } from "./notice-mail-settings.schemas";

/** The notices a role can receive: scouts reach pros, applications reach orderers; messages and news everyone. */
export function noticeCategoriesFor(actor: Pick<Actor, "isPro" | "isOrderer">): NoticeMailCategory[] {
  return [...(actor.isPro ? (["scout"] as const) : []), ...(actor.isOrderer ? (["application"] as const) : []), "message", "news"];
}

export async function getNoticeMailSettings(db: Database, actor: Actor): Promise<NoticeMailSettings> {
  const optedOut = new Set(await findOptedOutCategories(db, actor.userId));
  return {
    categories: noticeCategoriesFor(actor).map((category) => ({ category, label: NOTICE_MAIL_CATEGORY_LABELS[category], isEnabled: !optedOut.has(category) })),
  };
}

/** Switches categories on and off: off is the same opt-out row an unsubscribe link writes. */
export async function changeNoticeMailSettings(db: Database, actor: Actor, body: NoticeMailSettingsBody, now: Date): Promise<NoticeMailSettings> {
  const allowed = new Set(noticeCategoriesFor(actor));
  const changes = Object.entries(body.enabled).filter((entry): entry is [NoticeMailCategory, boolean] => entry[1] !== undefined);
  const foreign = changes.filter(([category]) => !allowed.has(category));
  if (foreign.length > 0) {
    const message = "このアカウントでは設定できない通知です";
    throw new AppError("validation_failed", message, { issues: foreign.map(([category]) => ({ path: `enabled.${category}`, message })) });
  }
  await inTransaction(db, async (tx) => {
    for (const [category, isEnabled] of changes) {
      if (isEnabled) await deleteOptOut(tx, actor.userId, category);
      else await insertOptOut(tx, actor.userId, category, now);
    }
  });
  return getNoticeMailSettings(db, actor);
}
