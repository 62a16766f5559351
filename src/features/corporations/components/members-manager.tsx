"use client";

import { useState } from "react";
import { toast } from "sonner";

import type { MembershipRole } from "@/db/schema";
import { formatJstDate } from "@/lib/format-date";
import { paths } from "@/config/navigation";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { CORPORATION_MEMBERS_ENDPOINTS } from "../corporation-members.endpoints";
import type { CorporationMember, CorporationMembers, PendingInvitation } from "../corporation-members.schemas";
import { ROLE_LABELS } from "../corporation-values";
import { InvitationForm } from "./invitation-form";
import { MemberList } from "./member-list";

type Pending = { kind: "remove"; member: CorporationMember } | { kind: "revoke"; invitation: PendingInvitation } | null;

function confirmationOf(pending: NonNullable<Pending>, corporationName: string) {
  if (pending.kind === "revoke") {
    return { title: "招待を取り消しますか？", message: `${pending.invitation.email} への招待リンクは使えなくなります。`, label: "取り消す" };
  }
  if (pending.member.isYou) {
    return {
      title: `${corporationName}から退出しますか？`,
      message: "退出すると、この企業の案件や設定にアクセスできなくなります。再び参加するには招待が必要です。",
      label: "退出する",
    };
  }
  return {
    title: `${pending.member.name}さんを削除しますか？`,
    message: `${pending.member.name}さんは${corporationName}の案件や設定にアクセスできなくなります。`,
    label: "削除する",
  };
}

/** Members and invitations of the current corporation: owners and admins manage, members read. */
export function MembersManager({ initial }: { initial: CorporationMembers }) {
  const [data, setData] = useState(initial);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const [pending, setPending] = useState<Pending>(null);

  async function reload() {
    const result = await callApi(CORPORATION_MEMBERS_ENDPOINTS.members);
    if (result.ok) setData(result.data);
  }

  async function run(action: () => ReturnType<typeof callApi>, success: string) {
    setIsBusy(true);
    setError(undefined);
    const result = await action();
    setIsBusy(false);
    setPending(null);
    if (!result.ok) {
      setError(result.error.message);
      return false;
    }
    toast.success(success);
    return true;
  }

  async function changeRole(member: CorporationMember, role: MembershipRole) {
    const done = await run(
      () => callApi(CORPORATION_MEMBERS_ENDPOINTS.changeRole, { params: { userId: member.userId }, body: { role } }),
      `${member.name}さんを${ROLE_LABELS[role]}にしました`,
    );
    await reload();
    // Stepping down from owner changes what this page lets you do.
    if (done && member.isYou) window.location.reload();
  }

  async function confirm() {
    if (!pending) return;
    if (pending.kind === "revoke") {
      await run(() => callApi(CORPORATION_MEMBERS_ENDPOINTS.revokeInvitation, { params: { id: pending.invitation.id } }), "招待を取り消しました");
      return reload();
    }
    const { member } = pending;
    const done = await run(
      () => callApi(CORPORATION_MEMBERS_ENDPOINTS.removeMember, { params: { userId: member.userId } }),
      member.isYou ? `${data.corporationName}から退出しました` : `${member.name}さんを削除しました`,
    );
    if (done && member.isYou) return window.location.assign(paths.top());
    await reload();
  }

  const confirmation = pending ? confirmationOf(pending, data.corporationName) : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="members-heading" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="members-heading" className="text-lg font-bold text-slate-900">
          メンバー（{data.members.length}人）
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          オーナーと管理者は企業情報の編集とメンバーの管理ができます。メンバーは閲覧のみです。あなたの権限: {ROLE_LABELS[data.yourRole]}
        </p>
        <div className="mt-3">
          <FormAlert message={error} />
          <MemberList
            members={data.members}
            yourRole={data.yourRole}
            canManage={data.canManage}
            isBusy={isBusy}
            onRoleChange={changeRole}
            onRemove={(member) => setPending({ kind: "remove", member })}
          />
        </div>
      </section>
      {data.canManage ? (
        <>
          <section aria-labelledby="invite-heading" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="invite-heading" className="text-lg font-bold text-slate-900">
              メンバーを招待
            </h2>
            <div className="mt-3">
              <InvitationForm onInvited={reload} />
            </div>
          </section>
          <section aria-labelledby="invitations-heading" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="invitations-heading" className="text-lg font-bold text-slate-900">
              招待中（{data.invitations.length}件）
            </h2>
            {data.invitations.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">招待中の方はいません。</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200" data-testid="invitation-list">
                {data.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                    <div className="min-w-0 flex-1">
                      <p className="break-all font-bold text-slate-900">{invitation.email}</p>
                      <p className="text-xs text-slate-600">
                        {ROLE_LABELS[invitation.role]}・{invitation.invitedByName ?? "退会したメンバー"}さんが招待・{formatJstDate(invitation.expiresAt)}まで有効
                      </p>
                    </div>
                    <button
                      type="button"
                      disabled={isBusy}
                      onClick={() => setPending({ kind: "revoke", invitation })}
                      className="self-start rounded-md px-3 py-1.5 text-sm font-bold text-red-700 hover:bg-red-50 sm:self-auto"
                    >
                      取り消す<span className="sr-only">（{invitation.email}）</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={confirmation !== null}
        onClose={() => setPending(null)}
        title={confirmation?.title ?? ""}
        message={confirmation?.message ?? ""}
        confirmLabel={confirmation?.label ?? ""}
        busyLabel="処理しています…"
        isBusy={isBusy}
        onConfirm={confirm}
      />
    </div>
  );
}
