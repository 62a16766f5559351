import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getCatalog } from "@/features/catalog/catalog.service";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { RequestDecisionPanel } from "@/features/operator-console/components/request-decision-panel";
import { readRequestForReview } from "@/features/operator-console/requests/console-requests.service";
import { ProjectFormPreview } from "@/features/project-posting/components/project-form-preview";
import { toFormState } from "@/features/project-posting/components/project-form-state";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { formatJstDateTime } from "@/lib/format-date";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "掲載依頼の審査", description: "掲載依頼の内容を確認し、掲載または差し戻します。", path: `/admin/project_requests/${id}`, noIndex: true });
}

function reviewOrNotFound(...args: Parameters<typeof readRequestForReview>) {
  return orPageNotFound(readRequestForReview(...args));
}

/** One request to review (issue 18): who sent it, the public page it would become, and the decision. */
export default async function RequestReviewPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/project_requests/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const [review, catalog] = await Promise.all([reviewOrNotFound(deps.db, actor, id), getCatalog(deps.db)]);
  const request = review.projectRequest;
  return (
    <ConsolePage title={request.title} parent={{ label: "掲載依頼", href: "/admin/project_requests" }}>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-bold text-slate-600">状態</dt>
        <dd data-testid="request-status">{request.statusLabel}</dd>
        <dt className="font-bold text-slate-600">企業</dt>
        <dd>
          <Link href={`/corporations/${review.corporation.id}`} className="text-brand-700 underline">
            {review.corporation.name}
          </Link>
        </dd>
        <dt className="font-bold text-slate-600">依頼者</dt>
        <dd>
          {review.requester.name}（{review.requester.email}）
        </dd>
        <dt className="font-bold text-slate-600">申請日時</dt>
        <dd>{formatJstDateTime(new Date(request.submittedAt))}</dd>
        {request.publishedProjectId ? (
          <>
            <dt className="font-bold text-slate-600">掲載した案件</dt>
            <dd>
              <Link href={`/projects/${request.publishedProjectId}`} className="text-brand-700 underline">
                案件ページを見る
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {request.operatorComment ? (
        <section aria-labelledby="last-comment" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
          <h2 id="last-comment" className="font-bold text-amber-900">
            {request.status === "rejected" ? "差し戻しのコメント" : "前回の差し戻しコメント"}
          </h2>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900">{request.operatorComment}</p>
        </section>
      ) : null}
      <RequestDecisionPanel requestId={request.id} status={request.status} corporationName={review.corporation.name} />
      <ProjectFormPreview state={toFormState(request.fields)} options={projectFormOptions(catalog)} today={jstDayOf(deps.now())} />
    </ConsolePage>
  );
}
