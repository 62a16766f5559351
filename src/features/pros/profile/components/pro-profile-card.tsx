import { BadgeCheck } from "lucide-react";

import { availableFromLabel, hourlyRateLabel, jobChangeBadge, monthlyRateLabel, workloadLabel } from "../pro-profile-format";
import type { ProProfile } from "../pro-profile.schemas";
import { ProAvatar } from "./pro-avatar";

const chip = "inline-block rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs text-slate-700";

/** One line of the facts grid; nothing when the pro left it empty. */
function Fact({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (value === null || value === "") return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The head of a profile: who (avatar, name, 本人確認済), what (headline, professions) and on what terms
 * (rates, days, start, remote, prefecture). The public page and the editor's live preview both render it.
 */
export function ProProfileCard({ profile, headingLevel = 1, isCompact = false }: { profile: ProProfile; headingLevel?: 1 | 2 | 3; isCompact?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const rates = [monthlyRateLabel(profile.desiredMonthlyRateMan), hourlyRateLabel(profile.desiredHourlyRateYen)].filter(Boolean).join(" / ");
  const badge = jobChangeBadge(profile.jobChangeIntention);
  return (
    <div data-testid="pro-profile-card">
      <div className="flex items-start gap-4">
        <ProAvatar displayName={profile.displayName} imageUrl={profile.profileImageUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="flex flex-wrap items-center gap-x-2 gap-y-1 text-2xl font-bold text-slate-900" data-testid="pro-name">
            {profile.displayName}
            {profile.isRealNameVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800">
                <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                本人確認済
              </span>
            ) : null}
          </Heading>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
            {profile.lastActiveLabel ? <span data-testid="pro-last-active">{profile.lastActiveLabel}</span> : null}
            {badge ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-900">{badge}</span> : null}
            {profile.isPublic ? null : <span className="rounded-full bg-slate-200 px-2 py-0.5 font-bold text-slate-700">非公開</span>}
          </p>
        </div>
      </div>
      {profile.headline ? (
        <p className="mt-4 text-lg font-bold leading-snug text-slate-900" data-testid="pro-headline">
          {profile.headline}
        </p>
      ) : null}
      {profile.professions.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="職種">
          {profile.professions.map((p) => (
            <li key={p.id} className={chip}>
              {p.name}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={`mt-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-4 ${isCompact ? "" : "sm:grid-cols-3"}`}>
        <Fact label="希望単価" value={rates || "相談"} testId="pro-rate" />
        <Fact label="稼働" value={workloadLabel(profile.availableDaysPerWeek, profile.availableHoursPerDay)} />
        <Fact label="稼働開始" value={availableFromLabel(profile.availableFrom)} />
        <Fact label="リモート" value={profile.remoteType?.name ?? null} />
        <Fact label="居住地" value={profile.prefecture?.name ?? null} />
        <Fact label="実務経験" value={profile.yearsOfExperience === null ? null : `${profile.yearsOfExperience}年`} />
      </dl>
    </div>
  );
}
