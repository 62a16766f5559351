import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { paths } from "@/config/navigation";
import { OrderStatusBadge } from "@/features/order-projects/components/order-status-badge";
import { RequestStatusStepper } from "@/features/project-requests/components/request-status-stepper";
import { WithdrawRequestButton } from "@/features/project-requests/components/withdraw-request-button";
import { REQUEST_STATUSES_FOR, type ProjectRequest } from "@/features/project-requests/project-requests.schemas";
import { findProjectRequestForPage } from "@/features/project-requests/project-requests.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Breadcrumb } from "@/ui/breadcrumb";

type Params = Promise<{ id: string }>;
const TITLE = "案件掲載の依頼";

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: TITLE, description: "運営に送った案件掲載の依頼の状況です。", path: `/project_requests/${id}`, noIndex: true });
}

const actionClass = "inline-flex h-11 items-center rounded-md px-5 text-sm font-bold";

/** What happens now, in the words of the status (the stepper shows where; this says what to do). */
function StatusExplanation({ request }: { request: ProjectRequest }) {
  if (request.status === "rejected") {
    return (
      <section aria-labelledby="operator-comment" className="rounded-lg border border-rose-200 bg-rose-50 p-5">
        <h2 id="operator-comment" className="font-bold text-rose-900">
          運営からのコメント
        </h2>
        <p className="mt-2 break-words whitespace-pre-line text-slate-900" data-testid="operator-comment">
          {request.operatorComment}
        </p>
        <p className="mt-3 text-sm text-slate-700">コメントの内容を反映して再申請すると、あらためて審査します。</p>
        <Link href={`/project_requests/${request.id}/edit`} className={`${actionClass} bg-brand-600 hover:bg-brand-700 mt-4 text-white`}>
          修正して再申請する
        </Link>
      </section>
    );
  }
  if (request.status === "published") {
    return (
      <section className="rounded-lg border border-teal-200 bg-teal-50 p-5">
        <p className="text-slate-900">審査が完了し、案件が掲載されました。閲覧数・いいね・応募数は発注者マイページで確認できます。</p>
        {request.publishedProjectId ? (
          <Link href={`/projects/${request.publishedProjectId}`} className={`${actionClass} bg-brand-600 hover:bg-brand-700 mt-4 text-white`}>
            掲載された案件を見る
          </Link>
        ) : null}
      </section>
    );
  }
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <p className="text-slate-900">
        {request.status === "pending"
          ? "運営が内容を確認します。審査が始まると「審査中」になります。掲載したときと差し戻したときは、メールでもお知らせします。"
          : "運営が審査しています。審査中は内容の変更や取り下げはできません。結果はメールでもお知らせします。"}
      </p>
      {request.operatorComment ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-bold text-slate-700">前回の差し戻しコメント</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-700">{request.operatorComment}</p>
        </div>
      ) : null}
    </section>
  );
}

/** A request's status page (issue 14, S-BAR-8): the current corporation's members only; anyone else's request is 404. */
export default async function ProjectRequestPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", `/project_requests/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId);
  const request = id === null ? null : await findProjectRequestForPage(deps.db, actor, id);
  if (!request) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "発注者マイページ", href: paths.ordererMyPage() }, { label: TITLE }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{TITLE}</h1>
      <div className="mt-6 space-y-6">
        <section aria-labelledby="request-title" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="request-title" className="text-lg font-bold break-words text-slate-900">
            <OrderStatusBadge status={request.status} label={request.statusLabel} /> {request.title}
          </h2>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
            <div className="flex gap-2">
              <dt>申請日</dt>
              <dd>{formatJstDate(request.submittedAt)}</dd>
            </div>
            {request.reviewedAt ? (
              <div className="flex gap-2">
                <dt>審査日</dt>
                <dd>{formatJstDate(request.reviewedAt)}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6">
            <RequestStatusStepper status={request.status} />
          </div>
        </section>
        <StatusExplanation request={request} />
        <section aria-labelledby="request-description" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="request-description" className="font-bold text-slate-900">
            依頼した内容
          </h2>
          <p className="mt-3 break-words whitespace-pre-line text-slate-800">{request.fields.description}</p>
        </section>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link href={paths.ordererMyPage()} className="text-brand-700 underline">
            発注者マイページに戻る
          </Link>
          {(REQUEST_STATUSES_FOR.withdraw as readonly string[]).includes(request.status) ? <WithdrawRequestButton requestId={request.id} /> : null}
        </div>
      </div>
    </div>
  );
}
