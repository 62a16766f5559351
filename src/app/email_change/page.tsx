import type { Metadata } from "next";
import Link from "next/link";

import { AccountLinkButton } from "@/features/account-email/components/account-link-button";
import { describeAccountLink } from "@/features/account-email/account-email.service";
import { ACCOUNT_LINK_INVALID_MESSAGE } from "@/features/account-email/account-email.schemas";
import { pageMetadata } from "@/lib/page-metadata";
import { getRuntime } from "@/platform/runtime";
import { AuthCard } from "@/shell/auth-card";

export const metadata: Metadata = pageMetadata({
  title: "メールアドレスの変更",
  description: "かけはしのアカウントのメールアドレスの変更を完了します。",
  path: "/email_change",
  noIndex: true,
});

/** The change link's page: opening it changes nothing; the button POSTs the token (signed in or not). */
export default async function EmailChangePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [{ deps }, { token }] = await Promise.all([getRuntime(), searchParams]);
  const rawToken = typeof token === "string" ? token : undefined;
  const link = await describeAccountLink(deps.db, rawToken, "change_email", deps.now());
  const invalidNotice = (
    <div className="space-y-4 text-sm text-slate-700">
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-testid="account-link-invalid">
        {ACCOUNT_LINK_INVALID_MESSAGE}
      </p>
      <p>
        メールアドレスは変更されていません。
        <Link href="/mypage/config/email" className="ml-1 font-bold text-brand-700 underline">
          メールアドレスの変更をやり直す
        </Link>
      </p>
    </div>
  );
  // One tree for both answers, so the button's success survives the refresh that spends the token.
  return (
    <AuthCard
      title="メールアドレスの変更"
      lead={link.isValid ? <>アカウントのメールアドレスを {link.email} に変更します。よろしければ下のボタンを押してください。</> : undefined}
    >
      <AccountLinkButton purpose="change" token={rawToken ?? ""} isValid={link.isValid} invalidNotice={invalidNotice} />
    </AuthCard>
  );
}
