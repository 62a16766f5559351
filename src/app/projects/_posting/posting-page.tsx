import Link from "next/link";
import type { ReactNode } from "react";

import { paths } from "@/config/navigation";
import type { Actor } from "@/platform/actor/actor";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { Breadcrumb } from "@/ui/breadcrumb";

/** The frame of /projects/new and /projects/{id}/edit: the way back, the title, the lead. */
export function PostingPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "案件の管理", href: paths.ordererMyPage() }, { label: title }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-slate-700">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/**
 * Why this orderer cannot post here, as a page rather than an error: the free plan's way is the
 * request to the operator (S-BAR-8); an orderer of several corporations chooses one first. Null when
 * they may post. The API says the same with 403 (project-posting.service.ts).
 */
export function postingBlocker(actor: Actor, title: string): ReactNode {
  if (!abilitiesOf(actor.plan).publishesProjectsDirectly) {
    return (
      <PostingPage title={title}>
        <section className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6" data-testid="free-plan-notice">
          <h2 className="text-lg font-bold text-slate-900">ご利用中のプランでは、運営が内容を確認してから掲載します</h2>
          <p className="mt-3 text-slate-700">案件の内容を送っていただければ、運営が確認のうえ掲載します。有料プランでは、このページから案件をすぐに公開できます。</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link href={paths.newProjectRequest()} className="rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
              案件の掲載を依頼する
            </Link>
            <Link href="/business" className="rounded-md border border-slate-300 px-5 py-2.5 font-bold text-slate-700 hover:bg-slate-50">
              プランを見る
            </Link>
          </div>
        </section>
      </PostingPage>
    );
  }
  if (!actor.corporation) {
    return (
      <PostingPage title={title}>
        <p className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 text-slate-700" data-testid="no-corporation-notice">
          案件を登録する企業を、画面右上のメニューの「企業アカウント切り替え」から選んでください。
        </p>
      </PostingPage>
    );
  }
  return null;
}
