import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/config/navigation";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { requirePageActor } from "@/platform/actor/page-guards";

export const metadata: Metadata = pageMetadata({
  title: "案件の掲載を依頼する",
  description: "フリープランの企業が、掲載したい案件の内容を運営に送るページを準備しています。",
  path: "/project_requests/new",
  noIndex: true,
});

export default async function Page() {
  const actor = await requirePageActor("orderer", "/project_requests/new");
  // A paid plan publishes projects itself: the request form is only the free plan's way.
  if (!abilitiesOf(actor.plan).requestsProjectPublication) redirect(paths.newProject());
  return <ComingSoon title="案件の掲載を依頼する" description="フリープランの企業が、掲載したい案件の内容を運営に送るページを準備しています。" />;
}
