import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import type { SentScout } from "../scouts.schemas";
import { DeclineNote, ScoutStatusBadge } from "./scout-status";

/** One scout in the corporation's list: to whom, about what, what the guard noted, and the pro's answer. */
export function SentScoutCard({ scout }: { scout: SentScout }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5" data-testid="sent-scout">
      <div className="flex flex-wrap items-center gap-2">
        <ScoutStatusBadge status={scout.status} label={scout.statusLabel} />
        <span className="ml-auto text-xs text-slate-500">
          {formatJstDate(scout.sentAt)} 送信{scout.senderName ? `（${scout.senderName}）` : ""}
        </span>
      </div>
      <h3 className="mt-2 font-bold text-slate-900">
        <Link href={scout.pro.path} className="hover:underline">
          {scout.pro.name}
        </Link>
        <span className="ml-2 text-sm font-normal text-slate-600">への「{scout.project.title}」のスカウト</span>
      </h3>
      {scout.warnings.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="送信時の注意">
          {scout.warnings.map((warning) => (
            <li key={warning} className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200">
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">送ったメッセージ</summary>
        <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-800">{scout.message}</p>
      </details>
      {scout.status === "accepted" ? (
        <p className="mt-2 text-sm text-slate-700">
          {scout.answerMessage ? `「${scout.answerMessage}」` : ""}
          <Link href={`/mypage/order/applies?project_id=${scout.project.id}`} className="ml-1 font-bold text-brand-700 hover:underline">
            応募者管理で見る
          </Link>
        </p>
      ) : null}
      <DeclineNote scout={scout} />
    </article>
  );
}
