import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";
import { FRESHNESS_CLOSE_DAYS, FRESHNESS_CLOSED_TEXT, FRESHNESS_NOTICE_DAYS, FRESHNESS_NOTICE_TEXT } from "@/lib/listing-freshness";

import type { OrderItem } from "../order-projects.schemas";
import { OrderStatusBadge } from "./order-status-badge";

const count = (value: number | null) => (value === null ? "—" : value.toLocaleString("ja-JP"));

/** The date a line is known by: when a project went up, when a draft was saved, when a request was sent. */
function dateLine(item: OrderItem): string {
  if (item.kind === "project") return `公開日 ${item.publishedAt ? formatJstDate(item.publishedAt) : "—"}`;
  return `${item.kind === "draft" ? "最終保存" : "申請日"} ${formatJstDate(item.updatedAt)}`;
}

function FreshnessNote({ freshness }: { freshness: OrderItem["freshness"] }) {
  if (freshness === "check_content") {
    return (
      <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <strong>{FRESHNESS_NOTICE_TEXT}</strong>：{FRESHNESS_NOTICE_DAYS}日以上更新されていません。内容が現在のものか確認して保存してください（
        {FRESHNESS_CLOSE_DAYS}日を過ぎると自動で募集終了になります）。
      </p>
    );
  }
  if (freshness === "closed_stale") {
    return (
      <p className="mt-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <strong>{FRESHNESS_CLOSED_TEXT}</strong>：{FRESHNESS_CLOSE_DAYS}日間更新がなかったため、自動で募集を終了しました。
      </p>
    );
  }
  return null;
}

/** The operators' word about the project (issue 18), as plain text: why its listing ended, or what they changed. */
function OperatorNote({ note }: { note: OrderItem["operatorNote"] }) {
  if (!note) return null;
  return (
    <div className="mt-3 rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900" data-testid="operator-note">
      <p className="font-bold">運営からのお知らせ（{formatJstDate(note.notedAt)}）</p>
      <p className="mt-1 break-words whitespace-pre-wrap">{note.text}</p>
    </div>
  );
}

// Twenty lines a page, each sent twice (the HTML and React's payload): the markup stays lean to keep the page under 100 KB.
const actionClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm";

/** The quick actions that apply to the line; the title is plain text so each place is linked once. */
const ACTIONS = [
  ["page", "案件ページ"],
  ["edit", "編集"],
  ["continueDraft", "下書きを続ける"],
  ["request", "依頼を見る"],
] as const;

/** 閲覧 7日 28 / 30日 40・いいね 3・応募 1 for projects (drafts and requests have none), each part kept on one line. */
function factsOf(item: OrderItem): string[] {
  const facts = [dateLine(item)];
  if (item.kind === "project") {
    facts.push(`閲覧 7日 ${count(item.views7)} / 30日 ${count(item.views30)}`, `いいね ${count(item.likes)}`, `応募 ${count(item.applicants)}`);
  }
  return facts;
}

/** One line of the orderer's list (spec S-BAR-9): status, title, date and numbers, the freshness note and the quick actions. */
export function OrderProjectItem({ item }: { item: OrderItem }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-bold break-words text-slate-900">
        <OrderStatusBadge status={item.status} label={item.statusLabel} />
        {` ${item.title}`}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {factsOf(item).map((fact, i, facts) => (
          // 「・」 may not begin a line, so it ends each part: the line breaks after it.
          <span key={i} className="whitespace-nowrap">
            {i < facts.length - 1 ? `${fact}・` : fact}
          </span>
        ))}
      </p>
      <FreshnessNote freshness={item.freshness} />
      <OperatorNote note={item.operatorNote} />
      <p className="mt-3 flex flex-wrap gap-2">
        {ACTIONS.map(([key, label]) => {
          const href = item.links[key];
          return href ? (
            <Link key={key} href={href} className={actionClass}>
              {label}
            </Link>
          ) : null;
        })}
      </p>
    </li>
  );
}
