import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { canOpenDevMailbox, listMailbox } from "@/features/dev-mailbox/dev-mailbox.service";
import { MailboxList } from "@/features/dev-mailbox/components/mailbox-list";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

export const metadata: Metadata = pageMetadata({
  title: "開発用メールボックス",
  description: "サイトが書いたメールの控え（運営者・デモモード用）。",
  path: "/dev/mailbox",
  noIndex: true,
});

export default async function DevMailboxPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const [{ actor, isDemoMode }, { page }] = await Promise.all([getPageContext(), searchParams]);
  if (actor === undefined) throw new Error("the signed-in user could not be read");
  if (!canOpenDevMailbox(actor, isDemoMode)) notFound();
  const { deps, env } = await getRuntime();
  return <MailboxList result={await listMailbox(deps.db, parsePageNumber(page))} isSending={Boolean(env.smtpUrl)} />;
}
