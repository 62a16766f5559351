"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { NewsArticle } from "@/features/news/components/news-article";
import type { NewsCategory } from "@/features/news/news.service";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FieldMessages } from "@/ui/field-messages";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_CONTENT_ENDPOINTS as E } from "../console-content.endpoints";
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, PUBLISHED_AT_HINT } from "../content-labels";
import { parseJstDateTimeLocal } from "../publication-time";
import { describedBy, FieldLabel, inputClass, PreviewFrame, TextAreaField } from "../../components/console-fields";

export type NewsFormValues = { title: string; body: string; category: NewsCategory; publishedAt: string };

type Props = {
  /** Absent on the new page. */
  articleId?: number;
  initial: NewsFormValues;
  /** The four categories (news-categories.ts), from the server page: the browser bundle holds no database code. */
  categories: readonly NewsCategory[];
  /** The server's clock when the page was drawn: the preview's date while the time is left empty (= now). */
  now: string;
};

/**
 * ニュース's form with a live preview of the article as /news/{id} renders it — the same component,
 * so the body stays plain text (blank lines make paragraphs; HTML shows as the characters typed).
 */
export function NewsEditor({ articleId, initial, categories, now }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const set =
    <K extends keyof NewsFormValues>(key: K) =>
    (value: NewsFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setAlert(undefined);
    const body = { ...values, publishedAt: values.publishedAt === "" ? null : values.publishedAt };
    const result = await run(() => (articleId === undefined ? callApi(E.createNews, { body }) : callApi(E.editNews, { params: { id: articleId }, body })));
    setBusy(false);
    if (!result.ok) {
      setErrors(toFieldErrors(result.error));
      setAlert(result.error.message);
      return;
    }
    setErrors({});
    toast.success(result.data.article.status === "scheduled" ? "ニュースを予約しました" : "ニュースを保存しました");
    if (articleId === undefined) router.push("/admin/news");
    else router.refresh();
  };

  const categoryError = errors.category;
  return (
    <div className="space-y-8">
      <form onSubmit={submit} noValidate className="space-y-5 rounded-lg border border-slate-200 bg-white p-5" data-testid="news-form">
        <FormAlert message={alert} />
        <TextField
          label="タイトル"
          name="title"
          value={values.title}
          onChange={(event) => set("title")(event.target.value)}
          maxLength={NEWS_TITLE_MAX}
          required
          hint={`${NEWS_TITLE_MAX}文字以内`}
          error={errors.title}
        />
        <div>
          <FieldLabel htmlFor="field-category" label="カテゴリ" isRequired />
          <select
            id="field-category"
            value={values.category}
            onChange={(event) => set("category")(event.target.value as NewsCategory)}
            required
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={describedBy("field-category", undefined, categoryError)}
            className={`${inputClass(categoryError)} sm:max-w-xs`}
          >
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <FieldMessages id="field-category" error={categoryError} />
        </div>
        <TextAreaField
          id="field-body"
          label="本文"
          value={values.body}
          onChange={set("body")}
          rows={12}
          maxLength={NEWS_BODY_MAX}
          isRequired
          hint={`${NEWS_BODY_MAX.toLocaleString("ja-JP")}文字以内の文章。空行で段落を分けます。HTMLやマークダウンは使えません（書いたとおりの文字で表示されます）。`}
          error={errors.body}
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
          {isBusy ? "保存しています…" : articleId === undefined ? "作成する" : "保存する"}
        </button>
      </form>
      <PreviewFrame id="news-preview-heading" note="公開後、ニュースの記事ページにこう表示されます。">
        <NewsArticle
          headingLevel="h3"
          article={{
            title: values.title || "（タイトル）",
            category: values.category,
            publishedAt: new Date(parseJstDateTimeLocal(values.publishedAt)?.toISOString() ?? now),
            body: values.body,
          }}
        />
      </PreviewFrame>
    </div>
  );
}
