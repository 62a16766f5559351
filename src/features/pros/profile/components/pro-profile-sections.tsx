import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

import { periodLabel } from "../pro-profile-format";
import { PORTFOLIO_KIND_LABELS, type ProProfile } from "../pro-profile.schemas";

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-100 pt-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function SkillList({ skills }: { skills: ProProfile["skills"] }) {
  return (
    <ul className="flex flex-wrap gap-2" data-testid="pro-skills">
      {skills.map((s) => (
        <li key={s.id} className="rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm text-slate-800">
          {s.name}
          <span className="ml-1.5 text-xs text-slate-500">{s.years === 0 ? "1年未満" : `${s.years}年`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The pro's own words as text: line breaks kept (whitespace-pre-line), never read as HTML. */
export function Bio({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words leading-relaxed text-slate-800" data-testid="pro-bio">
      {text}
    </p>
  );
}

function companyLabel(history: ProProfile["workHistories"][number]): string {
  if (history.companyName === null) return "企業名非公開";
  return history.isCompanyNameHidden ? `${history.companyName}（非公開に設定中）` : history.companyName;
}

/** 職務経歴, newest first as the pro ordered them, on a left rule with a dot per engagement. */
export function WorkHistoryTimeline({ histories }: { histories: ProProfile["workHistories"] }) {
  return (
    <ol className="space-y-6 border-l-2 border-slate-200 pl-5" data-testid="pro-work-history">
      {histories.map((h, index) => (
        <li key={index} className="relative">
          <span aria-hidden="true" className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-600" />
          <p className="text-xs font-bold text-slate-500">{periodLabel(h.startedOn, h.endedOn)}</p>
          <h3 className="mt-1 font-bold text-slate-900">
            {h.projectName || companyLabel(h)}
            {h.role ? <span className="ml-2 text-sm font-normal text-slate-600">{h.role}</span> : null}
          </h3>
          {h.projectName ? (
            <p className="text-sm text-slate-600" data-testid="pro-history-company">
              {companyLabel(h)}
            </p>
          ) : null}
          {h.description ? <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-800">{h.description}</p> : null}
          {h.skills.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="使用技術">
              {h.skills.map((s) => (
                <li key={s.id} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {s.name}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Links the pro chose: nofollow ugc (we vouch for none of them) and no opener. */
export function PortfolioLinks({ links }: { links: ProProfile["portfolioLinks"] }) {
  return (
    <ul className="space-y-2" data-testid="pro-portfolio">
      {links.map((link, index) => (
        <li key={index}>
          <a
            href={link.url}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            className="inline-flex max-w-full items-center gap-2 text-brand-700 underline-offset-2 hover:underline"
          >
            <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 no-underline">{PORTFOLIO_KIND_LABELS[link.kind]}</span>
            <span className="break-all">{link.title}</span>
            <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="sr-only">（新しいタブで開きます）</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
