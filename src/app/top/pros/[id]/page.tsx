import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { ProProfileView } from "@/features/pros/profile/components/pro-profile-view";
import { proProfileJsonLd } from "@/features/pros/profile/pro-profile-json-ld";
import { findProProfileForActor, proProfilePath } from "@/features/pros/profile/pro-profile.service";
import { pageMetadata } from "@/lib/page-metadata";
import { excerpt } from "@/lib/plain-text";
import { parsePositiveId } from "@/lib/positive-id";
import { loginPathFor } from "@/lib/return-path";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";
import { JsonLdScript } from "@/ui/json-ld-script";

type Params = Promise<{ id: string }>;

// generateMetadata and the page share one lookup per request. Unknown, not a pro, 退会, private to this
// viewer or shielded from them: all the same 404 (decision 020).
const loadProfile = cache(async (rawId: string) => {
  const id = parsePositiveId(rawId);
  if (id === null) return null;
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  return findProProfileForActor(deps.db, actor ?? null, id, deps.now());
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const profile = (await loadProfile((await params).id)) ?? notFound();
  const summary = [
    profile.headline,
    profile.skills
      .slice(0, 5)
      .map((s) => s.name)
      .join("・"),
  ]
    .filter(Boolean)
    .join("｜");
  return pageMetadata({
    title: `${profile.displayName}のプロフィール`,
    description: excerpt(summary || profile.bio || `${profile.displayName}さんのプロフィールです。`, 110),
    path: proProfilePath(profile.id),
    ogType: "website",
    // A private profile is seen only by a few corporations: never in a search engine's index.
    noIndex: !profile.isPublic,
  });
}

export default async function ProProfilePage({ params }: { params: Params }) {
  const profile = (await loadProfile((await params).id)) ?? notFound();
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  const path = proProfilePath(profile.id);
  return (
    <>
      <JsonLdScript data={proProfileJsonLd(profile, `${deps.siteOrigin}${path}`)} />
      <ProProfileView
        profile={profile}
        isVisitor={!actor}
        loginPath={loginPathFor(path)}
        isOwner={actor?.userId === profile.id}
        scoutHref={actor?.isOrderer && actor.corporation && actor.userId !== profile.id ? `/mypage/order/scouts/new?pro_id=${profile.id}` : undefined}
        canReport={actor != null && actor.userId !== profile.id}
      />
    </>
  );
}
