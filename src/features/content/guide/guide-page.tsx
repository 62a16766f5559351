import { CtaLink } from "../components/cta-link";
import { SectionedDocument } from "../components/sectioned-document";
import { GUIDE_DEAL_SECTIONS } from "./guide-sections-deal";
import { GUIDE_START_SECTIONS } from "./guide-sections-start";

/** The guide's sections in page order (other pages link to one by title: sectionHref). */
export const GUIDE_SECTIONS = [...GUIDE_START_SECTIONS, ...GUIDE_DEAL_SECTIONS];

/** /documents/guide: how a company uses Kakehashi from sign-up to contract (public, for prospects too). */
export function GuidePage() {
  return (
    <SectionedDocument
      title="発注者ガイド"
      lead="かけはしで案件を掲載し、プロと出会い、契約するまでの流れをご説明します。はじめてご利用になる採用担当者の方も、このガイドに沿って進めれば迷わずに始められます。"
      sections={GUIDE_SECTIONS}
      numbering="item"
      closing={
        <div className="flex flex-col gap-3 sm:flex-row">
          <CtaLink href="/signup/orderer?_on=guide">企業アカウントを無料で作成</CtaLink>
          <CtaLink href="/business" variant="secondary">
            採用担当者の方へ
          </CtaLink>
        </div>
      }
    />
  );
}
