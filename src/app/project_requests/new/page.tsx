import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { paths } from "@/config/navigation";
import { getCatalog } from "@/features/catalog/catalog.service";
import { projectFormOptions } from "@/features/project-posting/project-form-options";
import { ProjectRequestEditor } from "@/features/project-requests/components/project-request-editor";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { PostingPage } from "../../projects/_posting/posting-page";
import { NoCorporationNotice, REQUEST_LEAD } from "../_request/request-page-parts";

const PATH = "/project_requests/new";
const TITLE = "案件の掲載を依頼する";

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: "フリープランの企業アカウントから、掲載したい案件の内容を運営に送ります。",
  path: PATH,
  noIndex: true,
});

/** S-BAR-8: the free plan's registration — the posting form, sent to the operator as a request (申請中). */
export default async function Page() {
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", PATH), getRuntime()]);
  // A paid plan publishes projects itself: the request form is only the free plan's way.
  if (!abilitiesOf(actor.plan).requestsProjectPublication) redirect(paths.newProject());
  if (!actor.corporation) return <NoCorporationNotice title={TITLE} />;
  const catalog = await getCatalog(deps.db);
  return (
    <PostingPage title={TITLE} lead={REQUEST_LEAD}>
      <ProjectRequestEditor initial={{}} options={projectFormOptions(catalog)} today={jstDayOf(deps.now())} requestId={null} />
    </PostingPage>
  );
}
