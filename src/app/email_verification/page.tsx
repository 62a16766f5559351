import type { Metadata } from "next";
import Link from "next/link";

import { AccountLinkButton } from "@/features/account-email/components/account-link-button";
import { ResendVerificationButton } from "@/features/account-email/components/resend-verification-button";
import { describeAccountLink } from "@/features/account-email/account-email.service";
import { ACCOUNT_LINK_INVALID_MESSAGE } from "@/features/account-email/account-email.schemas";
import { pageMetadata } from "@/lib/page-metadata";
import { loginPathFor } from "@/lib/return-path";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";
import { AuthCard } from "@/shell/auth-card";

export const metadata: Metadata = pageMetadata({
  title: "メールアドレスの確認",
  description: "かけはしに登録したメールアドレスの確認を完了します。",
  path: "/email_verification",
  noIndex: true,
});

/**
 * The verification link's page. Opening it changes nothing (mail scanners open links): it says what
 * the button will do, and the button POSTs the token. Works signed in or not: the token names the account.
 */
export default async function EmailVerificationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [{ actor }, { deps }, { token }] = await Promise.all([getPageContext(), getRuntime(), searchParams]);
  const rawToken = typeof token === "string" ? token : undefined;
  const link = await describeAccountLink(deps.db, rawToken, "verify_email", deps.now());
  const invalidNotice = (
    <div className="space-y-4 text-sm text-slate-700">
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-testid="account-link-invalid">
        {ACCOUNT_LINK_INVALID_MESSAGE}
      </p>
      {actor?.isEmailVerified ? (
        <>
          <p>なお、ログイン中のアカウントのメールアドレスは確認済みです。</p>
          <Link href="/" className="inline-block font-bold text-brand-700 underline">
            トップページへ
          </Link>
        </>
      ) : actor ? (
        <>
          <p>下のボタンから、新しい確認メールをお送りできます。最新のメールのリンクだけが使えます。</p>
          <ResendVerificationButton />
        </>
      ) : (
        <p>
          <Link href={loginPathFor("/signup/welcome")} className="font-bold text-brand-700 underline">
            ログイン
          </Link>
          すると、確認メールを再送できます。
        </p>
      )}
    </div>
  );
  // One tree for both answers, so the button's success survives the refresh that spends the token.
  return (
    <AuthCard
      title="メールアドレスの確認"
      lead={link.isValid ? <>{link.email} がお客様のメールアドレスであることを確認します。下のボタンを押してください。</> : undefined}
    >
      <AccountLinkButton purpose="verify" token={rawToken ?? ""} isValid={link.isValid} invalidNotice={invalidNotice} />
    </AuthCard>
  );
}
