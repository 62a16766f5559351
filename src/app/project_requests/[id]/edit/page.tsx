import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getCatalog } from "@/features/catalog/catalog.service";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { ProjectRequestEditor } from "@/features/project-requests/components/project-request-editor";
import { REQUEST_STATUSES_FOR } from "@/features/project-requests/project-requests.schemas";
import { findProjectRequestForPage } from "@/features/project-requests/project-requests.service";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { PostingPage } from "../../../projects/_posting/posting-page";
import { REQUEST_LEAD } from "../../_request/request-page-parts";

type Params = Promise<{ id: string }>;
const TITLE = "依頼内容を修正する";

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: TITLE, description: "運営に送った案件掲載の依頼を修正して再申請します。", path: `/project_requests/${id}/edit`, noIndex: true });
}

/** A 申請中 or 差し戻し request, corrected and sent again; another corporation's (or an unknown) request is 404. */
export default async function Page({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const id = parsePositiveId(rawId) ?? notFound();
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", `/project_requests/${id}/edit`), getRuntime()]);
  const request = (await findProjectRequestForPage(deps.db, actor, id)) ?? notFound();
  const isEditable = abilitiesOf(actor.plan).requestsProjectPublication && (REQUEST_STATUSES_FOR.edit as readonly string[]).includes(request.status);
  if (!isEditable) {
    return (
      <PostingPage title={TITLE}>
        <section className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 text-slate-700" data-testid="request-locked-notice">
          <p>この依頼は「{request.statusLabel}」のため、修正できません。</p>
          <Link href={`/project_requests/${id}`} className="mt-4 inline-block font-bold text-brand-700 underline">
            依頼の状況を見る
          </Link>
        </section>
      </PostingPage>
    );
  }
  const catalog = await getCatalog(deps.db);
  return (
    <PostingPage title={TITLE} lead={REQUEST_LEAD}>
      {request.operatorComment ? (
        <section className="mb-6 max-w-3xl rounded-lg border border-rose-200 bg-rose-50 p-4" aria-labelledby="operator-comment-heading">
          <h2 id="operator-comment-heading" className="text-sm font-bold text-rose-900">
            運営からのコメント
          </h2>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900">{request.operatorComment}</p>
        </section>
      ) : null}
      <ProjectRequestEditor initial={request.fields} options={projectFormOptions(catalog)} today={jstDayOf(deps.now())} requestId={id} />
    </PostingPage>
  );
}
