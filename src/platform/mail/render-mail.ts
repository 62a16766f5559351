import { render } from "@react-email/render";
import type { ReactElement } from "react";

import { TEXT_PART_SKIP_CLASS } from "./templates/mail-parts";

export type RenderedMail = { subject: string; bodyText: string; bodyHtml: string };

/**
 * Renders a React Email template into both parts. The text part is derived from the same tree, so
 * the two never disagree; lines are not wrapped (Japanese has no spaces to wrap at) and links are
 * written out as addresses.
 */
export async function renderMail(subject: string, template: ReactElement): Promise<RenderedMail> {
  const [bodyHtml, bodyText] = await Promise.all([
    render(template),
    render(template, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: false,
        selectors: [
          { selector: "img", format: "skip" },
          { selector: `.${TEXT_PART_SKIP_CLASS}`, format: "skip" },
          // "フォーム（ https://… ）から": a space on each side keeps the address clickable in Japanese text.
          { selector: "a", options: { linkBrackets: ["（ ", " ）"] } },
        ],
      },
    }),
  ]);
  return { subject, bodyText: bodyText.trim(), bodyHtml };
}
