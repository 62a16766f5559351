/**
 * Control characters have no place in what people type, and PostgreSQL refuses NUL in text outright
 * (which used to surface as a 500). Every text field refuses C0 controls except tab and line breaks,
 * DEL and the C1 range; single-line fields (names, addresses) refuse tab and line breaks as well.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_ANY_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "制御文字（NUL や改行など）は入力できません";

export function hasControlCharacters(text: string, options: { multiline: boolean } = { multiline: true }): boolean {
  return (options.multiline ? CONTROL_IN_ANY_TEXT : CONTROL_IN_ONE_LINE).test(text);
}

/** A name, an address, a title: a tab or line break in it is a paste mistake (or an injected header). */
export function isSingleLine(text: string): boolean {
  return !hasControlCharacters(text, { multiline: false });
}

export function singleLineMessage(label: string) {
  return { message: `${label}に改行やタブは使えません` };
}

/**
 * Half of a UTF-16 surrogate pair with no other half: no keyboard types one, it is no character in
 * UTF-8, and PostgreSQL refuses it inside JSON (jsonb), which used to surface as a 500.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_CHARACTER_MESSAGE = "正しく読み取れない文字（壊れた文字）が含まれています。入力し直してください";

export function hasUnpairedSurrogate(text: string): boolean {
  return UNPAIRED_SURROGATE.test(text);
}

/** A field that holds text no one typed: its dotted path and what is wrong, in Japanese. */
export type UnusableTextIssue = { path: string; message: string };

/**
 * Every string inside `value` (a parsed JSON body, a query), keys included, that holds a control
 * character or a broken one, walked once: the control-character issues first, then the broken ones.
 */
export function findUnusableText(value: unknown): UnusableTextIssue[] {
  const control: UnusableTextIssue[] = [];
  const broken: UnusableTextIssue[] = [];
  const check = (text: string, path: string[]) => {
    if (hasControlCharacters(text)) control.push({ path: path.join("."), message: CONTROL_CHARACTER_MESSAGE });
    if (hasUnpairedSurrogate(text)) broken.push({ path: path.join("."), message: BROKEN_CHARACTER_MESSAGE });
  };
  const walk = (item: unknown, path: string[]) => {
    if (typeof item === "string") check(item, path);
    else if (Array.isArray(item)) item.forEach((entry, index) => walk(entry, [...path, String(index)]));
    else if (item !== null && typeof item === "object") {
      for (const [key, entry] of Object.entries(item)) {
        check(key, [...path, key]);
        walk(entry, [...path, key]);
      }
    }
  };
  walk(value, []);
  return [...control, ...broken];
}
