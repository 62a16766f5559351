import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getCatalog } from "@/features/catalog/catalog.service";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { ConsoleRequestEditor } from "@/features/operator-console/components/console-request-editor";
import { readRequestForReview } from "@/features/operator-console/requests/console-requests.service";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { REQUEST_STATUSES_FOR } from "@/features/project-requests/project-requests.schemas";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "掲載依頼の修正", description: "掲載依頼の内容を運営が修正します。", path: `/admin/project_requests/${id}/edit`, noIndex: true });
}

/** The operator's correction of a request before deciding it (申請中 or 審査中 only). */
export default async function RequestEditPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/project_requests/${rawId}/edit`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const review = await orPageNotFound(readRequestForReview(deps.db, actor, id));
  const request = review.projectRequest;
  const parent = { label: request.title, href: `/admin/project_requests/${id}` };
  if (!(REQUEST_STATUSES_FOR.decide as readonly string[]).includes(request.status)) {
    return (
      <ConsolePage title="掲載依頼の修正" parent={parent}>
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">
          この依頼は「{request.statusLabel}」のため修正できません。{" "}
          <Link href={parent.href} className="font-bold text-brand-700 underline">
            依頼に戻る
          </Link>
        </p>
      </ConsolePage>
    );
  }
  const catalog = await getCatalog(deps.db);
  return (
    <ConsolePage title="掲載依頼の修正" parent={parent} lead={`${review.corporation.name}の依頼を修正します。状態は変わらず、修正した項目は操作履歴に残ります。`}>
      <ConsoleRequestEditor requestId={id} initial={request.fields} options={projectFormOptions(catalog)} today={jstDayOf(deps.now())} />
    </ConsolePage>
  );
}
