import { splitParagraphs } from "@/lib/plain-text";

/**
 * The article body is plain text from the database: React escapes it, and blank lines make
 * paragraphs (single line breaks are kept). HTML is never rendered from stored text.
 */
export function NewsArticleBody({ body }: { body: string }) {
  return (
    <div className="mt-8 space-y-5 border-t border-slate-200 pt-8 text-base leading-loose text-slate-800" data-testid="news-body">
      {splitParagraphs(body).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
