import type { Metadata } from "next";
import Link from "next/link";

import { AcceptInvitationButton } from "@/features/corporations/components/accept-invitation-button";
import { INVITATION_STATE_MESSAGES, isInvitationFor, previewInvitation, WRONG_ADDRESS_MESSAGE } from "@/features/corporations/corporation-invitations.service";
import { INVITATION_ACCEPT_PATH, INVITATION_NOT_FOUND_MESSAGE } from "@/features/corporations/corporation-members.service";
import { ROLE_LABELS } from "@/features/corporations/corporation-values";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { loginPathFor } from "@/lib/return-path";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";
import { AuthCard } from "@/shell/auth-card";

export const metadata: Metadata = pageMetadata({
  title: "企業アカウントへの招待",
  description: "かけはしの企業アカウントへの招待を確認して参加します。",
  path: INVITATION_ACCEPT_PATH,
  noIndex: true,
});

function Notice({ message }: { message: string }) {
  return (
    <AuthCard title="招待を確認できませんでした">
      <p className="text-slate-700" data-testid="invitation-problem">
        {message}
      </p>
      <p className="mt-6 text-sm">
        <Link href="/" className="font-bold text-brand-700 underline">
          トップページへ
        </Link>
      </p>
    </AuthCard>
  );
}

/**
 * The e-mailed link (issue 14): who invites whom into which corporation, then the way in — log in
 * or sign up with a return path back here, or the button that accepts. The token stays in the query
 * (logs redact it: src/lib/redact-url.ts) and is sent only by the button's POST.
 */
export default async function InvitationAcceptPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const [{ token }, { actor }, { deps }] = await Promise.all([searchParams, getPageContext(), getRuntime()]);
  const rawToken = typeof token === "string" ? token : "";
  const found = await previewInvitation(deps.db, rawToken, deps.now());
  if (!found) return <Notice message={`${INVITATION_NOT_FOUND_MESSAGE}リンクが途中で切れていないか、メールのリンクをもう一度お確かめください。`} />;
  if (found.state !== "pending") return <Notice message={INVITATION_STATE_MESSAGES[found.state]} />;
  const { invitation } = found;
  const returnPath = `${INVITATION_ACCEPT_PATH}?token=${encodeURIComponent(rawToken)}`;
  const isForYou = actor ? await isInvitationFor(deps.db, actor, invitation) : false;
  return (
    <AuthCard title={`${invitation.corporationName}への招待`}>
      <dl className="divide-y divide-slate-100 rounded-md border border-slate-200" data-testid="invitation-facts">
        {[
          ["招待した人", invitation.invitedByName ?? "—"],
          ["招待された人", invitation.email],
          ["権限", ROLE_LABELS[invitation.role]],
          ["有効期限", formatJstDateTime(new Date(invitation.expiresAt))],
        ].map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6.5rem_1fr] gap-2 px-3 py-2 text-sm">
            <dt className="font-bold text-slate-600">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        {!actor ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              参加するには、{invitation.email}{" "}
              のアカウントでログインしてください。アカウントをお持ちでない場合は、このメールアドレスで企業アカウントを作成すると、そのまま参加できます。
            </p>
            <Link href={loginPathFor(returnPath)} className="block rounded-md bg-brand-600 px-6 py-3 text-center font-bold text-white hover:bg-brand-700">
              ログインして参加する
            </Link>
            <Link
              href={`/signup/orderer?token=${encodeURIComponent(rawToken)}`}
              className="block rounded-md border border-slate-300 px-6 py-3 text-center font-bold text-slate-700 hover:bg-slate-50"
            >
              企業アカウントを作成して参加する
            </Link>
          </div>
        ) : isForYou ? (
          <AcceptInvitationButton token={rawToken} corporationName={invitation.corporationName} />
        ) : (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="invitation-wrong-address">
            {WRONG_ADDRESS_MESSAGE(invitation.email)}
          </p>
        )}
      </div>
    </AuthCard>
  );
}
