import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/components/layout/auth-card";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { getPageContext } from "@/server/page-context";
import { pageMetadata } from "@/lib/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "企業アカウントの作成",
  description: "案件を掲載して、実名のプロと最短1日で商談。仲介手数料は0円です。",
  path: "/signup/orderer",
});

export default async function OrdererSignUpPage() {
  const { user } = await getPageContext();
  if (user) redirect("/");
  return (
    <AuthCard title="企業アカウントの作成" lead="案件を掲載して、実名のプロと最短1日で商談できます。仲介手数料は0円です。">
      <SignUpForm role="orderer" />
    </AuthCard>
  );
}
