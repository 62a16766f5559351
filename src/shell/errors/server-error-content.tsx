import Link from "next/link";

import { HistoryBackLink } from "./history-back-link";

/**
 * The 500 page body (spec S-500-1 … S-500-4): a grayscale banner 700 px high with the message on it,
 * content at most 1400 px wide. Used by /error/500 and by the app-wide error fallbacks.
 */
export function ServerErrorContent() {
  return (
    <section className="relative flex h-[700px] items-center justify-center overflow-hidden" aria-labelledby="server-error-heading">
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG, no optimisation needed */}
      <img src="/images/error-banner.svg" alt="" className="absolute inset-0 h-full w-full object-cover grayscale" data-testid="error-banner" />
      <div className="relative mx-auto w-full max-w-[1400px] px-4">
        <div className="mx-auto max-w-2xl rounded-xl bg-white/95 p-6 text-center shadow-lg sm:p-10">
          <h1 id="server-error-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            500：Internal Server Error
          </h1>
          <p className="phrase mt-4 text-slate-700">いつもかけはしをご利用いただき、誠にありがとうございます。</p>
          <p className="phrase mt-2 text-slate-700">
            ただいまシステムに障害が発生しており、復旧作業を行っております。ご迷惑をおかけいたしますが、復旧までしばらくお待ちください。
          </p>
          <p className="phrase mt-4 text-sm text-slate-600">
            このページが繰り返し表示される場合は、
            {/* One phrase to a reader; the phrase model would split it after 「お問い」. */}
            <Link href="/contact/new" className="whitespace-nowrap font-bold text-brand-700 underline">
              お問い合わせフォーム
            </Link>
            からご連絡ください。
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link href="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
              トップページへ
            </Link>
            <HistoryBackLink className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-bold text-slate-700 hover:bg-slate-50" />
          </div>
        </div>
      </div>
    </section>
  );
}
