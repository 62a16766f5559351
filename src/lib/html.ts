/**
 * HTML written as text, for the few static islands a component hands to `dangerouslySetInnerHTML`
 * (the footer's link groups, decision 032): React does not hydrate inside them, so hundreds of
 * elements that never change cost the browser no work after the HTML has been parsed.
 *
 * Only our own markup goes in the template's literal parts; every interpolated value is text and is
 * escaped here, unless it is an `HtmlFragment` this module made. Attribute values are always written
 * in double quotes in the template, so escaping `"` (and `'`, `<`, `>`, `&`) keeps a value inside its
 * attribute. URLs are not checked: interpolate only paths we build, never one a user typed.
 */

/** Only this module can make a fragment (the symbol is not exported), so a fragment's text is known to be built by `html`. */
const MADE_BY_HTML = Symbol("made by html");

export class HtmlFragment {
  constructor(
    token: typeof MADE_BY_HTML,
    readonly text: string,
  ) {
    if (token !== MADE_BY_HTML) throw new TypeError("HtmlFragment: made by html`…` only");
  }

  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML that shows it literally, in element content or in a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** What may be interpolated: text and numbers (escaped), fragments (as they are), lists of these; nothing for null, undefined, false. */
export type HtmlValue = string | number | HtmlFragment | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof HtmlFragment) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeHtml(value);
  throw new TypeError(`html: cannot interpolate a ${typeof value}`);
}

/** `html\`<a href="${path}">${label}</a>\``: the literal parts as written, every value escaped. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): HtmlFragment {
  let text = strings[0]!;
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1]!;
  });
  return new HtmlFragment(MADE_BY_HTML, text);
}
