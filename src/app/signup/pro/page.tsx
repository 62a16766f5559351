import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/shell/auth-card";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { getPageContext } from "@/platform/page-context";
import { pageMetadata } from "@/lib/page-metadata";
import { safeReturnPath } from "@/lib/return-path";

export const metadata: Metadata = pageMetadata({
  title: "プロの無料会員登録",
  description: "かけはしへの登録から受注まで、プロは完全無料。仲介手数料0円で企業と直接つながれます。",
  path: "/signup/pro",
});

export default async function ProSignUpPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const [{ actor }, { next }] = await Promise.all([getPageContext(), searchParams]);
  const returnPath = safeReturnPath(next);
  if (actor) redirect(returnPath);
  return (
    <AuthCard title="プロの無料会員登録" lead={<>登録から受注まで完全無料。仲介手数料0円で、企業と直接やりとりできます。</>}>
      <SignUpForm role="pro" returnPath={returnPath} />
    </AuthCard>
  );
}
