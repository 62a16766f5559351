import Link from "next/link";

/** The way to the notification list from the pages where events happen, with the unread count. */
export function NotificationsLink({ unreadCount }: { unreadCount: number }) {
  return (
    <Link
      href="/mypage/notifications"
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-bold text-slate-700 hover:bg-slate-50"
      data-testid="notifications-link"
    >
      通知
      {unreadCount > 0 ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs text-white">未読 {unreadCount.toLocaleString("ja-JP")}</span> : null}
    </Link>
  );
}
