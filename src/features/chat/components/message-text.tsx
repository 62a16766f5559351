import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"'「」、。）)]+)/g;

/**
 * A message's text: plain text with its line breaks, and web addresses as links that open in a new
 * tab without giving the page a handle on ours. Nothing of the message is ever parsed as HTML.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
