import type { Metadata } from "next";
import Link from "next/link";

import { BoardCardView } from "@/features/applications/components/board-card";
import { BoardQuerySchema, type ApplicantBoard, type BoardColumn, type BoardQuery } from "@/features/applications/board/board.schemas";
import { BulkDeclineBar } from "@/features/applications/components/bulk-decline";
import { NotificationsLink } from "@/features/notifications/components/notifications-link";
import { unreadNotificationCount } from "@/features/notifications/notifications.service";
import { getApplicantBoard } from "@/features/applications/board/board.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { BoardFilters } from "./_parts/board-filters";

const PATH = "/mypage/order/applies";
export const metadata: Metadata = pageMetadata({ title: "応募者管理", description: "案件への応募者を選考の段階ごとに管理します。", path: PATH, noIndex: true });

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : undefined);

/** The URL's filters, or none where one is malformed (a page answers with the board, not a 422). */
function boardQueryOf(query: Query): BoardQuery {
  const parsed = BoardQuerySchema.safeParse({ projectId: one(query.project_id), assigneeId: one(query.assignee_id), q: one(query.q), page: one(query.page) });
  return parsed.success ? parsed.data : { page: 1 };
}

const IN_PLAY: readonly string[] = ["applied", "in_talks", "meeting", "hired"];

function Column({ column, members }: { column: BoardColumn; members: ApplicantBoard["members"] }) {
  return (
    <section aria-labelledby={`column-${column.status}`} className="min-w-0 rounded-lg bg-slate-100 p-3" data-testid={`board-column-${column.status}`}>
      <h2 id={`column-${column.status}`} className="flex items-center justify-between text-sm font-bold text-slate-800">
        {column.label}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-600">{column.count.toLocaleString("ja-JP")}</span>
      </h2>
      {column.status === "applied" ? <BulkDeclineBar /> : null}
      {column.cards.length === 0 ? (
        <p className="mt-3 text-xs text-slate-600">この段階の応募者はいません。</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {column.cards.map((card) => (
            <li key={card.id}>
              <BoardCardView card={card} members={members} />
            </li>
          ))}
        </ul>
      )}
      {column.count > column.cards.length ? (
        <p className="mt-3 text-center text-xs text-slate-600">ほか {(column.count - column.cards.length).toLocaleString("ja-JP")}件（案件や名前で絞り込めます）</p>
      ) : null}
    </section>
  );
}

/** 応募者管理 (S-BAR-8): the current corporation's applicants by stage, moved by buttons (decision 023). */
export default async function ApplicantBoardPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("orderer", PATH), getRuntime(), searchParams]);
  if (!actor.corporation) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">応募者管理</h1>
        <p className="mt-4 text-slate-700">企業アカウントを選択すると、その企業の応募者が表示されます。</p>
      </div>
    );
  }
  const query = boardQueryOf(raw);
  const board = await getApplicantBoard(deps.db, actor, query, deps.now());
  const inPlay = board.columns.filter((c) => IN_PLAY.includes(c.status));
  const ended = board.columns.filter((c) => !IN_PLAY.includes(c.status));
  const total = board.columns.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">応募者管理</h1>
        <NotificationsLink unreadCount={await unreadNotificationCount(deps.db, actor)} />
      </div>
      <p className="mt-2 text-sm text-slate-600">応募から7日間「未対応」のままの応募者は赤く表示されます。14日を過ぎると自動で見送りとなり、応募者にお知らせします。</p>
      <BoardFilters board={board} query={query} />
      {total === 0 && !query.projectId && !query.assigneeId && !query.q ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="board-empty">
          <p className="font-bold text-slate-800">まだ応募者はいません。</p>
          <p className="mt-2 text-sm text-slate-600">案件を公開すると、プロからの応募がここに届きます。</p>
          <Link href="/mypage/order/projects" className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
            案件の管理へ
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {inPlay.map((column) => (
              <Column key={column.status} column={column} members={board.members} />
            ))}
          </div>
          <details className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
            <summary className="cursor-pointer text-sm font-bold text-slate-700">
              終了した応募（見送り {ended.find((c) => c.status === "declined")?.count ?? 0}件・辞退 {ended.find((c) => c.status === "withdrawn")?.count ?? 0}件）
            </summary>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {ended.map((column) => (
                <Column key={column.status} column={column} members={board.members} />
              ))}
            </div>
          </details>
        </>
      )}
    </div>
  );
}
