import Link from "next/link";

import { formatJstDateTime } from "@/lib/format-date";
import { Pagination } from "@/ui/pagination";

import type { listMailbox } from "../dev-mailbox.service";
import { MailStatus } from "./mail-status";

const hrefFor = (page: number) => (page === 1 ? "/dev/mailbox" : `/dev/mailbox?page=${page}`);

/** /dev/mailbox: every mail the site wrote, newest first (decision 015). */
export function MailboxList({ result, isSending }: { result: Awaited<ReturnType<typeof listMailbox>>; isSending: boolean }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900">開発用メールボックス</h1>
      <p className="mt-1 text-sm text-slate-600">
        {isSending
          ? "サイトが送信したメールの控えです（SMTP で送信しています）。"
          : "SMTP_URL が設定されていないため、メールは送信せずにここに保管しています。本文のリンクはそのまま開けます。"}
        運営者とデモモードでだけ表示されます。
      </p>
      {result.entries.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">メールはまだありません</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="mailbox-list">
          {result.entries.map((mail) => (
            <li key={mail.id}>
              <Link href={`/dev/mailbox/${mail.id}`} className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-6">
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-medium break-words text-slate-900">{mail.subject}</span>
                  <MailStatus status={mail.status} />
                </div>
                <div className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
                  <span className="break-all">宛先: {mail.toAddress}</span>
                  <time dateTime={mail.createdAt.toISOString()}>{formatJstDateTime(mail.createdAt)}</time>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={hrefFor} label="メールのページ送り" />
    </div>
  );
}
