import type { ReactNode } from "react";

import { numberSections, toTableOfContents, type LegalSection } from "../legal-sections";
import { ContentPage } from "./content-page";

type SectionedDocumentProps = {
  title: string;
  lead?: ReactNode;
  sections: readonly LegalSection[];
  numbering: "article" | "item";
  /** Legal pages show 制定日 and 最終更新日; guides leave them out. */
  enactedOn?: string;
  updatedOn?: string;
  /** Closing lines after the last section (附則, the company's name). */
  closing?: ReactNode;
};

/** A long page (legal text, guides): numbered sections with anchors, listed in a table of contents above them. */
export function SectionedDocument({ title, lead, sections, numbering, enactedOn, updatedOn, closing }: SectionedDocumentProps) {
  const numbered = numberSections(sections, numbering);
  return (
    <ContentPage title={title} lead={lead} enactedOn={enactedOn} updatedOn={updatedOn} toc={toTableOfContents(numbered)}>
      {numbered.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.body}
        </section>
      ))}
      {closing ? <footer className="mt-12 border-t border-slate-200 pt-6 text-sm">{closing}</footer> : null}
    </ContentPage>
  );
}
