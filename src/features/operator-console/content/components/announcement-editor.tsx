"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { AnnouncementMenuItem } from "@/features/announcements/components/announcement-menu-item";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_CONTENT_ENDPOINTS as E } from "../console-content.endpoints";
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, AUDIENCE_OPTIONS, PUBLISHED_AT_HINT, type AnnouncementAudience } from "../content-labels";
import { parseJstDateTimeLocal } from "../publication-time";
import { isAllowedTargetUrl, TARGET_URL_MAX_LENGTH } from "../target-url";
import { ChoiceField, PreviewFrame, TextAreaField } from "../../components/console-fields";

export type AnnouncementFormValues = { title: string; body: string; targetUrl: string; audience: AnnouncementAudience; publishedAt: string };

type Props = {
  /** Absent on the new page. */
  announcementId?: number;
  initial: AnnouncementFormValues;
  /** The server's clock when the page was drawn: the preview's date while the time is left empty (= now). */
  now: string;
};

/**
 * お知らせ's form with a live preview of the top bar's dropdown item (spec S-BAR-4) beside it. Saving
 * goes through the console's action runner (password re-confirmation); the audit log keeps what changed.
 */
export function AnnouncementEditor({ announcementId, initial, now }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const set =
    <K extends keyof AnnouncementFormValues>(key: K) =>
    (value: AnnouncementFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(undefined);
    const body = { ...values, body: values.body === "" ? null : values.body, publishedAt: values.publishedAt === "" ? null : values.publishedAt };
    const result = await run(() =>
      announcementId === undefined ? callApi(E.createAnnouncement, { body }) : callApi(E.editAnnouncement, { params: { id: announcementId }, body }),
    );
    setBusy(false);
    if (!result.ok) {
      setErrors(toFieldErrors(result.error));
      setAlert(result.error.message);
      return;
    }
    setErrors({});
    const saved = result.data.announcement;
    toast.success(saved.status === "scheduled" ? "お知らせを予約しました" : "お知らせを保存しました");
    if (announcementId === undefined) router.push("/admin/announcements");
    else router.refresh();
  };

  const previewAt = parseJstDateTimeLocal(values.publishedAt)?.toISOString() ?? now;
  // Only a link the server would accept is followed from the preview (never a javascript: address).
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_400px]">
      <form onSubmit={submit} noValidate className="min-w-0 space-y-5 rounded-lg border border-slate-200 bg-white p-5" data-testid="announcement-form">
        <FormAlert message={alert} />
        <TextField
          label="タイトル"
          name="title"
          value={values.title}
          onChange={(event) => set("title")(event.target.value)}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          required
          hint={`${ANNOUNCEMENT_TITLE_MAX}文字以内`}
          error={errors.title}
        />
        <TextAreaField
          id="field-body"
          label="本文"
          value={values.body}
          onChange={set("body")}
          rows={4}
          maxLength={ANNOUNCEMENT_BODY_MAX}
          hint={`任意・${ANNOUNCEMENT_BODY_MAX.toLocaleString("ja-JP")}文字以内の文章。上部バーでは2行まで表示します。`}
          error={errors.body}
        />
        <TextField
          label="リンク先"
          name="targetUrl"
          value={values.targetUrl}
          onChange={(event) => set("targetUrl")(event.target.value)}
          maxLength={TARGET_URL_MAX_LENGTH}
          required
          inputMode="url"
          hint="「/news/15」のようなこのサイトのパス、または https:// で始まるURL"
          error={errors.targetUrl}
        />
        <ChoiceField
          legend="対象"
          name="audience"
          value={values.audience}
          options={AUDIENCE_OPTIONS}
          onChange={(value) => set("audience")(value as AnnouncementAudience)}
          error={errors.audience}
        />
        <TextField
          label="公開日時"
          name="publishedAt"
          type="datetime-local"
          value={values.publishedAt}
          onChange={(event) => set("publishedAt")(event.target.value)}
          hint={PUBLISHED_AT_HINT}
          error={errors.publishedAt}
        />
        <button
          type="submit"
          disabled={isBusy}
          className="inline-flex h-11 items-center rounded-md bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {isBusy ? "保存しています…" : announcementId === undefined ? "作成する" : "保存する"}
        </button>
      </form>
      <PreviewFrame id="announcement-preview-heading" note="上部バーの「お知らせ」に、未読の状態でこう表示されます。/announcements にも同じタイトルと本文が載ります。">
        <div className="w-full max-w-[400px] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl">
          <p className="border-b border-slate-100 px-4 py-3 text-sm font-bold text-slate-900">お知らせ</p>
          <ul className="divide-y divide-slate-100">
            <li>
              <AnnouncementMenuItem
                item={{
                  title: values.title || "（タイトル）",
                  body: values.body || null,
                  targetUrl: isAllowedTargetUrl(values.targetUrl.trim()) ? values.targetUrl.trim() : "#",
                  publishedAt: previewAt,
                  read: false,
                }}
                opensInNewTab
              />
            </li>
          </ul>
        </div>
      </PreviewFrame>
    </div>
  );
}
