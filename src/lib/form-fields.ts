import { z } from "zod";

import { hasControlCharacters, isSingleLine, singleLineMessage } from "./control-characters";

/**
 * Zod building blocks for the forms people fill in (profile, company, posting), each with one
 * Japanese message for every way of getting it wrong, so browser and server say the same thing.
 */

export const rangeMessage = (label: string, min: number, max: number, unit = "") =>
  `${label}は${min.toLocaleString("ja-JP")}〜${max.toLocaleString("ja-JP")}${unit}で入力してください`;

/** A whole number in [min, max] with one message for every way of missing it (empty, text, decimals). */
export const wholeNumber = (label: string, min: number, max: number, unit = "") => {
  const message = rangeMessage(label, min, max, unit);
  return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

/** One line of text: trimmed, at most `max` characters, no tab or line break (a paste mistake or an injected header). */
export const oneLine = (label: string, max: number, { required = false, min = 1 } = {}) => {
  const message = required ? `${min}〜${max}文字で入力してください` : `${max}文字以内で入力してください`;
  return z
    .string({ message })
    .trim()
    .min(required ? min : 0, { message })
    .max(max, { message })
    .refine(isSingleLine, singleLineMessage(label));
};

/** Text with line breaks: trailing spaces and blank lines at the ends are paste noise, line breaks inside are the writer's layout. */
export const multiLine = (max: number, { min = 0 } = {}) => {
  const message =
    min > 0 ? `${min.toLocaleString("ja-JP")}〜${max.toLocaleString("ja-JP")}文字で入力してください` : `${max.toLocaleString("ja-JP")}文字以内で入力してください`;
  return z
    .string({ message })
    .refine((text) => !hasControlCharacters(text), { message: "制御文字（NUL など）は入力できません" })
    .transform((text) => text.replace(/^\s*\n|\s+$/g, ""))
    .refine((text) => Array.from(text).length >= min && Array.from(text).length <= max, { message });
};

/** A reference row's id chosen from a list. */
export const listId = (message: string) => z.number({ message }).int({ message }).positive({ message });

export const ISO_DATE = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day (2026-12-01) that exists. */
export const isoDate = (message = "日付を選んでください") =>
  z
    .string({ message })
    .regex(ISO_DATE, { message })
    // Zod runs a refinement even after the regex failed: a string that is no date at all must answer
    // false here, not throw (toISOString of an invalid Date throws, which would be a 500).
    .refine((day) => ISO_DATE.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), { message });

/** `?page=` of an API list: 1 to 1,000, 1 when absent; one message for every way of getting it wrong. */
export const pageParam = () => {
  const message = "ページ番号が正しくありません";
  return z.coerce.number({ message }).int({ message }).min(1, { message }).max(1_000, { message }).default(1);
};
