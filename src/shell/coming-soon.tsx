import { Construction } from "lucide-react";
import Link from "next/link";

import { getPageContext } from "@/platform/page-context";

type ComingSoonProps = {
  title: string;
  /** What the page will do, in one or two sentences. */
  description: string;
  /** Pages for members: a visitor is invited to log in or sign up instead. */
  isForMembers?: boolean;
};

/**
 * A page the shell links to whose feature is still being built: it says so plainly (準備中) instead of
 * a 404, and offers the way back.
 */
export async function ComingSoon({ title, description, isForMembers = false }: ComingSoonProps) {
  const { actor } = await getPageContext();
  const needsLogin = isForMembers && !actor;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="coming-soon">
      <Construction aria-hidden="true" className="mx-auto h-12 w-12 text-brand-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">準備中</p>
      <p className="mt-4 text-slate-600">{description}</p>
      {needsLogin ? <p className="mt-2 text-sm text-slate-600">ご利用にはログインが必要です。</p> : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {needsLogin ? (
          <>
            <Link href="/login" className="rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
              ログイン
            </Link>
            <Link href="/signup/pro" className="rounded-md border border-brand-600 bg-white px-6 py-3 font-bold text-brand-700 hover:bg-brand-50">
              無料で会員登録
            </Link>
          </>
        ) : (
          <Link href="/" className="rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
            トップページへ
          </Link>
        )}
      </div>
    </div>
  );
}
