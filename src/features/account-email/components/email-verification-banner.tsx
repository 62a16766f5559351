"use client";

import { useCurrentUser } from "@/features/users/components/current-user-provider";

import { ResendVerificationButton } from "./resend-verification-button";

/**
 * Under the top bar on every page while the signed-in account's address is unproven: what is
 * limited, and the resend button. It follows the shell's user, so it goes once a verification
 * refreshes the page.
 */
export function EmailVerificationBanner() {
  const { user } = useCurrentUser();
  if (!user || user.isEmailVerified) return null;
  return (
    <section aria-labelledby="email-verification-banner-title" className="border-b border-amber-300 bg-amber-50" data-testid="email-verification-banner">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-amber-950">
          <h2 id="email-verification-banner-title" className="font-bold">
            メールアドレスの確認が済んでいません
          </h2>
          <p className="mt-1">
            ご登録のメールアドレスに届いたメールのボタンを押して、確認を完了してください。確認が済むまで、応募・案件の掲載・スカウト・メッセージの送信はご利用いただけません。
          </p>
        </div>
        <ResendVerificationButton className="shrink-0 sm:text-right" />
      </div>
    </section>
  );
}
