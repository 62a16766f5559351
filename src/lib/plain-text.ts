/**
 * Helpers for text stored as plain text (news bodies, inquiries). It is never rendered as HTML:
 * pages split it into paragraphs and let React escape every character.
 */

/** Paragraphs separated by blank lines (lines with only spaces count as blank); single newlines stay. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * One line of at most `maxChars` characters (code points, so an emoji is never cut in half) for
 * meta descriptions; "…" marks a cut.
 */
export function excerpt(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= maxChars) return flat;
  return `${chars
    .slice(0, maxChars - 1)
    .join("")
    .trimEnd()}…`;
}
