import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { paths } from "@/config/navigation";
import { getAccountEmailStatus } from "@/features/account-email/account-email.service";
import { EmailChangeForm } from "@/features/account-email/components/email-change-form";
import { ResendVerificationButton } from "@/features/account-email/components/resend-verification-button";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Breadcrumb } from "@/ui/breadcrumb";

export const metadata: Metadata = pageMetadata({
  title: "メールアドレスの変更",
  description: "ログインやお知らせに使うメールアドレスを変更します。",
  path: "/mypage/config/email",
  noIndex: true,
});

export default async function EmailSettingsPage() {
  const [actor, { deps }] = await Promise.all([requirePageActor("member", "/mypage/config/email"), getRuntime()]);
  const status = await getAccountEmailStatus(deps.db, actor.userId);
  if (!status) notFound();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "設定", href: paths.settings() }, { label: "メールアドレスの変更" }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">メールアドレスの変更</h1>
      <section aria-labelledby="current-email-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="current-email-title" className="text-sm font-bold text-slate-600">
          現在のメールアドレス
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-lg text-slate-900">
          <span className="break-all" data-testid="current-email">
            {status.email}
          </span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${status.isVerified ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>
            {status.isVerified ? "確認済み" : "未確認"}
          </span>
        </p>
        {status.isVerified ? null : <ResendVerificationButton className="mt-3" />}
      </section>
      <section aria-labelledby="new-email-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="new-email-title" className="text-lg font-bold text-slate-900">
          メールアドレスを変更する
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          新しいメールアドレスに確認メールをお送りします。メール内のボタンを押すまで、メールアドレスは変わりません。現在のメールアドレスにも、手続きが行われたことをお知らせします。
        </p>
        <div className="mt-4">
          <EmailChangeForm />
        </div>
      </section>
    </div>
  );
}
