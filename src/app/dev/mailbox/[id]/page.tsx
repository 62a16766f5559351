import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { canOpenDevMailbox, findMailboxMail } from "@/features/dev-mailbox/dev-mailbox.service";
import { MailboxMail } from "@/features/dev-mailbox/components/mailbox-mail";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

export const metadata: Metadata = pageMetadata({
  title: "開発用メールボックス",
  description: "サイトが書いたメールの控え（運営者・デモモード用）。",
  path: "/dev/mailbox",
  noIndex: true,
});

export default async function DevMailboxMailPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ actor, isDemoMode }, { id }] = await Promise.all([getPageContext(), params]);
  if (actor === undefined) throw new Error("the signed-in user could not be read");
  if (!canOpenDevMailbox(actor, isDemoMode)) notFound();
  const mailId = parsePositiveId(id);
  const { deps } = await getRuntime();
  const mail = mailId === null ? undefined : await findMailboxMail(deps.db, mailId);
  if (!mail) notFound();
  return <MailboxMail mail={mail} />;
}
