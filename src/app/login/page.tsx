import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/components/layout/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";
import { getPageContext } from "@/server/page-context";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "ログイン",
  description: "かけはしにログインして、案件探し・応募・企業とのチャットを続けましょう。",
  path: "/login",
});

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [{ user, isDemoMode }, { next }] = await Promise.all([getPageContext(), searchParams]);
  if (user) redirect("/");
  return (
    <AuthCard title="ログイン" lead="かけはしのアカウントにログインします。">
      <LoginForm isDemoMode={isDemoMode} nextPath={typeof next === "string" ? next : null} />
    </AuthCard>
  );
}
