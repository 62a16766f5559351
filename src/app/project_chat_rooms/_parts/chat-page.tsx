import type { ReactNode } from "react";

import { ChatRoomList } from "@/features/chat/components/chat-room-list";
import { RoomListRefresher } from "@/features/chat/components/room-list-refresher";
import { listChatRooms } from "@/features/chat/chat-rooms.service";
import { ChatRoomsQuerySchema } from "@/features/chat/chat.schemas";
import type { Actor } from "@/platform/actor/actor";
import { getRuntime } from "@/platform/runtime";

export type ChatSearchParams = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * メッセージ (issue 16): the list beside the open room on a wide screen; on a phone the list alone, or
 * the room alone (`room`), so each has the whole width.
 */
export async function ChatPage({ actor, raw, currentRoomId, children }: { actor: Actor; raw: ChatSearchParams; currentRoomId: number | null; children: ReactNode }) {
  const { deps } = await getRuntime();
  const parsed = ChatRoomsQuerySchema.safeParse({ unread: one(raw.unread), projectId: one(raw.projectId), q: one(raw.q), page: one(raw.page) });
  const query = parsed.success ? parsed.data : { page: 1 };
  const rooms = await listChatRooms(deps.db, actor, query);
  const filters = { unread: query.unread === "1", projectId: query.projectId ?? null, q: query.q ?? "" };
  return (
    <div className="mx-auto w-full max-w-7xl px-0 sm:px-4 sm:py-6">
      <h1 className={`px-4 pt-6 text-2xl font-bold text-slate-900 sm:px-0 sm:pt-0 ${currentRoomId ? "hidden lg:block" : ""}`}>メッセージ</h1>
      <div className="mt-0 grid h-[calc(100dvh-4rem)] overflow-hidden border-slate-200 bg-white sm:mt-4 sm:h-[calc(100dvh-10rem)] sm:rounded-lg sm:border grid-cols-[minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={`min-h-0 min-w-0 border-slate-200 lg:flex lg:flex-col lg:border-r ${currentRoomId ? "hidden" : "flex flex-col"}`}>
          <ChatRoomList rooms={rooms} filters={filters} currentRoomId={currentRoomId} />
          <RoomListRefresher />
        </div>
        <div className={`min-h-0 min-w-0 flex-col ${currentRoomId ? "flex" : "hidden lg:flex"}`}>{children}</div>
      </div>
    </div>
  );
}
