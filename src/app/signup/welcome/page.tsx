import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getAccountEmailStatus } from "@/features/account-email/account-email.service";
import { ResendVerificationButton } from "@/features/account-email/components/resend-verification-button";
import { pageMetadata } from "@/lib/page-metadata";
import { safeReturnPath } from "@/lib/return-path";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

export const metadata: Metadata = pageMetadata({
  title: "ご登録ありがとうございます",
  description: "かけはしへのご登録ありがとうございます。はじめにすることをご案内します。",
  path: "/signup/welcome",
  noIndex: true,
});

type Step = { title: string; body: string; link?: { href: string; label: string } };

/** After sign-up: what to do next — verify the address first, then the role's first step. */
export default async function SignUpWelcomePage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const [actor, { deps }, { next }] = await Promise.all([requirePageActor("member", "/signup/welcome"), getRuntime(), searchParams]);
  const status = await getAccountEmailStatus(deps.db, actor.userId);
  if (!status) notFound();
  const returnPath = safeReturnPath(next);
  // Only steps that lead somewhere built today: profile editing and project posting arrive with later issues.
  const laterSteps: Step[] = actor.isPro
    ? [{ title: "案件を探す", body: "職種・スキル・働き方から、あなたに合う案件を探せます。", link: { href: "/top/projects", label: "案件を探す" } }]
    : [
        {
          title: "かけはしの使い方を知る",
          body: "採用担当者の方向けに、かけはしでの募集の流れをご紹介しています。",
          link: { href: "/business", label: "採用担当者の方へ" },
        },
      ];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">かけはしへようこそ</h1>
      <p className="mt-3 text-slate-700">ご登録ありがとうございます。はじめに、次の順で進めてください。</p>
      <ol className="mt-8 space-y-4">
        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="welcome-step-verify">
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <span className="text-brand-700">1.</span> メールアドレスを確認する
            {status.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-800">
                <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                確認済み
              </span>
            ) : null}
          </h2>
          {status.isVerified ? (
            <p className="mt-2 text-sm text-slate-700">{status.email} は確認済みです。すべての機能をご利用いただけます。</p>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-700">
                <span className="font-bold break-all">{status.email}</span>
                に確認メールをお送りしました。メール内の「メールアドレスを確認する」ボタンを押してください。確認が済むまで、応募・案件の掲載・スカウト・メッセージの送信はご利用いただけません。
              </p>
              <p className="mt-2 text-xs text-slate-500">メールが見当たらない場合は、迷惑メールフォルダもご確認ください。リンクの有効期限は24時間です。</p>
              <ResendVerificationButton className="mt-3" />
            </>
          )}
        </li>
        {laterSteps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">
              <span className="text-brand-700">{index + 2}.</span> {step.title}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{step.body}</p>
            {step.link ? (
              <Link href={step.link.href} className="mt-3 inline-block font-bold text-brand-700 underline">
                {step.link.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-8 text-center">
        <Link href={returnPath} className="inline-block rounded-md bg-brand-600 px-8 py-3 font-bold text-white hover:bg-brand-700">
          {returnPath === "/" ? "トップページへ" : "元のページに戻る"}
        </Link>
      </div>
    </div>
  );
}
