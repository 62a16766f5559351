"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import type { ApiResult } from "@/lib/http-client";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { TextAreaField } from "../../components/console-fields";
import { CONSOLE_USERS_ENDPOINTS as E } from "../console-users.endpoints";

type Props = {
  userId: number;
  name: string;
  /** A pro with a profile: the only accounts 本人確認 applies to. */
  hasProProfile: boolean;
  isRealNameVerified: boolean;
  isSuspended: boolean;
  isDeactivated: boolean;
  isOperatorAccount: boolean;
  isSelf: boolean;
  /** Live sessions now: 「すべての端末からログアウト」 is offered only when there is one to end. */
  liveSessionCount: number;
  /** 「二段階認証を解除」 is offered for a member who has it on (never for an operator's account). */
  isTwoFactorEnabled: boolean;
  openProjectCount: number;
  suspendedProjectCount: number;
};

type Pending = "verify" | "unverify" | "suspend" | "unsuspend" | "reset" | "logout" | "twoFactor" | null;

const buttonClass = "inline-flex h-11 items-center rounded-md px-5 text-sm font-bold disabled:opacity-60";
const plainButton = `${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const dangerButton = `${buttonClass} border border-red-300 bg-white text-red-700 hover:bg-red-50`;

/** 本人確認 / 利用停止 / パスワードの再設定 for one account (issue 18): each behind a confirmation, each one audit row. */
export function UserActionsPanel(props: Props) {
  const { userId, name, hasProProfile, isRealNameVerified, isSuspended, isDeactivated, isOperatorAccount, isSelf } = props;
  const run = useConsoleAction();
  const router = useRouter();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const params = { id: userId };

  const open = (next: Pending) => {
    setError(undefined);
    setPending(next);
  };

  const act = async <T,>(send: () => Promise<ApiResult<T>>, done: (body: T) => string) => {
    setBusy(true);
    setError(undefined);
    const result = await run(send);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setPending(null);
    setReason("");
    toast.success(done(result.data));
    router.refresh();
  };

  const canSuspend = !isSuspended && !isDeactivated && !isOperatorAccount && !isSelf;
  const canRequireReset = !isDeactivated && !isSelf;
  const canRemoveTwoFactor = props.isTwoFactorEnabled && !isOperatorAccount && !isSelf;
  const dialog = { onClose: () => setPending(null), isBusy };
  // 利用停止 and 二段階認証を解除 ask why; the answer is the audit row's reason (1,000 characters, as the API allows).
  const reasonField = (id: string, label: string) => <TextAreaField id={id} label={label} value={reason} onChange={setReason} rows={4} maxLength={1000} isRequired />;

  return (
    <section aria-labelledby="user-actions-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="user-actions">
      <h2 id="user-actions-heading" className="font-bold text-slate-900">
        操作
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {hasProProfile && !isRealNameVerified ? (
          <button type="button" disabled={isBusy} className={plainButton} onClick={() => open("verify")}>
            本人確認済みにする
          </button>
        ) : null}
        {hasProProfile && isRealNameVerified ? (
          <button type="button" disabled={isBusy} className={plainButton} onClick={() => open("unverify")}>
            本人確認を取り消す
          </button>
        ) : null}
        {canRequireReset && props.liveSessionCount > 0 ? (
          <button type="button" disabled={isBusy} className={plainButton} onClick={() => open("logout")}>
            すべての端末からログアウト
          </button>
        ) : null}
        {canRequireReset ? (
          <button type="button" disabled={isBusy} className={plainButton} onClick={() => open("reset")}>
            パスワードの再設定を要求
          </button>
        ) : null}
        {canRemoveTwoFactor ? (
          <button type="button" disabled={isBusy} className={plainButton} onClick={() => open("twoFactor")}>
            二段階認証を解除
          </button>
        ) : null}
        {isSuspended ? (
          <button type="button" disabled={isBusy} className={plainButton} onClick={() => open("unsuspend")}>
            利用停止を解除
          </button>
        ) : null}
        {canSuspend ? (
          <button type="button" disabled={isBusy} className={dangerButton} onClick={() => open("suspend")}>
            利用停止
          </button>
        ) : null}
      </div>
      {isOperatorAccount && !isSelf ? <p className="mt-3 text-sm text-slate-600">運営スタッフのアカウントは利用停止にできません。</p> : null}
      {isSelf ? <p className="mt-3 text-sm text-slate-600">ご自身のアカウントです。利用停止とパスワードの再設定の要求はできません。</p> : null}

      <ConfirmDialog
        {...dialog}
        isOpen={pending === "verify"}
        title="本人確認済みにしますか？"
        message={`${name}さんの氏名と本人確認書類を照合したうえで行ってください。プロフィールと検索結果に「本人確認済」と表示されます。`}
        confirmLabel="本人確認済みにする"
        busyLabel="更新しています…"
        tone="primary"
        onConfirm={() =>
          act(
            () => callApi(E.verifyRealName, { params }),
            () => "本人確認済みにしました",
          )
        }
      >
        <FormAlert message={error} />
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog}
        isOpen={pending === "unverify"}
        title="本人確認を取り消しますか？"
        message={`${name}さんのプロフィールから「本人確認済」の表示が消えます。`}
        confirmLabel="取り消す"
        busyLabel="更新しています…"
        onConfirm={() =>
          act(
            () => callApi(E.unverifyRealName, { params }),
            () => "本人確認を取り消しました",
          )
        }
      >
        <FormAlert message={error} />
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog}
        isOpen={pending === "logout"}
        title="すべての端末からログアウトさせますか？"
        message={`${name}さんのログイン中の端末（${props.liveSessionCount}件）をすべてログアウトします。パスワードは変わらないため、ご本人は再びログインできます。共用のパソコンでのログインが残っている場合や、心当たりのない端末がある場合に使います。`}
        confirmLabel="ログアウトさせる"
        busyLabel="ログアウトしています…"
        onConfirm={() =>
          act(
            () => callApi(E.endSessions, { params }),
            (body) => `すべての端末からログアウトさせました（${body.endedSessions ?? 0}件）`,
          )
        }
      >
        <FormAlert message={error} />
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog}
        isOpen={pending === "reset"}
        title="パスワードの再設定を要求しますか？"
        message={`${name}さんはすべての端末からすぐにログアウトし、今のパスワードではログインできなくなります。登録メールアドレスに再設定用のリンク（24時間有効）をお送りします。`}
        confirmLabel="再設定を要求する"
        busyLabel="送信しています…"
        onConfirm={() =>
          act(
            () => callApi(E.requirePasswordReset, { params }),
            () => "パスワードの再設定を要求し、メールを送信しました",
          )
        }
      >
        <FormAlert message={error} />
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog}
        isOpen={pending === "twoFactor"}
        title="二段階認証を解除しますか？"
        message={`${name}さんは次回からパスワードだけでログインできるようになります。認証アプリとリカバリーコードの両方を失ったご本人からの依頼であることを、お問い合わせの内容と登録情報で確かめてから行ってください。ご本人にはメールでお知らせします。`}
        confirmLabel="解除する"
        busyLabel="解除しています…"
        onConfirm={() =>
          act(
            () => callApi(E.removeTwoFactor, { params, body: { reason } }),
            () => "二段階認証を解除し、ご本人にメールでお知らせしました",
          )
        }
      >
        <FormAlert message={error} />
        {reasonField("two-factor-removal-reason", "確認した内容（操作履歴に残ります）")}
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog}
        isOpen={pending === "unsuspend"}
        title="利用停止を解除しますか？"
        message={`${name}さんは再びログインできるようになり、プロフィールと、利用停止で非公開にした案件（${props.suspendedProjectCount}件）が再び公開されます。`}
        confirmLabel="解除する"
        busyLabel="解除しています…"
        tone="primary"
        onConfirm={() =>
          act(
            () => callApi(E.unsuspend, { params }),
            (body) => `利用停止を解除しました（再公開した案件 ${body.reopenedProjectIds?.length ?? 0}件）`,
          )
        }
      >
        <FormAlert message={error} />
      </ConfirmDialog>
      <ConfirmDialog
        {...dialog}
        isOpen={pending === "suspend"}
        title="このユーザーを利用停止にしますか？"
        message={`${name}さんはすべての端末からすぐにログアウトし、ログインできなくなります。プロフィールと、このユーザーが掲載した公開中の案件（${props.openProjectCount}件）が非公開になります。`}
        confirmLabel="利用停止にする"
        busyLabel="停止しています…"
        onConfirm={() =>
          act(
            () => callApi(E.suspend, { params, body: { reason } }),
            (body) => `利用停止にしました（ログアウトさせた端末 ${body.endedSessions ?? 0}台・非公開にした案件 ${body.closedProjectIds?.length ?? 0}件）`,
          )
        }
      >
        <FormAlert message={error} />
        {reasonField("suspension-reason", "理由（操作履歴に残ります。ユーザーには表示されません）")}
      </ConfirmDialog>
    </section>
  );
}
