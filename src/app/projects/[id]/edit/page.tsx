import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getCatalog } from "@/features/catalog/catalog.service";
import { EditProjectEditor } from "@/features/project-posting/components/project-posting-editor";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { getProjectEditor } from "@/features/project-posting/project-posting.service";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

import { PostingPage, postingBlocker } from "../../_posting/posting-page";

const TITLE = "案件を編集する";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: TITLE, description: "公開中の案件の内容を編集します。", path: `/projects/${encodeURIComponent(id)}/edit`, noIndex: true });
}

/** S-BAR-8: a published project of the current corporation; anyone else's is 404. */
export default async function EditProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parsePositiveId((await params).id);
  if (id === null) notFound();
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", `/projects/${id}/edit`), getRuntime()]);
  const blocker = postingBlocker(actor, TITLE);
  if (blocker) return blocker;
  const [catalog, editor] = await Promise.all([getCatalog(deps.db), orPageNotFound(getProjectEditor(deps.db, actor, id))]);
  return (
    <PostingPage title={TITLE} lead="保存すると公開ページと案件検索にすぐ反映されます。">
      <EditProjectEditor
        initial={editor.fields}
        options={projectFormOptions(catalog)}
        today={jstDayOf(deps.now())}
        projectId={editor.id}
        isOpen={editor.status === "open"}
      />
    </PostingPage>
  );
}
