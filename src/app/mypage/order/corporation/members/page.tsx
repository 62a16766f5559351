import type { Metadata } from "next";

import { MembersManager } from "@/features/corporations/components/members-manager";
import { listCorporationMembers } from "@/features/corporations/corporation-members.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage } from "../../../config/_settings/settings-page";
import { CorporationTabs, NoCorporationChosen } from "../_corporation/corporation-tabs";

const PATH = "/mypage/order/corporation/members";

export const metadata: Metadata = pageMetadata({
  title: "メンバーと招待",
  description: "企業アカウントのメンバーと権限を管理し、メールで同僚を招待します。",
  path: PATH,
  noIndex: true,
});

export default async function CorporationMembersPage() {
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", PATH), getRuntime()]);
  if (!actor.corporation) {
    return (
      <SettingsPage title="メンバーと招待">
        <NoCorporationChosen />
      </SettingsPage>
    );
  }
  const members = await listCorporationMembers(deps.db, { ...actor.corporation, userId: actor.userId }, deps.now());
  return (
    <SettingsPage title="メンバーと招待" lead={`「${members.corporationName}」の企業アカウントを使うメンバーです。`}>
      <CorporationTabs current={PATH} corporationId={members.corporationId} />
      <MembersManager initial={members} />
    </SettingsPage>
  );
}
