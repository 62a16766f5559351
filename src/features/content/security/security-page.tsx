import { COMPANY_PROFILE } from "@/config/company";

import { SectionedDocument } from "../components/sectioned-document";
import { SECURITY_SECTIONS } from "./security-sections";

/** /pages/security: 情報セキュリティ方針. */
export function SecurityPage() {
  return (
    <SectionedDocument
      title="情報セキュリティ方針"
      lead={`${COMPANY_PROFILE.name}は、「${COMPANY_PROFILE.serviceName}」をご利用の皆さまからお預かりする情報を守ることを経営の重要な責務と考え、次の方針に基づいて情報セキュリティに取り組みます。`}
      sections={SECURITY_SECTIONS}
      numbering="item"
      enactedOn="2024-10-01"
      updatedOn="2026-11-25"
      closing={
        <p>
          {COMPANY_PROFILE.name}
          <br />
          {COMPANY_PROFILE.representative.title} {COMPANY_PROFILE.representative.name}
        </p>
      }
    />
  );
}
