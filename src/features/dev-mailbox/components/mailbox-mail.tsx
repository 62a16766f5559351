import Link from "next/link";

import { formatJstDateTime } from "@/lib/format-date";

import type { findMailboxMail } from "../dev-mailbox.service";
import { LinkedText } from "./linked-text";
import { MailStatus } from "./mail-status";

type Mail = NonNullable<Awaited<ReturnType<typeof findMailboxMail>>>;

/** One mail of the development mailbox: its headers and its text, links followable. */
export function MailboxMail({ mail }: { mail: Mail }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Link href="/dev/mailbox" className="text-sm text-blue-700 underline hover:text-blue-900">
        ← 開発用メールボックスへ戻る
      </Link>
      <article className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white">
        <header className="border-b border-slate-200 px-4 py-4 sm:px-6">
          <div className="flex items-start justify-between gap-3">
            <h1 className="min-w-0 text-lg font-bold break-words text-slate-900">{mail.subject}</h1>
            <MailStatus status={mail.status} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600">
            <dt>宛先</dt>
            <dd className="break-all">{mail.toAddress}</dd>
            <dt>作成</dt>
            <dd>{formatJstDateTime(mail.createdAt)}</dd>
            {mail.sentAt ? (
              <>
                <dt>送信</dt>
                <dd>{formatJstDateTime(mail.sentAt)}</dd>
              </>
            ) : null}
            {mail.lastError ? (
              <>
                <dt>エラー</dt>
                <dd className="break-all text-red-700">{mail.lastError}</dd>
              </>
            ) : null}
          </dl>
        </header>
        <pre className="px-4 py-5 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 sm:px-6" data-testid="mail-body">
          <LinkedText text={mail.bodyText} />
        </pre>
      </article>
    </div>
  );
}
