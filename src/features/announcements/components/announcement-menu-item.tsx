import { formatJstDate } from "@/lib/format-date";

import type { AnnouncementItem } from "../announcements.schemas";

type Props = {
  item: Pick<AnnouncementItem, "title" | "body" | "publishedAt" | "targetUrl" | "read">;
  /** The console's preview opens the link in a new tab, so following it does not lose the form. */
  opensInNewTab?: boolean;
};

/** One announcement in the top bar's dropdown (spec S-BAR-4): the unread dot, title, two lines of body, the date. */
export function AnnouncementMenuItem({ item, opensInNewTab = false }: Props) {
  return (
    <a href={item.targetUrl} className="flex gap-3 px-4 py-3 hover:bg-slate-50" {...(opensInNewTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand-600"}`} />
      <span className="min-w-0">
        <span className="block text-sm font-bold leading-snug text-slate-900">
          {item.read ? null : <span className="sr-only">未読：</span>}
          {item.title}
        </span>
        {item.body ? <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">{item.body}</span> : null}
        <time dateTime={item.publishedAt} className="mt-1 block text-xs text-slate-500">
          {formatJstDate(item.publishedAt)}
        </time>
      </span>
      {opensInNewTab ? <span className="sr-only">（新しいタブで開きます）</span> : null}
    </a>
  );
}
