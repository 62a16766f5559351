import { CtaLink } from "../components/cta-link";
import { BUSINESS_CLAIMS, BUSINESS_SIGNUP_PATH } from "./business-content";
import { MeetingTimelineCard } from "./meeting-timeline-card";

/** The first screen of /business: who it is for, the four claims, and the two ways to start. */
export function BusinessHero() {
  return (
    <section aria-labelledby="business-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-[1fr_24rem]">
        <div>
          <h1 id="business-title" className="text-slate-900">
            <span className="block text-sm font-bold text-brand-700 sm:text-base">採用担当者の方へ</span>
            {/* Phrases are inline-blocks so a line never breaks inside one (no lone 「る。」 on a phone). */}
            <span className="mt-3 block text-3xl font-bold leading-tight sm:text-5xl">
              <span className="inline-block">手数料0円で、</span>
              <br />
              <span className="inline-block">実名のプロと</span>
              <span className="inline-block">直接つながる。</span>
            </span>
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-8 text-slate-700 sm:text-lg">
            かけはしは、エンジニア・デザイナー・PMなどのフリーランスのプロと、業務委託の案件をつなぐマッチングサービスです。案件を掲載すれば、応募したプロと最短1日で商談できます。
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="かけはしの特長">
            {BUSINESS_CLAIMS.map((claim) => (
              <li key={claim} className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-bold text-brand-800 shadow-sm">
                <span aria-hidden="true" className="icon-check h-4 w-4 text-brand-600" />
                {claim}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaLink href={BUSINESS_SIGNUP_PATH}>企業アカウントを無料で作成</CtaLink>
            <CtaLink href="/documents/guide" variant="secondary">
              発注者ガイドを見る
            </CtaLink>
          </div>
        </div>
        <MeetingTimelineCard />
      </div>
    </section>
  );
}
