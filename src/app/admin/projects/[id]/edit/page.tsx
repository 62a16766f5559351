import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getCatalog } from "@/features/catalog/catalog.service";
import { ConsoleProjectEditor } from "@/features/operator-console/components/console-project-editor";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { getProjectFormForOperator } from "@/features/project-posting/operator-projects.service";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "案件の修正", description: "運営が案件の内容を修正します。", path: `/admin/projects/${id}/edit`, noIndex: true });
}

/** The operator's edit of any project (issue 18): the orderer's own form, and a reason the corporation reads. */
export default async function ConsoleProjectEditPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/projects/${rawId}/edit`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const [project, catalog] = await Promise.all([orPageNotFound(getProjectFormForOperator(deps.db, actor, id)), getCatalog(deps.db)]);
  return (
    <ConsolePage
      title="案件の修正"
      parent={{ label: "案件", href: `/admin/projects?q=${id}` }}
      lead={`「${project.fields.title}」を修正します。修正した項目と理由は操作履歴に残り、理由は企業の担当者に表示されます。`}
    >
      <ConsoleProjectEditor projectId={id} initial={project.fields} options={projectFormOptions(catalog)} today={jstDayOf(deps.now())} />
    </ConsolePage>
  );
}
