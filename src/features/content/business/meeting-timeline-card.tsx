import { CalendarCheck, MessageCircle, UserRound } from "lucide-react";

const EVENTS = [
  { icon: UserRound, time: "10:12", title: "応募が届きました", detail: "バックエンドエンジニア・経験8年" },
  { icon: MessageCircle, time: "10:40", title: "チャットで日程を調整", detail: "候補日を3つ送って、すぐに返信" },
  { icon: CalendarCheck, time: "翌日 14:00", title: "オンラインで商談", detail: "業務内容と条件をすり合わせ" },
] as const;

/**
 * The hero's picture on wide screens: what 「最短1日で商談」 looks like, as a timeline. Decorative
 * (the same claims are in the text), so it is hidden from screen readers and from phones.
 */
export function MeetingTimelineCard() {
  return (
    <div aria-hidden="true" className="hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-lg lg:block">
      <p className="text-xs font-bold text-slate-500">応募から商談まで（イメージ）</p>
      <ol className="mt-4 space-y-5">
        {EVENTS.map(({ icon: Icon, time, title, detail }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="h-5 w-5" />
            </span>
            <div>
              <p className="text-xs font-bold text-brand-700">{time}</p>
              <p className="font-bold text-slate-900">{title}</p>
              <p className="text-sm text-slate-600">{detail}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm font-bold text-brand-800">仲介手数料 0円 ・ 実名のプロと直接契約</p>
    </div>
  );
}
