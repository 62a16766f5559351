import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getCatalog } from "@/features/catalog/catalog.service";
import { NewProjectEditor } from "@/features/project-posting/components/project-posting-editor";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { getDraft } from "@/features/project-posting/project-posting.service";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

import { PostingPage, postingBlocker } from "../_posting/posting-page";

const PATH = "/projects/new";
const TITLE = "案件を登録する";

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: "企業アカウントから案件を登録・公開します。",
  path: PATH,
  noIndex: true,
});

/** S-BAR-8: a paid plan's new posting; `?draft={id}` continues a saved draft of the current corporation. */
export default async function NewProjectPage({ searchParams }: { searchParams: Promise<{ draft?: string | string[] }> }) {
  const [actor, { deps }, query] = await Promise.all([requirePageActor("orderer", PATH), getRuntime(), searchParams]);
  const blocker = postingBlocker(actor, TITLE);
  if (blocker) return blocker;
  const draftParam = typeof query.draft === "string" ? query.draft : null;
  const draftId = draftParam === null ? null : parsePositiveId(draftParam);
  if (draftParam !== null && draftId === null) notFound();
  const [catalog, draft] = await Promise.all([getCatalog(deps.db), draftId === null ? null : orPageNotFound(getDraft(deps.db, actor, draftId))]);
  return (
    <PostingPage
      title={TITLE}
      lead="公開するとすぐに案件検索に表示されます。途中まで書いて下書き保存もできます。右側（スマートフォンでは「プレビューを見る」）で公開ページの見え方を確かめられます。"
    >
      <NewProjectEditor initial={draft?.fields ?? {}} options={projectFormOptions(catalog)} today={jstDayOf(deps.now())} draftId={draft?.id ?? null} />
    </PostingPage>
  );
}
