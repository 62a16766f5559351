"use client";

import { COMPANY_PROFILE } from "@/config/company";

import { SectionedDocument } from "../components/sectioned-document";
import { formatJapaneseDate } from "@/lib/format-date";
import { TERMS_ARTICLES, TERMS_ENACTED_ON, TERMS_REVISIONS, TERMS_UPDATED_ON } from "./terms-articles";

/**
 * /pages/terms: 利用規約 in numbered articles with a table of contents.
 *
 * A client component on purpose (decision 032): the text is the same for everyone and is ~20 KB of
 * Japanese, which a server component sends twice in one document — as markup and again in the
 * flight data. Drawn here, it is in the HTML once, and the second copy is the page's script, which
 * the browser caches. Crawlers read the markup, as before.
 */
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
