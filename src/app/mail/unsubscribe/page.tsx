import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { UnsubscribeButton } from "@/features/notice-mail/components/unsubscribe-button";
import { NOTICE_MAIL_CATEGORY_LABELS, UnsubscribeQuerySchema } from "@/features/notice-mail/notice-mail.schemas";
import { readUnsubscribeLink } from "@/features/notice-mail/notice-mail.service";
import { pageMetadata } from "@/lib/page-metadata";
import { acceptedAppSecrets } from "@/platform/app-secret";
import { getRuntime } from "@/platform/runtime";
import { AuthCard } from "@/shell/auth-card";

export const metadata: Metadata = pageMetadata({
  title: "お知らせメールの配信停止",
  description: "かけはしからのお知らせメールの配信を停止します。",
  path: "/mail/unsubscribe",
  noIndex: true,
});

type Search = Record<string, string | string[] | undefined>;

/**
 * The footer link of a notice mail. No login: the signature in the link is the authority. Opening
 * it changes nothing (mail scanners open links); the button stops the mail. A link that does not
 * verify renders this folder's not-found.tsx (404).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Search> }) {
  const [{ deps }, search] = await Promise.all([getRuntime(), searchParams]);
  const parsed = UnsubscribeQuerySchema.safeParse({ u: search.u, c: search.c, t: search.t });
  if (!parsed.success) notFound();
  let category;
  try {
    category = readUnsubscribeLink(acceptedAppSecrets(deps), parsed.data).category;
  } catch {
    notFound();
  }
  const label = NOTICE_MAIL_CATEGORY_LABELS[category];
  const query = new URLSearchParams(parsed.data).toString();
  return (
    <AuthCard title="お知らせメールの配信停止">
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          「<span className="font-bold">{label}</span>」に関するお知らせメールの配信を停止します。よろしければ下のボタンを押してください。ログインは不要です。
        </p>
        <p>ほかの種類のお知らせメールや、アカウントの安全に関わるメール（メールアドレスの確認、パスワードの再設定など）は引き続きお送りします。</p>
        <UnsubscribeButton query={query} categoryLabel={label} />
      </div>
    </AuthCard>
  );
}
