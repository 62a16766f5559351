import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/shell/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";
import { getPageContext } from "@/platform/page-context";
import { DEMO_ACCOUNTS, DEMO_EMAILS } from "@/config/demo-accounts";
import { isLocalOrigin } from "@/lib/env";
import { pageMetadata } from "@/lib/page-metadata";
import { safeReturnPath } from "@/lib/return-path";

export const metadata: Metadata = pageMetadata({
  title: "ログイン",
  description: "かけはしにログインして、案件探し・応募・企業とのチャットを続けましょう。",
  path: "/login",
});

/** Messages another page sends the person here with (`?notice=`). */
const NOTICES: Record<string, string> = {
  password_reset: "パスワードを再設定しました。新しいパスワードでログインしてください。",
};

type LoginSearchParams = { next?: string | string[]; notice?: string | string[] };

export default async function LoginPage({ searchParams }: { searchParams: Promise<LoginSearchParams> }) {
  const [{ actor, isDemoMode, siteOrigin }, { next, notice }] = await Promise.all([getPageContext(), searchParams]);
  const returnPath = safeReturnPath(next);
  if (actor) redirect(returnPath);
  const noticeMessage = typeof notice === "string" ? NOTICES[notice] : undefined;
  return (
    <AuthCard title="ログイン" lead="かけはしのアカウントにログインします。">
      {noticeMessage ? (
        <p role="status" className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900" data-testid="login-notice">
          {noticeMessage}
        </p>
      ) : null}
      <LoginForm demoAccounts={isDemoMode ? demoAccountsAt(siteOrigin) : []} returnPath={returnPath} />
    </AuthCard>
  );
}

/** A demo at a public origin offers no operator: its published password no longer opens it (decision 005). */
function demoAccountsAt(siteOrigin: string) {
  return isLocalOrigin(siteOrigin) ? DEMO_ACCOUNTS : DEMO_ACCOUNTS.filter((account) => account.email !== DEMO_EMAILS.admin);
}
