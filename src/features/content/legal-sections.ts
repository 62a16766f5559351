import type { ReactNode } from "react";

/** One article or numbered section of a legal page, before numbering. */
export type LegalSection = { title: string; body: ReactNode };

export type NumberedSection = LegalSection & { id: string; heading: string };

export type TocEntry = { href: string; label: string };

/**
 * "article" numbers as Japanese statutes and terms do (第1条（目的）); "item" as a policy does
 * (1. 取得する情報). The anchor ids are ASCII and stable, so links such as /pages/terms#article-12
 * keep working when an article's wording changes (they move only when articles are renumbered).
 */
export function numberSections(sections: readonly LegalSection[], style: "article" | "item"): NumberedSection[] {
  return sections.map((section, index) => {
    const n = index + 1;
    return style === "article"
      ? { ...section, id: `article-${n}`, heading: `第${n}条（${section.title}）` }
      : { ...section, id: `section-${n}`, heading: `${n}. ${section.title}` };
  });
}

/** The table of contents of numbered sections: in-page anchors in document order. */
export function toTableOfContents(sections: readonly NumberedSection[]): TocEntry[] {
  const seen = new Set<string>();
  return sections.map((section) => {
    if (seen.has(section.id)) throw new Error(`duplicate section id: ${section.id}`);
    seen.add(section.id);
    return { href: `#${section.id}`, label: section.heading };
  });
}

/**
 * A link to one section of a long page by its title ("/pages/terms#article-10"), so a claim
 * elsewhere points at the words that back it and follows them when articles are renumbered.
 */
export function sectionHref(pagePath: string, sections: readonly LegalSection[], style: "article" | "item", title: string): string {
  const section = numberSections(sections, style).find((candidate) => candidate.title === title);
  if (!section) throw new Error(`no section titled ${title} on ${pagePath}`);
  return `${pagePath}#${section.id}`;
}
