type BadgeState = { isSuspended: boolean; isDeactivated: boolean; isRealNameVerified: boolean; isEmailVerified: boolean };

const TONES = {
  danger: "bg-rose-50 text-rose-800 ring-rose-200",
  muted: "bg-slate-100 text-slate-700 ring-slate-200",
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  warn: "bg-amber-50 text-amber-800 ring-amber-200",
} as const;

/** An account's state at a glance: what stops it first (利用停止中, 退会), then what it has proven or not. */
export function UserStateBadges({ state }: { state: BadgeState }) {
  const badges: { label: string; tone: keyof typeof TONES }[] = [];
  if (state.isSuspended) badges.push({ label: "利用停止中", tone: "danger" });
  if (state.isDeactivated) badges.push({ label: "退会", tone: "muted" });
  if (state.isRealNameVerified) badges.push({ label: "本人確認済", tone: "good" });
  if (!state.isEmailVerified) badges.push({ label: "メール未確認", tone: "warn" });
  if (badges.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <li key={badge.label} className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${TONES[badge.tone]}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
