"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { SelectField, TextAreaField, fieldId } from "@/features/pros/profile/components/profile-form-controls";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { SCOUT_MESSAGE_MAX, SCOUT_MESSAGE_MIN } from "../scout-rules";
import { SCOUTS_ENDPOINTS as E } from "../scouts.endpoints";
import { ScoutDraftSchema, type ScoutFormContext, type ScoutWarning } from "../scouts.schemas";

const CHECK_MESSAGE = "入力内容をご確認ください。赤く表示された項目があります。";

/**
 * The scout form (issue 15): a project of the corporation and a message. 「内容を確認する」 asks the
 * quality guard first; when it warns, the sender reads why and must tick that they send anyway.
 */
export function ScoutForm({ context }: { context: ScoutFormContext }) {
  const { pro, quota } = context;
  const choices = context.projects.filter((project) => !project.isReached).map((project) => ({ id: project.id, name: `${project.title}（${project.budgetLabel}）` }));
  const [projectId, setProjectId] = useState(choices.length === 1 ? String(choices[0]!.id) : "");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [warnings, setWarnings] = useState<ScoutWarning[] | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  function showErrors(next: Record<string, string>, alert: string) {
    setErrors(next);
    setFormError(alert);
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  /** Any change to the draft asks the guard again. */
  const edited = () => {
    setWarnings(null);
    setConfirmed(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const draft = { projectId: projectId === "" ? 0 : Number(projectId), message };
    const parsed = ScoutDraftSchema.safeParse(draft);
    if (!parsed.success) return showErrors(toFieldErrors(parsed.error), CHECK_MESSAGE);
    setErrors({});
    setFormError(undefined);
    setIsSending(true);
    try {
      if (warnings === null) {
        const check = await callApi(E.check, { params: { id: pro.id }, body: draft });
        if (!check.ok) return showErrors(toFieldErrors(check.error), check.error.issues?.length ? CHECK_MESSAGE : check.error.message);
        if (check.data.warnings.length > 0) {
          setWarnings(check.data.warnings);
          requestAnimationFrame(() => document.getElementById("scout-warnings")?.focus());
          return;
        }
      } else if (!confirmed) {
        return setFormError("注意点を確認したら、「内容を確認しました」にチェックを入れてください。");
      }
      const sent = await callApi(E.send, { params: { id: pro.id }, body: { ...draft, confirmWarnings: warnings !== null } });
      if (!sent.ok) return showErrors(sent.error.code === "conflict" ? {} : toFieldErrors(sent.error), sent.error.message);
      setIsSent(true);
    } finally {
      setIsSending(false);
    }
  }

  if (isSent) {
    return (
      <section className="rounded-lg border border-green-200 bg-green-50 p-6" role="status" data-testid="scout-done">
        <h2 className="text-lg font-bold text-green-900">スカウトを送りました</h2>
        <p className="mt-2 text-sm text-green-900">
          {pro.name}さんに通知とメールでお知らせしました。承諾されると応募者管理の「商談調整中」に追加され、通知でお知らせします。
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/mypage/order/scouts" className="rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
            送ったスカウトを見る
          </Link>
          <Link href="/top/pros" className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-bold text-slate-700 hover:bg-slate-50">
            ほかのプロを探す
          </Link>
        </div>
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-busy={isSending} data-testid="scout-form">
      <FormAlert message={formError} />
      <SelectField
        path="projectId"
        label="スカウトする案件"
        required
        value={projectId}
        onChange={(e) => {
          setProjectId(e.target.value);
          edited();
        }}
        error={errors.projectId}
        placeholder="案件を選んでください"
        choices={choices}
        hint={choices.length < context.projects.length ? "このプロにスカウト済み、または応募を受けている案件は選べません。" : undefined}
      />
      <TextAreaField
        path="message"
        label="メッセージ"
        required
        rows={9}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          edited();
          if (errors.message) setErrors(({ message: _fixed, ...rest }) => rest);
        }}
        error={errors.message}
        hint={`${SCOUT_MESSAGE_MIN}〜${SCOUT_MESSAGE_MAX.toLocaleString("ja-JP")}文字（いま${Array.from(message.trim()).length.toLocaleString("ja-JP")}文字）。プロフィールのどこに惹かれたか、お任せしたいことを具体的に書くと承諾されやすくなります。`}
        placeholder="例: 決済基盤の移行のご経験を拝見し、ご連絡しました。弊社では来春に向けて…"
      />
      {warnings !== null ? (
        <section
          id="scout-warnings"
          tabIndex={-1}
          className="rounded-lg border border-amber-300 bg-amber-50 p-4"
          aria-labelledby="scout-warnings-title"
          data-testid="scout-warnings"
        >
          <h2 id="scout-warnings-title" className="font-bold text-amber-900">
            送信する前にご確認ください
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
            {warnings.map((warning) => (
              <li key={warning.code}>{warning.message}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-amber-900">このまま送ると、プロのスカウト一覧では「条件に合うスカウト」の後に並びます。</p>
          <label className="mt-3 flex items-center gap-2 text-sm font-bold text-amber-950">
            <input type="checkbox" className="h-4 w-4" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            内容を確認しました。このまま送ります
          </label>
        </section>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <button
          type="submit"
          disabled={isSending || quota.remaining === 0}
          className="rounded-md bg-brand-600 px-8 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {isSending ? "確認しています…" : warnings === null ? "内容を確認して送る" : "スカウトを送る"}
        </button>
        <p className="text-xs text-slate-500" data-testid="scout-quota-note">
          送ると今月の残りは{Math.max(0, quota.remaining - 1).toLocaleString("ja-JP")}通になります。
        </p>
      </div>
    </form>
  );
}
