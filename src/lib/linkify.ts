/**
 * Splits plain text into text and http(s) links, for pages that show user text with clickable links
 * without ever rendering it as HTML (React escapes each piece). Only http and https: a
 * `javascript:` or `data:` URL stays text. Trailing punctuation (。、)」 and ASCII .,!?) is left out
 * of the link, as a reader means it.
 */
export type TextPiece = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'「」『』（）()、。\u3000]+/giu;
const TRAILING = /[.,!?;:)\]]+$/u;

export function linkifyText(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, "");
    const start = match.index;
    if (!isHttpUrl(url)) continue;
    if (start > last) pieces.push({ kind: "text", text: text.slice(last, start) });
    pieces.push({ kind: "link", text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

function isHttpUrl(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}
