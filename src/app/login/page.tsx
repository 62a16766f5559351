import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/shell/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";
import { getPageContext } from "@/platform/page-context";
import { pageMetadata } from "@/lib/page-metadata";
import { safeReturnPath } from "@/lib/return-path";

export const metadata: Metadata = pageMetadata({
  title: "ログイン",
  description: "かけはしにログインして、案件探し・応募・企業とのチャットを続けましょう。",
  path: "/login",
});

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const [{ actor, isDemoMode }, { next }] = await Promise.all([getPageContext(), searchParams]);
  const returnPath = safeReturnPath(next);
  if (actor) redirect(returnPath);
  return (
    <AuthCard title="ログイン" lead="かけはしのアカウントにログインします。">
      <LoginForm isDemoMode={isDemoMode} returnPath={returnPath} />
    </AuthCard>
  );
}
