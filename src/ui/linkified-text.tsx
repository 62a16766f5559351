import { linkifyText } from "@/lib/linkify";

/**
 * User text with its http(s) links clickable: text nodes and <a> elements only (React escapes every
 * character), nofollow ugc (we vouch for no link) and noopener.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkifyText(text).map((piece, index) =>
        piece.kind === "link" ? (
          <a key={index} href={piece.href} target="_blank" rel="nofollow ugc noopener" className="break-all text-brand-700 underline hover:text-brand-800">
            {piece.text}
          </a>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
