import type { Metadata } from "next";

import { PasswordResetRequestForm } from "@/features/password-reset/components/password-reset-request-form";
import { pageMetadata } from "@/lib/page-metadata";
import { AuthCard } from "@/shell/auth-card";

export const metadata: Metadata = pageMetadata({
  title: "パスワードの再設定",
  description: "ご登録のメールアドレスに、パスワード再設定用のリンクをお送りします。",
  path: "/password_resets/new",
  noIndex: true,
});

export default function PasswordResetRequestPage() {
  return (
    <AuthCard title="パスワードの再設定" lead="ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをメールでお送りします。">
      <PasswordResetRequestForm />
    </AuthCard>
  );
}
