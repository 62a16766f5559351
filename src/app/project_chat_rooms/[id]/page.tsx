import { hasChatRooms } from "@/features/chat/chat-rooms.service";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ChatThread } from "@/features/chat/components/chat-thread";
import { getChatRoom } from "@/features/chat/chat-rooms.service";
import { nextMeetingLabelOfRoom } from "@/features/chat/meetings/meeting-reads.service";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

import { ChatPage, type ChatSearchParams } from "../_parts/chat-page";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return pageMetadata({ title: "メッセージ", description: "企業とプロのメッセージです。", path: `/project_chat_rooms/${(await params).id}`, noIndex: true });
}

/** One conversation (issue 16): the project and where the application stands pinned on top, then the messages. */
export default async function ChatRoomPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<ChatSearchParams> }) {
  const roomId = parsePositiveId((await params).id);
  if (roomId === null) notFound();
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("member", `/project_chat_rooms/${roomId}`), getRuntime(), searchParams]);
  if (!hasChatRooms(actor)) notFound();
  const detail = await orPageNotFound(getChatRoom(deps.db, actor, roomId, {}));
  const nextMeeting = await nextMeetingLabelOfRoom(deps.db, actor, roomId, deps.now());
  const { room } = detail;
  return (
    <ChatPage actor={actor} raw={raw} currentRoomId={roomId}>
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-5" data-testid="chat-room-header">
        <Link href="/project_chat_rooms" className="text-sm font-bold text-brand-700 lg:hidden" aria-label="メッセージの一覧に戻る">
          ← 一覧
        </Link>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold text-slate-900">
            <Link href={room.counterpart.path} className="hover:underline">
              {room.counterpart.name}
            </Link>
          </h2>
          <p className="truncate text-xs text-slate-600">
            <Link href={room.project.path} className="hover:underline">
              {room.project.title}
            </Link>
          </p>
          {nextMeeting ? (
            <p className="truncate text-xs font-bold text-violet-800" data-testid="chat-next-meeting">
              商談予定: {nextMeeting}
            </p>
          ) : null}
        </div>
        {room.applicationStatusLabel ? (
          <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">{room.applicationStatusLabel}</span>
        ) : null}
      </header>
      <ChatThread key={room.id} initial={detail} />
    </ChatPage>
  );
}
