import { count, desc, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { isLocalOrigin } from "@/lib/env";
import type { Actor } from "@/platform/actor/actor";

export const MAILBOX_PER_PAGE = 30;

/**
 * Who may open the development mailbox (decision 015): an operator always; anyone while demo mode is
 * on at a local origin, so a newcomer running `npm start` can follow a link that a mail would have
 * carried. It lists every mail the site wrote — everyone's reset links among them — so a demo at a
 * public origin (DEMO_MODE=true) shows it to operators only (issue 19, ASVS 6.3.2), and nobody else
 * may know it exists (404).
 */
export function canOpenDevMailbox(actor: Actor | null, site: { isDemoMode: boolean; siteOrigin: string }): boolean {
  return (site.isDemoMode && isLocalOrigin(site.siteOrigin)) || Boolean(actor?.isAdmin);
}

const ENTRY_COLUMNS = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  lastError: emailOutbox.lastError,
};

/** The newest mail first, a page at a time. */
export async function listMailbox(db: Database, page: number) {
  const [entries, [counted]] = await Promise.all([
    db
      .select(ENTRY_COLUMNS)
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(MAILBOX_PER_PAGE)
      .offset((page - 1) * MAILBOX_PER_PAGE),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  const totalCount = counted?.total ?? 0;
  return { entries, page, totalCount, totalPages: Math.ceil(totalCount / MAILBOX_PER_PAGE) };
}

/** One mail with its text; undefined when there is no such row. */
export async function findMailboxMail(db: Database, id: number) {
  const [row] = await db
    .select({ ...ENTRY_COLUMNS, bodyText: emailOutbox.bodyText })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  return row;
}
