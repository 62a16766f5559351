import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { UserActionsPanel } from "@/features/operator-console/users/components/user-actions-panel";
import { UserActivityTables } from "@/features/operator-console/users/components/user-activity-tables";
import { UserStateBadges } from "@/features/operator-console/users/components/user-state-badges";
import { USER_ROLE_LABELS } from "@/features/operator-console/users/console-users.schemas";
import { readConsoleUser } from "@/features/operator-console/users/console-users.service";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "ユーザーの詳細", description: "会員のアカウントの状態と利用状況を確認します。", path: `/admin/users/${id}`, noIndex: true });
}

function detailOrNotFound(...args: Parameters<typeof readConsoleUser>) {
  return orPageNotFound(readConsoleUser(...args));
}

const at = (iso: string | null, none = "—") => (iso ? formatJstDateTime(new Date(iso)) : none);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-bold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** One account (issue 18): who it is, its state, the actions, then what it did and what operators did to it. */
export default async function ConsoleUserPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/users/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const detail = await detailOrNotFound(deps.db, actor, id, deps.now());
  const { account, proProfile, postedProjects } = detail;
  const state = {
    isSuspended: account.suspendedAt !== null,
    isDeactivated: account.deactivatedAt !== null,
    isRealNameVerified: proProfile?.isRealNameVerified ?? false,
    isEmailVerified: account.emailVerifiedAt !== null,
  };
  return (
    <ConsolePage title={account.name || `ユーザー #${account.id}`} parent={{ label: "ユーザー", href: "/admin/users" }}>
      <UserStateBadges state={state} />
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[11rem_1fr]" data-testid="user-account">
        <Fact label="ID">{account.id}</Fact>
        <Fact label="氏名">{account.name || "—"}</Fact>
        <Fact label="フリガナ">{account.nameKana || "—"}</Fact>
        <Fact label="メールアドレス">
          <span className="break-all">{account.email}</span>
        </Fact>
        <Fact label="役割">{account.roles.map((role) => USER_ROLE_LABELS[role]).join("・") || "—"}</Fact>
        <Fact label="登録日時">{at(account.registeredAt)}</Fact>
        <Fact label="メールアドレスの確認">{at(account.emailVerifiedAt, "未確認")}</Fact>
        <Fact label="利用停止">{account.suspendedAt ? `${at(account.suspendedAt)}から停止中` : "—"}</Fact>
        <Fact label="パスワード再設定の要求">{account.passwordResetRequiredAt ? `${at(account.passwordResetRequiredAt)}に要求（再設定待ち）` : "—"}</Fact>
        <Fact label="退会">{at(account.deactivatedAt)}</Fact>
        <Fact label="二段階認証">{account.twoFactorEnabledAt ? `${at(account.twoFactorEnabledAt)}から有効` : "未設定"}</Fact>
        <Fact label="掲載した案件">
          公開中 {postedProjects.openCount}件{postedProjects.suspendedCount > 0 ? `・利用停止で非公開 ${postedProjects.suspendedCount}件` : ""}
        </Fact>
      </dl>
      <UserActionsPanel
        userId={account.id}
        name={account.name || `ユーザー #${account.id}`}
        hasProProfile={proProfile !== null}
        isRealNameVerified={proProfile?.isRealNameVerified ?? false}
        isSuspended={state.isSuspended}
        isDeactivated={state.isDeactivated}
        isOperatorAccount={account.roles.includes("admin")}
        isSelf={account.id === actor.userId}
        liveSessionCount={detail.sessions.length}
        isTwoFactorEnabled={account.twoFactorEnabledAt !== null}
        openProjectCount={postedProjects.openCount}
        suspendedProjectCount={postedProjects.suspendedCount}
      />
      {proProfile ? (
        <section aria-labelledby="user-profile" className="rounded-lg border border-slate-200 bg-white p-5 text-sm">
          <h2 id="user-profile" className="text-lg font-bold text-slate-900">
            プロフィール
          </h2>
          <p className="mt-2 break-words text-slate-900">{proProfile.headline || "（キャッチコピー未入力）"}</p>
          <p className="mt-1 text-slate-600">
            {proProfile.isPublic ? "公開" : "非公開"}・{proProfile.isRealNameVerified ? "本人確認済" : "本人確認なし"}
          </p>
          <Link href={proProfile.path} className="mt-2 inline-block font-bold text-brand-700 underline">
            プロフィールページを見る
          </Link>
        </section>
      ) : null}
      <UserActivityTables detail={detail} />
    </ConsolePage>
  );
}
