import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { InquiryReplyForm } from "@/features/operator-console/inquiries/components/inquiry-reply-form";
import { InquiryStatusSwitch } from "@/features/operator-console/inquiries/components/inquiry-status-switch";
import { readInquiry } from "@/features/operator-console/inquiries/console-inquiries.service";
import type { InquiryReply } from "@/features/operator-console/inquiries/console-inquiries.schemas";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "問い合わせの対応", description: "問い合わせの内容を確認し、メールで回答します。", path: `/admin/inquiries/${id}`, noIndex: true });
}

function inquiryOrNotFound(...args: Parameters<typeof readInquiry>) {
  return orPageNotFound(readInquiry(...args));
}

const MAIL_TONE = { sent: "text-emerald-800", pending: "text-amber-800", failed: "font-bold text-rose-700" };

/** One sent answer: when, by whom, its words as typed, and whether its mail went out. */
function ReplyItem({ reply }: { reply: InquiryReply }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="inquiry-reply">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="text-slate-700">
          {formatJstDateTime(new Date(reply.createdAt))}・{reply.operator.name}
        </p>
        {reply.mail ? (
          <Link href={`/admin/mails/${reply.mail.id}`} className={`underline ${MAIL_TONE[reply.mail.status]}`}>
            メール：{reply.mail.statusLabel}
            {reply.mail.sentAt ? `（${formatJstDateTime(new Date(reply.mail.sentAt))}）` : ""}
          </Link>
        ) : (
          <span className="text-slate-500">メールの記録なし</span>
        )}
      </div>
      {reply.mail?.status === "failed" && reply.mail.lastError ? <p className="mt-1 text-xs break-all text-rose-700">エラー：{reply.mail.lastError}</p> : null}
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900">{reply.body}</p>
    </li>
  );
}

/** One inquiry (issue 18): who wrote, what they wrote (as text), the answers so far, the status and the reply form. */
export default async function InquiryPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/inquiries/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const { inquiry, replies } = await inquiryOrNotFound(deps.db, actor, id);
  return (
    <ConsolePage title={`問い合わせ（受付番号 ${inquiry.id}）`} parent={{ label: "問い合わせ", href: "/admin/inquiries" }}>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-bold text-slate-600">状態</dt>
        <dd data-testid="inquiry-status-label">
          {inquiry.statusLabel}
          {inquiry.statusChangedAt ? <span className="ml-2 text-xs text-slate-500">（{formatJstDateTime(new Date(inquiry.statusChangedAt))} 変更）</span> : null}
        </dd>
        <dt className="font-bold text-slate-600">受信日時</dt>
        <dd>{formatJstDateTime(new Date(inquiry.receivedAt))}</dd>
        <dt className="font-bold text-slate-600">種別</dt>
        <dd>{inquiry.categoryLabel}</dd>
        <dt className="font-bold text-slate-600">お名前</dt>
        <dd className="break-words">{inquiry.name}</dd>
        <dt className="font-bold text-slate-600">会社名</dt>
        <dd className="break-words">{inquiry.companyName ?? "—"}</dd>
        <dt className="font-bold text-slate-600">メールアドレス</dt>
        <dd className="break-all">
          {inquiry.email}
          <Link href={`/admin/mails?to=${encodeURIComponent(inquiry.email)}`} className="ml-2 text-xs text-brand-700 underline">
            このアドレスへのメール
          </Link>
        </dd>
        <dt className="font-bold text-slate-600">アカウント</dt>
        <dd>{inquiry.userId ? `ログイン中に送信（ユーザーID ${inquiry.userId}）` : "ログインせずに送信"}</dd>
      </dl>
      <section aria-labelledby="inquiry-body-heading" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="inquiry-body-heading" className="font-bold text-slate-900">
          お問い合わせの内容
        </h2>
        {/* Text as the sender typed it: React writes it as text, never as markup. */}
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900" data-testid="inquiry-body">
          {inquiry.body}
        </p>
      </section>
      <InquiryStatusSwitch inquiryId={inquiry.id} status={inquiry.status} />
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading" className="text-lg font-bold text-slate-900">
          送信した回答（{replies.length}件）
        </h2>
        {replies.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">まだ回答していません。</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} />
            ))}
          </ol>
        )}
      </section>
      <InquiryReplyForm inquiryId={inquiry.id} email={inquiry.email} />
    </ConsolePage>
  );
}
