import { COMPANY_PROFILE } from "@/config/company";

import { SectionedDocument } from "../components/sectioned-document";
import { formatJapaneseDate } from "@/lib/format-date";
import { GENERAL_ARTICLES } from "./articles-general";
import { MEMBERSHIP_ARTICLES } from "./articles-membership";
import { TRANSACTION_ARTICLES } from "./articles-transactions";

export const TERMS_ARTICLES = [...MEMBERSHIP_ARTICLES, ...TRANSACTION_ARTICLES, ...GENERAL_ARTICLES];
export const TERMS_ENACTED_ON = "2024-10-01";
/** Each 改定 with what changed, oldest first; the newest is the page's 最終更新日. */
const TERMS_REVISIONS = [
  { on: "2026-11-01", summary: "フリーランス法に基づく発注者の遵守事項の明確化、料金プランの改定" },
  { on: "2026-11-25", summary: "有料プランの利用開始日及び支払方法の明確化" },
] as const;
export const TERMS_UPDATED_ON = TERMS_REVISIONS[TERMS_REVISIONS.length - 1]!.on;

/** /pages/terms: 利用規約 in numbered articles with a table of contents. */
export function TermsPage() {
  return (
    <SectionedDocument
      title="利用規約"
      lead={`この利用規約は、${COMPANY_PROFILE.name}が提供する「${COMPANY_PROFILE.serviceName}」をご利用いただく際の条件を定めるものです。ご利用の前に必ずお読みください。`}
      sections={TERMS_ARTICLES}
      numbering="article"
      enactedOn={TERMS_ENACTED_ON}
      updatedOn={TERMS_UPDATED_ON}
      closing={
        <>
          <p>附則</p>
          <p>{formatJapaneseDate(TERMS_ENACTED_ON)} 制定・施行</p>
          {TERMS_REVISIONS.map((revision) => (
            <p key={revision.on}>
              {formatJapaneseDate(revision.on)} 改定（{revision.summary}）
            </p>
          ))}
          <p className="mt-4">{COMPANY_PROFILE.name}</p>
        </>
      }
    />
  );
}
