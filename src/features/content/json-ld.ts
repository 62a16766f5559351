/**
 * JSON for a <script type="application/ld+json">. "<" is escaped so text such as "</script>" in
 * an answer cannot end the script element early; the JSON still parses to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

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
