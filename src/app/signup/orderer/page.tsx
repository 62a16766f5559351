import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/shell/auth-card";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { getPageContext } from "@/platform/page-context";
import { pageMetadata } from "@/lib/page-metadata";
import { safeReturnPath } from "@/lib/return-path";

export const metadata: Metadata = pageMetadata({
  title: "企業アカウントの作成",
  description: "案件を掲載して、実名のプロと最短1日で商談。仲介手数料は0円です。",
  path: "/signup/orderer",
});

export default async function OrdererSignUpPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const [{ actor }, { next }] = await Promise.all([getPageContext(), searchParams]);
  const returnPath = safeReturnPath(next);
  if (actor) redirect(returnPath);
  return (
    <AuthCard title="企業アカウントの作成" lead="案件を掲載して、実名のプロと最短1日で商談できます。仲介手数料は0円です。">
      <SignUpForm role="orderer" returnPath={returnPath} />
    </AuthCard>
  );
}
