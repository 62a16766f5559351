import { listMailbox } from "@/features/dev-mailbox/dev-mailbox.service";
import { MailboxList } from "@/features/dev-mailbox/components/mailbox-list";
import { parsePageNumber } from "@/lib/page-number";
import { getRuntime } from "@/platform/runtime";

import { MAILBOX_METADATA, requireMailboxReader } from "./_access/mailbox-access";

export const metadata = MAILBOX_METADATA;

export default async function DevMailboxPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const [, { page }] = await Promise.all([requireMailboxReader(), searchParams]);
  const { deps, env } = await getRuntime();
  return <MailboxList result={await listMailbox(deps.db, parsePageNumber(page))} isSending={Boolean(env.smtpUrl)} />;
}
