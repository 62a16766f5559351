import "server-only";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { canOpenDevMailbox } from "@/features/dev-mailbox/dev-mailbox.service";
import { pageMetadata } from "@/lib/page-metadata";
import { getPageContext } from "@/platform/page-context";

/** Both mailbox pages: nothing here is for search engines. */
export const MAILBOX_METADATA: Metadata = pageMetadata({
  title: "開発用メールボックス",
  description: "サイトが書いたメールの控え（運営者・デモモード用）。",
  path: "/dev/mailbox",
  noIndex: true,
});

/** The mailbox pages' guard (canOpenDevMailbox): anyone else gets the 404 page. */
export async function requireMailboxReader(): Promise<void> {
  const { actor, isDemoMode, siteOrigin } = await getPageContext();
  if (actor === undefined) throw new Error("the signed-in user could not be read");
  if (!canOpenDevMailbox(actor, { isDemoMode, siteOrigin })) notFound();
}
