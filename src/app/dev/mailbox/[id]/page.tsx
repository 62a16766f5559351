import { notFound } from "next/navigation";

import { findMailboxMail } from "@/features/dev-mailbox/dev-mailbox.service";
import { MailboxMail } from "@/features/dev-mailbox/components/mailbox-mail";
import { parsePositiveId } from "@/lib/positive-id";
import { getRuntime } from "@/platform/runtime";

import { MAILBOX_METADATA, requireMailboxReader } from "../_access/mailbox-access";

export const metadata = MAILBOX_METADATA;

export default async function DevMailboxMailPage({ params }: { params: Promise<{ id: string }> }) {
  const [, { id }] = await Promise.all([requireMailboxReader(), params]);
  const mailId = parsePositiveId(id);
  const { deps } = await getRuntime();
  const mail = mailId === null ? undefined : await findMailboxMail(deps.db, mailId);
  if (!mail) notFound();
  return <MailboxMail mail={mail} />;
}
