import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { ComingSoon } from "@/shell/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { paths } from "@/config/navigation";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { requirePageActor } from "@/platform/actor/page-guards";

export const metadata: Metadata = pageMetadata({
  title: "案件を登録する",
  description: "企業アカウントから案件を登録・公開するページを準備しています。",
  path: "/projects/new",
  noIndex: true,
});

export default async function Page() {
  const actor = await requirePageActor("orderer", "/projects/new");
  // S-BAR-8: the free plan does not publish itself; its way is the request to the operator.
  if (!abilitiesOf(actor.plan).publishesProjectsDirectly) redirect(paths.newProjectRequest());
  return <ComingSoon title="案件を登録する" description="企業アカウントから案件を登録・公開するページを準備しています。" />;
}
