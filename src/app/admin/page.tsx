import type { Metadata } from "next";
import Link from "next/link";

import { DailyBarChart } from "@/features/operator-console/components/daily-bar-chart";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { readDashboard } from "@/features/operator-console/dashboard/dashboard.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

const PATH = "/admin";
export const metadata: Metadata = pageMetadata({ title: "運営ダッシュボード", description: "マーケットの動きと、運営の対応を待つものです。", path: PATH, noIndex: true });

function WaitingCard({ label, count, href, note }: { label: string; count: number; href?: string; note: string }) {
  const body = (
    <>
      <span className="block text-sm font-bold text-slate-700">{label}</span>
      <span className={`mt-1 block text-3xl font-bold ${count > 0 ? "text-rose-700" : "text-slate-900"}`}>{count.toLocaleString("ja-JP")}</span>
      <span className="mt-1 block text-xs text-slate-600">{note}</span>
    </>
  );
  const className = "block rounded-lg border border-slate-200 bg-white p-4";
  return href ? (
    <Link href={href} className={`${className} hover:border-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** 運営ダッシュボード (issue 18): the last 30 days by day, and what waits for an operator. */
export default async function DashboardPage() {
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", PATH), getRuntime()]);
  const dashboard = await readDashboard(deps.db, actor, deps.now());
  return (
    <ConsolePage title="ダッシュボード" lead={`${formatJstDate(dashboard.firstDay)}〜${formatJstDate(dashboard.lastDay)}（日本時間）の動きです。`}>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="text-lg font-bold text-slate-900">
          対応を待っているもの
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <WaitingCard label="審査待ちの掲載依頼" count={dashboard.waiting.requests} href="/admin/project_requests" note="申請中・審査中" />
          <WaitingCard label="通報・自動検知の未対応" count={dashboard.waiting.openReports} href="/admin/reports" note="ユーザーの通報と、チャットの自動検知" />
          <WaitingCard
            label="送信できなかったメール"
            count={dashboard.waiting.failedMails}
            href="/admin/mails?status=failed"
            note={dashboard.waiting.pendingMails > 0 ? `ほかに再送待ち ${dashboard.waiting.pendingMails}件` : "再送待ちはありません"}
          />
        </div>
      </section>
      <section aria-labelledby="trend-heading">
        <h2 id="trend-heading" className="text-lg font-bold text-slate-900">
          日ごとの推移（30日間）
        </h2>
        <div className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {dashboard.series.map((series) => (
            <DailyBarChart key={series.key} series={series} />
          ))}
        </div>
      </section>
    </ConsolePage>
  );
}
