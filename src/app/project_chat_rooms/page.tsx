import { hasChatRooms } from "@/features/chat/chat-rooms.service";
import type { Metadata } from "next";

import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

import { ChatPage, type ChatSearchParams } from "./_parts/chat-page";

export const metadata: Metadata = pageMetadata({
  title: "メッセージ",
  description: "応募やスカウトをきっかけに、企業とプロが直接やり取りするメッセージです。",
  path: "/project_chat_rooms",
  noIndex: true,
});

/** メッセージ (issue 16, S-BAR-2): the conversations; a wide screen shows the list beside an empty room pane. */
export default async function ChatRoomsPage({ searchParams }: { searchParams: Promise<ChatSearchParams> }) {
  const [actor, raw] = await Promise.all([requirePageActor("member", "/project_chat_rooms"), searchParams]);
  if (!hasChatRooms(actor)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">メッセージ</h1>
        <p className="mt-4 text-slate-700">メッセージは、プロのアカウントか、企業を選んだ企業アカウントでご利用いただけます。</p>
      </div>
    );
  }
  return (
    <ChatPage actor={actor} raw={raw} currentRoomId={null}>
      <div className="flex flex-1 items-center justify-center p-8 text-center text-sm text-slate-600">左の一覧からやり取りを選んでください。</div>
    </ChatPage>
  );
}
