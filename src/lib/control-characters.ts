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

/** The dotted paths of every string inside `value` (a parsed JSON body, a query) that holds one, keys included. */
function findStringPaths(value: unknown, isBad: (text: string) => boolean, path: string[] = []): string[] {
  if (typeof value === "string") return isBad(value) ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findStringPaths(item, isBad, [...path, String(index)]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyProblem = isBad(key) ? [[...path, key].join(".")] : [];
      return [...keyProblem, ...findStringPaths(item, isBad, [...path, key])];
    });
  }
  return [];
}

export const findControlCharacterPaths = (value: unknown): string[] => findStringPaths(value, (text) => hasControlCharacters(text));
export const findUnpairedSurrogatePaths = (value: unknown): string[] => findStringPaths(value, hasUnpairedSurrogate);
