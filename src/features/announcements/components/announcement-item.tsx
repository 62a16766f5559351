import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import type { AnnouncementItem as Announcement } from "../announcements.schemas";

/** One announcement: date, the unread mark, the title linking to its page, and the body. */
export function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const titleId = `announcement-${announcement.id}-title`;
  return (
    <li className={announcement.read ? "bg-white" : "bg-brand-50"} data-testid="announcement-item">
      <article aria-labelledby={titleId} className="px-4 py-4 sm:px-6 sm:py-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <time dateTime={announcement.publishedAt}>{formatJstDate(announcement.publishedAt)}</time>
          {announcement.read ? null : (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold leading-5 text-white" data-testid="unread-badge">
              未読
            </span>
          )}
        </div>
        <h2 id={titleId} className="mt-1 text-base font-bold leading-relaxed sm:text-lg">
          <Link href={announcement.targetUrl} className="text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline">
            {announcement.title}
          </Link>
        </h2>
        {announcement.body ? <p className="mt-1 text-sm leading-relaxed text-slate-700">{announcement.body}</p> : null}
      </article>
    </li>
  );
}
