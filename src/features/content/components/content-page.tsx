import type { ReactNode } from "react";

import { Breadcrumb, type BreadcrumbItem } from "@/ui/breadcrumb";
import { formatJapaneseDate } from "@/lib/format-date";

import type { TocEntry } from "../legal-sections";
import { PROSE_CLASS } from "../prose";
import { TableOfContents } from "./table-of-contents";

type ContentPageProps = {
  title: string;
  lead?: ReactNode;
  /** Crumbs between トップ and this page. */
  parents?: readonly BreadcrumbItem[];
  /** ISO dates; legal pages show them under the title. */
  enactedOn?: string;
  updatedOn?: string;
  toc?: readonly TocEntry[];
  /** "prose" styles plain h2/p/ol children; "plain" leaves pages built from their own components alone. */
  variant?: "prose" | "plain";
  children: ReactNode;
};

/**
 * The frame of every reading page (会社概要, 利用規約, ガイド …): breadcrumb, one h1, dates where the
 * page is legal text, an optional table of contents, then the text in a readable ~48rem column.
 */
export function ContentPage({ title, lead, parents = [], enactedOn, updatedOn, toc, variant = "prose", children }: ContentPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, ...parents, { label: title }]} />
      <article className="mt-4 rounded-xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-10 sm:py-10">
        <header>
          <h1 className="text-2xl font-bold leading-snug text-slate-900 [word-break:auto-phrase] sm:text-3xl">{title}</h1>
          {lead ? <div className="mt-4 text-[15px] leading-8 text-slate-700">{lead}</div> : null}
          {enactedOn || updatedOn ? (
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              {enactedOn ? <DateItem label="制定日" isoDate={enactedOn} /> : null}
              {updatedOn ? <DateItem label="最終更新日" isoDate={updatedOn} /> : null}
            </dl>
          ) : null}
        </header>
        {toc && toc.length > 0 ? <TableOfContents entries={toc} /> : null}
        <div className={variant === "prose" ? `mt-8 ${PROSE_CLASS}` : "mt-8"}>{children}</div>
      </article>
    </div>
  );
}

function DateItem({ label, isoDate }: { label: string; isoDate: string }) {
  return (
    <div className="flex gap-2">
      <dt>{label}</dt>
      <dd>
        <time dateTime={isoDate}>{formatJapaneseDate(isoDate)}</time>
      </dd>
    </div>
  );
}
