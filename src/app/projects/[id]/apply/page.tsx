import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ApplyForm } from "@/features/applications/components/apply-form";
import { getApplyFormContext } from "@/features/applications/applications.service";
import type { ApplyRefusal } from "@/features/applications/applications.schemas";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";
import { Breadcrumb } from "@/ui/breadcrumb";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  return pageMetadata({ title: "案件に応募する", description: "案件への応募内容を入力して送ります。", path: `/projects/${(await params).id}/apply`, noIndex: true });
}

/** Where each refusal can be fixed or followed up. */
const REFUSAL_LINKS: Partial<Record<ApplyRefusal["code"], { href: string; label: string }>> = {
  profile_incomplete: { href: "/mypage/config/profile", label: "プロフィールを入力する" },
  shielded: { href: "/mypage/config/shield", label: "勤務先ブロックを確認する" },
  already_applied: { href: "/mypage/accept/projects", label: "応募した案件を見る" },
};

/**
 * 応募 (issue 15, decision 023): a page of its own, so a visitor who logs in comes straight back to it.
 * Whatever stops the pro from applying is said here with the way to fix it, instead of the form.
 */
export default async function ApplyPage({ params }: { params: Promise<{ id: string }> }) {
  const projectId = parsePositiveId((await params).id);
  if (projectId === null) notFound();
  const [actor, { deps }] = await Promise.all([requirePageActor("member", `/projects/${projectId}/apply`), getRuntime()]);
  const context = await orPageNotFound(getApplyFormContext(deps.db, actor, projectId, deps.now()));
  const { project, refusal } = context;
  const link = refusal ? REFUSAL_LINKS[refusal.code] : undefined;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Breadcrumb
        items={[{ label: "トップ", href: "/" }, { label: "案件を探す", href: "/top/projects" }, { label: project.title, href: project.path }, { label: "応募する" }]}
      />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">案件に応募する</h1>
      <section className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm" aria-label="応募する案件">
        <p className="phrase-title font-bold text-slate-900">
          <Link href={project.path} className="hover:underline">
            {project.title}
          </Link>
        </p>
        <p className="mt-1 text-slate-700">
          {project.corporationName}・{project.budgetLabel}
          {project.availableTimeLabel ? `・${project.availableTimeLabel}` : ""}
        </p>
      </section>
      <div className="mt-6">
        {refusal ? (
          <section className="rounded-lg border border-amber-200 bg-amber-50 p-6" data-testid="apply-refusal">
            <p className="font-bold text-amber-900">{refusal.message}</p>
            {refusal.code === "profile_incomplete" && context.missingProfileParts.length > 0 ? (
              <p className="mt-2 text-sm text-amber-900">未入力の項目: {context.missingProfileParts.join("・")}</p>
            ) : null}
            {link ? (
              <Link href={link.href} className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
                {link.label}
              </Link>
            ) : null}
          </section>
        ) : (
          <ApplyForm context={context} />
        )}
      </div>
    </div>
  );
}
