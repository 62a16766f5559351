import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ScoutForm } from "@/features/applications/scouts/components/scout-form";
import { ScoutQuotaNote } from "@/features/applications/scouts/components/scout-quota-note";
import { getScoutForm } from "@/features/applications/scouts/scouts.service";
import type { ScoutRefusal } from "@/features/applications/scouts/scouts.schemas";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";
import { Breadcrumb } from "@/ui/breadcrumb";

const PATH = "/mypage/order/scouts/new";
export const metadata: Metadata = pageMetadata({ title: "プロをスカウトする", description: "案件を選んで、プロにスカウトを送ります。", path: PATH, noIndex: true });

/** Where each refusal can be followed up. */
const REFUSAL_LINKS: Partial<Record<ScoutRefusal["code"], { href: string; label: string }>> = {
  no_open_projects: { href: "/mypage/order/projects", label: "案件の管理へ" },
  quota_exhausted: { href: "/mypage/order/scouts", label: "送ったスカウトを見る" },
};

/** スカウト (issue 15, decision 024): a page of its own, reached from a profile or a pro search card. */
export default async function NewScoutPage({ searchParams }: { searchParams: Promise<{ pro_id?: string | string[] }> }) {
  const raw = (await searchParams).pro_id;
  const proId = typeof raw === "string" ? parsePositiveId(raw) : null;
  if (proId === null) notFound();
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", `${PATH}?pro_id=${proId}`), getRuntime()]);
  if (!actor.corporation) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">プロをスカウトする</h1>
        <p className="mt-4 text-slate-700">企業アカウントを選択すると、その企業の案件でスカウトを送れます。</p>
      </div>
    );
  }
  const context = await orPageNotFound(getScoutForm(deps.db, actor, proId, deps.now()));
  const { pro, refusal } = context;
  const link = refusal ? REFUSAL_LINKS[refusal.code] : undefined;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "プロを探す", href: "/top/pros" }, { label: pro.name, href: pro.path }, { label: "スカウトする" }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">プロをスカウトする</h1>
      <section className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" aria-label="スカウトするプロ">
        <p className="font-bold text-slate-900">
          <Link href={pro.path} className="hover:underline">
            {pro.name}
          </Link>
          <span className="ml-2 font-normal text-slate-700">{pro.headline}</span>
        </p>
        {pro.conditions.length ? <p className="mt-1 text-slate-700">希望条件: {pro.conditions.join("・")}</p> : null}
      </section>
      <div className="mt-4">
        <ScoutQuotaNote quota={context.quota} />
      </div>
      <div className="mt-6">
        {refusal ? (
          <section className="rounded-lg border border-amber-200 bg-amber-50 p-6" data-testid="scout-refusal">
            <p className="font-bold text-amber-900">{refusal.message}</p>
            {link ? (
              <Link href={link.href} className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
                {link.label}
              </Link>
            ) : null}
          </section>
        ) : (
          <ScoutForm context={context} />
        )}
      </div>
    </div>
  );
}
