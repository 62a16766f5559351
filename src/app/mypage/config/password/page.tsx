import type { Metadata } from "next";

import { PasswordChangeForm } from "@/features/auth/components/password-change-form";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { Breadcrumb } from "@/ui/breadcrumb";

export const metadata: Metadata = pageMetadata({
  title: "パスワードの変更",
  description: "ログインに使うパスワードを変更します。",
  path: "/mypage/config/password",
  noIndex: true,
});

export default async function PasswordChangePage() {
  await requirePageActor("member", "/mypage/config/password");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "設定", href: "/mypage/config" }, { label: "パスワードの変更" }]} />
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">パスワードの変更</h1>
        <p className="mt-2 text-sm text-slate-600">
          現在のパスワードと新しいパスワードを入力してください。パスワードをお忘れの場合は、ログアウトしてログイン画面の「パスワードをお忘れの方」から再設定できます。
        </p>
        <div className="mt-6">
          <PasswordChangeForm />
        </div>
      </div>
    </div>
  );
}
