import type { Metadata } from "next";
import Link from "next/link";

import { BoardQuerySchema, type BoardQuery } from "@/features/applications/board/board.schemas";
import { NotificationsLink } from "@/features/notifications/components/notifications-link";
import { unreadNotificationCount } from "@/features/notifications/notifications.service";
import { getApplicantBoard } from "@/features/applications/board/board.service";
import { meetingLabelsOfApplications, meetingLeadTimeLabel } from "@/features/chat/meetings/meeting-reads.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { Pagination } from "@/ui/pagination";

import { Column } from "./_parts/board-column";
import { BoardFilters } from "./_parts/board-filters";

const PATH = "/mypage/order/applies";
export const metadata: Metadata = pageMetadata({ title: "応募者管理", description: "案件への応募者を選考の段階ごとに管理します。", path: PATH, noIndex: true });

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : undefined);

/** The URL's filters, or none where one is malformed (a page answers with the board, not a 422). */
function boardQueryOf(query: Query): BoardQuery {
  const parsed = BoardQuerySchema.safeParse({
    projectId: one(query.project_id),
    assigneeId: one(query.assignee_id),
    q: one(query.q),
    status: one(query.status),
    page: one(query.page),
  });
  return parsed.success ? parsed.data : { page: 1 };
}

const IN_PLAY: readonly string[] = ["applied", "in_talks", "meeting", "hired"];
/**
 * Cards per column: the overview shows the first few of each stage and one column's own view pages
 * through the rest, so the page stays under 100 KB (a card is ~3 KB with its markup and data; the shell ~60 KB).
 */
const OVERVIEW_CARDS = 3;
const COLUMN_VIEW_CARDS = 10;

/** The board's URL with these filters (and a column and page, for one column's view). */
function boardHref(query: BoardQuery, extra: { status?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.projectId) params.set("project_id", String(query.projectId));
  if (query.assigneeId) params.set("assignee_id", String(query.assigneeId));
  if (query.q) params.set("q", query.q);
  if (extra.status) params.set("status", extra.status);
  if (extra.page && extra.page > 1) params.set("page", String(extra.page));
  const text = params.toString();
  return text ? `${PATH}?${text}` : PATH;
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
  const board = await getApplicantBoard(deps.db, actor, query, deps.now(), query.status ? COLUMN_VIEW_CARDS : OVERVIEW_CARDS);
  const inPlay = board.columns.filter((c) => IN_PLAY.includes(c.status));
  const ended = board.columns.filter((c) => !IN_PLAY.includes(c.status));
  const total = board.columns.reduce((sum, c) => sum + c.count, 0);
  const single = query.status ? board.columns[0] : undefined;
  const cardIds = board.columns.flatMap((column) => column.cards.map((card) => card.id));
  const [meetings, leadTime] = await Promise.all([
    meetingLabelsOfApplications(deps.db, actor, "corporation", cardIds, deps.now()),
    meetingLeadTimeLabel(deps.db, actor, query.projectId ?? null),
  ]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">応募者管理</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/mypage/order/scouts" className="text-sm font-bold text-brand-700 hover:underline">
            送ったスカウト
          </Link>
          <NotificationsLink unreadCount={await unreadNotificationCount(deps.db, actor)} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">応募から7日間「未対応」のままの応募者は赤く表示されます。14日を過ぎると自動で見送りとなり、応募者にお知らせします。</p>
      <BoardFilters board={board} query={query} />
      <p className="mt-3 text-sm" data-testid="board-meeting-lead">
        {leadTime}
      </p>
      {total === 0 && !query.projectId && !query.assigneeId && !query.q ? (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="board-empty">
          <p className="font-bold text-slate-800">まだ応募者はいません。</p>
          <p className="mt-2 text-sm text-slate-600">案件を公開すると、プロからの応募がここに届きます。</p>
          <Link href="/mypage/order/projects" className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
            案件の管理へ
          </Link>
        </div>
      ) : single ? (
        <div className="mt-6">
          <Link href={boardHref({ ...query, status: undefined })} className="text-sm font-bold text-brand-700 hover:underline">
            ← すべての段階に戻る
          </Link>
          <div className="mt-3 max-w-xl">
            <Column column={single} members={board.members} meetings={meetings} moreHref={null} />
          </div>
          <Pagination page={single.page} totalPages={single.totalPages} hrefFor={(n) => boardHref(query, { status: single.status, page: n })} />
        </div>
      ) : (
        <>
          <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {inPlay.map((column) => (
              <Column key={column.status} column={column} members={board.members} meetings={meetings} moreHref={boardHref(query, { status: column.status })} />
            ))}
          </div>
          <p className="mt-6 text-sm text-slate-700" data-testid="board-ended">
            終了した応募:{" "}
            {ended.map((column, i) => (
              <span key={column.status}>
                {i > 0 ? "・" : ""}
                <Link href={boardHref(query, { status: column.status })} className="font-bold text-brand-700 hover:underline">
                  {column.label} {column.count.toLocaleString("ja-JP")}件
                </Link>
              </span>
            ))}
          </p>
        </>
      )}
    </div>
  );
}
