import { TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { NewPasswordForm } from "@/features/password-reset/components/new-password-form";
import { isPasswordResetLinkLive } from "@/features/password-reset/password-reset.service";
import { pageMetadata } from "@/lib/page-metadata";
import { getRuntime } from "@/platform/runtime";
import { AuthCard } from "@/shell/auth-card";

export const metadata: Metadata = pageMetadata({
  title: "新しいパスワードの設定",
  description: "メールでお送りしたリンクから、新しいパスワードを設定します。",
  path: "/password_resets/edit",
  noIndex: true,
});

/**
 * The mailed link's page. It only reads the token (a mail scanner's prefetch changes nothing): a
 * live link shows the form, which POSTs; anything else gets one message and the way to a new mail.
 */
export default async function NewPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [{ token }, { deps }] = await Promise.all([searchParams, getRuntime()]);
  const { db, now } = deps;
  const rawToken = typeof token === "string" ? token : "";
  const isLive = rawToken !== "" && (await isPasswordResetLinkLive(db, rawToken, now()));
  if (!isLive) {
    return (
      <AuthCard title="このリンクは使えません">
        <div className="space-y-4" data-testid="reset-link-dead">
          <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            パスワード再設定用のリンクの有効期限（30分）が切れているか、すでに使用されています。
          </p>
          <p className="text-sm text-slate-700">
            お手数ですが、もう一度再設定用のメールをお送りください。複数のメールが届いている場合は、最後に届いたメールのリンクのみ有効です。
          </p>
          <Link href="/password_resets/new" className="block w-full rounded-md bg-brand-600 py-3 text-center font-bold text-white hover:bg-brand-700">
            再設定用のメールを送る
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="新しいパスワードの設定" lead="新しいパスワードを入力してください。設定すると、すべての端末でログアウトします。">
      <NewPasswordForm token={rawToken} />
    </AuthCard>
  );
}
