export type FaqJsonLdEntry = { question: string; answer: string };

/** schema.org FAQPage, so search results can show the questions and answers. */
export function buildFaqPageJsonLd(entries: readonly FaqJsonLdEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
