import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMetadata } from "@/lib/page-metadata";
import { getRuntime } from "@/server/runtime";

import { findLandingConditionName, type LandingKind } from "../landing-conditions";
import { landingPaths } from "../landing-paths";

type LandingParams = Promise<{ segment: string }>;

const pathFor: Record<LandingKind, (segment: string) => string> = {
  profession: (s) => landingPaths.profession(Number(s)),
  skill: (s) => landingPaths.skill(s),
  remoteType: (s) => landingPaths.remoteType(Number(s)),
  tag: (s) => landingPaths.tag(Number(s)),
  specialPage: (s) => landingPaths.specialPage(s),
};

async function conditionNameOr404(kind: LandingKind, params: LandingParams): Promise<{ name: string; segment: string }> {
  const segment = decodeURIComponent((await params).segment);
  const { deps } = await getRuntime();
  const name = await findLandingConditionName(deps.db, kind, segment);
  if (!name) notFound();
  return { name, segment };
}

function headingFor(kind: LandingKind, name: string): string {
  return kind === "specialPage" ? name : kind === "tag" ? `「${name}」の案件一覧` : `${name}の案件一覧`;
}

/**
 * The landing pages the footer links to (spec S-SRCH-8). Until the search issue fills them with
 * results they name their condition and say 準備中; unknown conditions are a 404.
 */
export function landingPage(kind: LandingKind) {
  async function generateMetadata({ params }: { params: LandingParams }): Promise<Metadata> {
    const { name, segment } = await conditionNameOr404(kind, params);
    const title = headingFor(kind, name);
    return pageMetadata({
      title,
      description: `${title}。かけはしなら仲介手数料0円、企業と直接つながり最短1日で商談できます。`,
      path: pathFor[kind](segment),
    });
  }
  async function Page({ params }: { params: LandingParams }) {
    const { name } = await conditionNameOr404(kind, params);
    return <ComingSoon title={headingFor(kind, name)} description="この条件の案件一覧ページを準備しています。公開まで今しばらくお待ちください。" />;
  }
  return { generateMetadata, Page };
}
