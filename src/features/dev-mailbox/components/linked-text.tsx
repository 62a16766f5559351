/**
 * A mail's plain text with its http(s) addresses as links, so a verification link can be followed. The
 * text is never parsed as HTML: it is split around the addresses and each piece rendered as text.
 */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"'「」]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-blue-700 underline hover:text-blue-900">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
