import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import type { ChatRoomsPage } from "../chat.schemas";

type Filters = { unread: boolean; projectId: number | null; q: string };

const listHref = (filters: Filters, page = 1) => {
  const query = new URLSearchParams();
  if (filters.unread) query.set("unread", "1");
  if (filters.projectId) query.set("projectId", String(filters.projectId));
  if (filters.q) query.set("q", filters.q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/project_chat_rooms?${text}` : "/project_chat_rooms";
};

/** The conversations: the other side, the project, the last line and this person's unread count; filters by GET. */
export function ChatRoomList({ rooms, filters, currentRoomId }: { rooms: ChatRoomsPage; filters: Filters; currentRoomId: number | null }) {
  return (
    <section aria-label="メッセージの一覧" className="flex min-h-0 flex-col">
      <form action="/project_chat_rooms" className="space-y-2 border-b border-slate-200 p-3" role="search">
        <label htmlFor="chat-search" className="sr-only">
          名前で検索
        </label>
        <input
          id="chat-search"
          name="q"
          defaultValue={filters.q}
          placeholder="名前で検索"
          className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="chat-project" className="sr-only">
            案件で絞り込む
          </label>
          <select
            id="chat-project"
            name="projectId"
            defaultValue={filters.projectId ?? ""}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5"
          >
            <option value="">すべての案件</option>
            {rooms.projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-1 text-slate-700">
            <input type="checkbox" name="unread" value="1" defaultChecked={filters.unread} className="h-4 w-4" />
            未読のみ
          </label>
          <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-bold text-slate-700 hover:bg-slate-50">
            絞り込む
          </button>
        </div>
      </form>
      {rooms.items.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-600" data-testid="chat-rooms-empty">
          {filters.unread || filters.projectId || filters.q
            ? "条件に合うメッセージはありません。"
            : "まだメッセージはありません。応募やスカウトの承諾で、企業とプロのやり取りが始まります。"}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" data-testid="chat-rooms">
          {rooms.items.map((room) => (
            <li key={room.id}>
              <Link
                href={`/project_chat_rooms/${room.id}`}
                aria-current={room.id === currentRoomId ? "page" : undefined}
                className={room.id === currentRoomId ? "chat-room chat-room-current" : "chat-room"}
              >
                <span className="chat-room-row">
                  <span className="chat-room-name">{room.counterpart.name}</span>
                  {room.lastMessage ? <span className="chat-room-date">{formatJstDate(room.lastMessage.sentAt)}</span> : null}
                </span>
                <span className="chat-room-project">{room.project.title}</span>
                <span className="chat-room-row mt-1">
                  <span className="chat-room-last">
                    {room.lastMessage ? `${room.lastMessage.isMine ? "あなた: " : ""}${room.lastMessage.excerpt}` : "メッセージはまだありません"}
                  </span>
                  {room.unreadCount > 0 ? (
                    <span className="chat-room-unread" aria-label={`未読 ${room.unreadCount}件`}>
                      {room.unreadCount}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {rooms.page > 1 || rooms.hasNextPage ? (
        <nav aria-label="ページ" className="flex justify-between border-t border-slate-200 p-3 text-sm font-bold">
          {rooms.page > 1 ? <Link href={listHref(filters, rooms.page - 1)}>← 前へ</Link> : <span />}
          {rooms.hasNextPage ? <Link href={listHref(filters, rooms.page + 1)}>次へ →</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
