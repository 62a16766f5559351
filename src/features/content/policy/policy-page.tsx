import { COMPANY_PROFILE } from "@/config/company";

import { SectionedDocument } from "../components/sectioned-document";
import { COLLECTION_SECTIONS } from "./sections-collection";
import { RIGHTS_SECTIONS } from "./sections-rights";

export const POLICY_SECTIONS = [...COLLECTION_SECTIONS, ...RIGHTS_SECTIONS];

/** /pages/policy: プライバシーポリシー under 個人情報保護法. */
export function PolicyPage() {
  return (
    <SectionedDocument
      title="プライバシーポリシー"
      lead={`${COMPANY_PROFILE.name}は、「${COMPANY_PROFILE.serviceName}」をご利用の皆さまの個人情報を、個人情報の保護に関する法律（個人情報保護法）その他の関係法令及びガイドラインに従い、以下のとおり適切に取り扱います。`}
      sections={POLICY_SECTIONS}
      numbering="item"
      enactedOn="2024-10-01"
      updatedOn="2026-11-25"
      closing={<p>{COMPANY_PROFILE.name}</p>}
    />
  );
}
