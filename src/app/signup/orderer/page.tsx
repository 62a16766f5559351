import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthCard } from "@/shell/auth-card";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { previewInvitation } from "@/features/corporations/corporation-invitations.service";
import { INVITATION_ACCEPT_PATH } from "@/features/corporations/corporation-members.service";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";
import { pageMetadata } from "@/lib/page-metadata";
import { safeReturnPath } from "@/lib/return-path";

export const metadata: Metadata = pageMetadata({
  title: "企業アカウントの作成",
  description: "案件を掲載して、実名のプロと最短1日で商談。仲介手数料は0円です。",
  path: "/signup/orderer",
});

type Query = { next?: string | string[]; token?: string | string[] };

/**
 * Orderer sign-up. With `?token=` (the invitation mail's link, through its page) the account joins
 * the inviting corporation: the address is the invited one and no company name is asked. A link that
 * no longer works goes back to the invitation page, which says why (issue 14).
 */
export default async function OrdererSignUpPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [{ actor }, { next, token }] = await Promise.all([getPageContext(), searchParams]);
  const invitationToken = typeof token === "string" ? token : undefined;
  const invitationPage = invitationToken === undefined ? undefined : `${INVITATION_ACCEPT_PATH}?token=${encodeURIComponent(invitationToken)}`;
  const returnPath = invitationPage ?? safeReturnPath(next);
  if (actor) redirect(returnPath);
  if (invitationToken !== undefined) {
    const { deps } = await getRuntime();
    const found = await previewInvitation(deps.db, invitationToken, deps.now());
    if (found?.state !== "pending") redirect(returnPath);
    const { corporationName, email } = found.invitation;
    return (
      <AuthCard title={`${corporationName}に参加する`} lead={`招待された ${email} で企業アカウントを作成し、${corporationName}のメンバーとして参加します。`}>
        <SignUpForm role="orderer" invitation={{ token: invitationToken, email }} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="企業アカウントの作成" lead="案件を掲載して、実名のプロと最短1日で商談できます。仲介手数料は0円です。">
      <SignUpForm role="orderer" returnPath={returnPath} />
    </AuthCard>
  );
}
