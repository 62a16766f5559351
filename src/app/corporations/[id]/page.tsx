import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { CorporationPageView } from "@/features/corporations/components/corporation-page-view";
import { canManageCorporation, corporationPagePath, getPublicCorporation } from "@/features/corporations/corporation-profile.service";
import { pageMetadata } from "@/lib/page-metadata";
import { excerpt } from "@/lib/plain-text";
import { parsePositiveId } from "@/lib/positive-id";
import { loginPathFor } from "@/lib/return-path";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

const SETTINGS_PATH = "/mypage/order/corporation";

// generateMetadata and the page share one lookup per request; an unknown id is 404.
const loadCorporation = cache(async (rawId: string) => {
  const id = parsePositiveId(rawId);
  if (id === null) return null;
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  return getPublicCorporation(deps.db, actor ?? null, id);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const corporation = (await loadCorporation((await params).id)) ?? notFound();
  const title = corporation.isMasked ? "企業ページ" : `${corporation.name}の企業情報・募集中の案件`;
  const lead = corporation.isMasked ? "" : `${corporation.name}の企業情報と募集中の案件（${corporation.openProjects.length}件）。`;
  return pageMetadata({
    title,
    description: excerpt(`${lead}${corporation.description}` || "企業の紹介と募集中の案件です。", 110),
    path: corporationPagePath(corporation.id),
    // A masked page names nobody and would be the same thin page for every corporation.
    noIndex: corporation.isMasked,
  });
}

export default async function CorporationPage({ params }: { params: Params }) {
  const corporation = (await loadCorporation((await params).id)) ?? notFound();
  const { actor } = await getPageContext();
  const seat = actor?.corporation;
  const canEdit = seat?.corporationId === corporation.id && canManageCorporation(seat.role);
  return <CorporationPageView corporation={corporation} loginPath={loginPathFor(corporationPagePath(corporation.id))} settingsPath={canEdit ? SETTINGS_PATH : null} />;
}
