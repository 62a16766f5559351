import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { MailResendPanel } from "@/features/operator-console/mail-log/components/mail-resend-panel";
import { readMail } from "@/features/operator-console/mail-log/console-mail-log.service";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "メールの詳細", description: "送信したメールの内容と送信状況です。", path: `/admin/mails/${id}`, noIndex: true });
}

function mailOrNotFound(...args: Parameters<typeof readMail>) {
  return orPageNotFound(readMail(...args));
}

const STATUS_TONE = { sent: "text-emerald-800", pending: "text-amber-800", failed: "font-bold text-rose-700" };

/** One mail (issue 18): its headers, delivery state and text part — never its HTML — and 再送. */
export default async function MailPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/mails/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const { mail, inquiryReply } = await mailOrNotFound(deps.db, actor, id, deps.siteOrigin);
  const at = (iso: string | null) => (iso ? formatJstDateTime(new Date(iso)) : "—");
  return (
    <ConsolePage title={mail.subject} parent={{ label: "メール送信履歴", href: "/admin/mails" }}>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-bold text-slate-600">状態</dt>
        <dd className={STATUS_TONE[mail.status]} data-testid="mail-status">
          {mail.statusLabel}
        </dd>
        <dt className="font-bold text-slate-600">宛先</dt>
        <dd className="break-all">
          {mail.to}
          <Link href={`/admin/mails?to=${encodeURIComponent(mail.to)}`} className="ml-2 text-xs text-brand-700 underline">
            このアドレスへのメール
          </Link>
        </dd>
        <dt className="font-bold text-slate-600">作成日時</dt>
        <dd>{at(mail.createdAt)}</dd>
        <dt className="font-bold text-slate-600">送信日時</dt>
        <dd>{at(mail.sentAt)}</dd>
        {mail.nextAttemptAt ? (
          <>
            <dt className="font-bold text-slate-600">次の送信予定</dt>
            <dd>{at(mail.nextAttemptAt)}</dd>
          </>
        ) : null}
        <dt className="font-bold text-slate-600">送信の試行</dt>
        <dd>{mail.attempts}回</dd>
        <dt className="font-bold text-slate-600">最後のエラー</dt>
        <dd className="break-all text-rose-700">{mail.lastError ?? <span className="text-slate-700">なし</span>}</dd>
        <dt className="font-bold text-slate-600">Message-ID</dt>
        <dd className="font-mono text-xs break-all">{mail.messageId}</dd>
        <dt className="font-bold text-slate-600">形式</dt>
        <dd>
          {mail.hasHtmlPart ? "テキスト＋HTML" : "テキストのみ"}
          {mail.hasUnsubscribeHeader ? "・配信停止ヘッダーあり" : ""}
        </dd>
        {inquiryReply ? (
          <>
            <dt className="font-bold text-slate-600">問い合わせ</dt>
            <dd>
              <Link href={`/admin/inquiries/${inquiryReply.inquiryId}`} className="text-brand-700 underline">
                受付番号 {inquiryReply.inquiryId} への回答
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <MailResendPanel mailId={mail.id} status={mail.status} to={mail.to} />
      <section aria-labelledby="mail-text-heading" className="rounded-lg border border-slate-200 bg-white">
        <h2 id="mail-text-heading" className="border-b border-slate-200 px-5 py-3 font-bold text-slate-900">
          本文（テキスト）
        </h2>
        <p className="px-5 pt-3 text-xs text-slate-600">リンクに含まれる認証用の値は表示していません（[redacted]）。HTML版は表示しません。</p>
        <pre className="px-5 py-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800" data-testid="mail-text">
          {mail.bodyText}
        </pre>
      </section>
    </ConsolePage>
  );
}
