import Link from "next/link";

/** What a signed-out visitor sees at /announcements: why there is nothing, and the way in. */
export function AnnouncementsSignInPrompt() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900">お知らせ一覧</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 sm:p-8" data-testid="announcements-sign-in">
        <p className="text-slate-700">
          運営からのお知らせは、ログインしている会員の方にお届けしています。プロの方・企業の方それぞれに向けたご案内もありますので、ログインしてご確認ください。
        </p>
        <Link
          href="/login?next=%2Fannouncements"
          className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 sm:w-auto"
        >
          ログインしてお知らせを見る
        </Link>
        <p className="mt-4 text-sm text-slate-600">
          アカウントをお持ちでない方は、
          <Link href="/signup/pro" className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
            プロとして無料登録
          </Link>
          または
          <Link href="/signup/orderer" className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
            企業として登録
          </Link>
          できます。
        </p>
      </div>
    </div>
  );
}
