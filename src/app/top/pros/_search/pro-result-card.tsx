import Link from "next/link";

import { JOB_CHANGE_LABELS } from "@/features/pros/pro-activity";
import type { ProCard } from "@/features/pros/search/pro-search-answer.schemas";
import { useCurrentUser } from "@/features/users/components/current-user-provider";

/** The picture, or the family name's first character on a disc (「山田 T.」 → 山) when there is none. */
function ProAvatar({ card }: { card: ProCard }) {
  const box = "pro-avatar";
  if (card.avatarUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- uploaded images are served as they are, already 96 px
    return <img src={card.avatarUrl} alt="" width={56} height={56} loading="lazy" className={`${box} object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} pro-initial`}>
      {card.displayName.slice(0, 1)}
    </span>
  );
}

function rateLabel(card: ProCard): string {
  const parts = [];
  if (card.monthlyRateMan !== null) parts.push(`月${card.monthlyRateMan}万円`);
  if (card.hourlyRateYen !== null) parts.push(`時給${card.hourlyRateYen.toLocaleString("ja-JP")}円`);
  return parts.length ? parts.join("／") : "単価は相談";
}

/** 「スカウトする」 for an orderer working in a corporation (issue 15); nothing for anyone else. */
function ScoutLink({ proId, proName }: { proId: number; proName: string }) {
  const { user } = useCurrentUser();
  if (!user?.isOrderer || !user.currentCorporation) return null;
  return (
    <Link href={`/mypage/order/scouts/new?pro_id=${proId}`} className="scout-link" aria-label={`${proName}さんをスカウトする`}>
      スカウトする
    </Link>
  );
}

/**
 * A pro in the search results: who they are and what they do first (name, headline, skills), then
 * what an orderer checks before writing (rate, days, remote, where, how recently active).
 */
export function ProResultCard({ card }: { card: ProCard }) {
  const intention = card.jobChangeIntention === "considering" || card.jobChangeIntention === "active" ? JOB_CHANGE_LABELS[card.jobChangeIntention] : null;
  const workStyle = [card.availableDaysPerWeek === null ? null : `週${card.availableDaysPerWeek}日`, card.remoteTypeLabel, card.prefectureName].filter(Boolean);
  return (
    <article className="result-card flex gap-4" data-testid="pro-result">
      <ProAvatar card={card} />
      <div className="pro-card-body">
        <div className="pro-card-head">
          <h3 className="result-title">
            <Link href={`/top/pros/${card.id}`} className="result-link">
              {card.displayName}
            </Link>
          </h3>
          {card.isRealNameVerified ? (
            <span className="pro-verified">
              <span aria-hidden="true" className="icon-verified h-4 w-4" />
              本人確認済
            </span>
          ) : null}
          {intention ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{intention}</span> : null}
        </div>
        <p className="pro-headline">{card.headline}</p>
        <p className="pro-rate">{rateLabel(card)}</p>
        {workStyle.length ? <p className="pro-work">{workStyle.join("・")}</p> : null}
        {card.skills.length > 0 ? (
          <ul className="card-skills" aria-label="スキル">
            {card.skills.map((skill) => (
              <li key={skill.id} className="card-skill">
                {skill.label}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {card.lastActiveLabel ? <p className="pro-last-active">{card.lastActiveLabel}</p> : <span />}
          <ScoutLink proId={card.id} proName={card.displayName} />
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while a search is on its way. */
export function ProResultSkeleton() {
  return (
    <div className="flex animate-pulse gap-4 rounded-lg border border-slate-200 bg-white p-5" aria-hidden="true" data-testid="pro-result-skeleton">
      <div className="h-14 w-14 shrink-0 rounded-full bg-slate-200" />
      <div className="flex-1">
        <div className="h-5 w-32 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-3/4 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-28 rounded bg-slate-200" />
        <div className="mt-4 flex gap-2">
          <div className="h-5 w-16 rounded bg-slate-200" />
          <div className="h-5 w-20 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
