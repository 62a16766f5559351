/**
 * The vocabulary of hostile query strings for the project search's robustness proof
 * (src/features/projects/search/search-robustness.int.test.ts): the S-SRCH-6 parameters, misspelt and
 * invented names, nasty text, numbers of every kind, raw fragments with broken escapes, and the
 * fast-check arbitraries that mix them.
 */
import fc from "fast-check";

export const LIST_PARAMETERS = [
  "search_project[profession_ids][]",
  "search_project[searchable_language_skill_ids][]",
  "search_project[remote_types][]",
  "search_project[tag_ids][]",
  "search_project[available_time_ids][]",
  "search_project[area_ids][]",
  "search_project[contract_types][]",
];
export const ONE_VALUE_PARAMETERS = [
  "search_project[budget_id]",
  "search_project[special_projects_page]",
  "search_project[exclude_closed_projects]",
  "search_project[free_word]",
  "search_project[sort]",
  "sort",
  "page",
];

/** Names a client, a crawler or an old bookmark might send. */
export const ODD_NAMES = [
  "search_project",
  "search_project[]",
  "search_project[][]",
  "search_project[free_word][]",
  "search_project[profession_ids]",
  "search_project[profession_ids][0]",
  "search_project[profession_ids][][]",
  "search_project[PROFESSION_IDS][]",
  "search_project[[free_word]]",
  "search_project[free_word",
  "search_project]",
  "search_project[__proto__]",
  "search_project[constructor][]",
  "search_project[sort][]",
  "search_project[page]",
  "search_projects[free_word]",
  "search_project[budget_id][]",
  "page[]",
  "pages",
  "page_size",
  "page ",
  " page",
  "PAGE",
  "Page",
  "sort[]",
  "sorting",
  "Sort",
  "sort_by",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "utm_source",
  "q",
  "fbclid",
  "",
  "=",
  "[]",
];

/** Text that has broken search engines: SQL and tsquery syntax, LIKE wildcards, control and invisible characters, expanding compatibility characters. */
const NASTY_TEXT = [
  "%",
  "_",
  "%_%",
  "\\",
  "\\\\",
  "'",
  "''",
  '"',
  "`",
  ":*",
  "a:*",
  "&",
  "|",
  "!",
  "(",
  ")",
  "<->",
  "!!a",
  "a & b",
  "'a' | 'b'",
  "*",
  "?",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u200b",
  "\u200d",
  "\u2028",
  "\ufeff",
  "\ufffd",
  "ｶﾞ",
  "ﾞ",
  "ﾟﾟ",
  "゙",
  "\u0301",
  "e\u0301",
  "﷽",
  "ﷺ",
  "㌀",
  "㍻",
  "Ⅻ",
  "①",
  "ß",
  "İ",
  "ﬃ",
  "🇯🇵",
  "👨‍👩‍👧‍👦",
  "𠮷野家",
  "null",
  "undefined",
  "NaN",
  "'; drop table projects; --",
  "1 or 1=1",
  "search_project[free_word]",
  "ア".repeat(100),
  "ア".repeat(101),
  "a ".repeat(50),
  "あ　".repeat(50),
  "﷽".repeat(100),
  "㌀㌁㌂㌃㌄㌅㌆㌇㌈㌉".repeat(10),
  "%".repeat(100),
  "\u0000".repeat(100),
  "x".repeat(10_000),
];

/** What a number field may be handed. */
export const numberish = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    "NaN",
    "Infinity",
    "-Infinity",
    "-0",
    "0",
    "-1",
    "1e9",
    "1e309",
    "0x10",
    "0b1",
    "1.5",
    " 1 ",
    "01",
    "+1",
    "1,000",
    "１",
    "٣",
    "1_000",
    "999999999",
    "1000000000",
    "2147483648",
    "9007199254740993",
    "9".repeat(400),
    "1 1",
    "1\u0000",
  ),
);

/**
 * Percent-encodes text as UTF-8 the way a browser does (a lone surrogate becomes U+FFFD, as
 * TextEncoder writes it); `plus` writes spaces as "+", as HTML forms do.
 */
export function percentEncode(text: string, plus: boolean): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char)) out += char;
    else if (plus && byte === 0x20) out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Pieces of query string sent as they are: broken escapes, empty pairs, stray separators. */
export const RAW_FRAGMENTS = [
  "%",
  "%%",
  "%zz",
  "%E3%81",
  "%ED%A0%80",
  "%C0%AE",
  "%FF%FE",
  "&",
  "&&",
  "=",
  "==",
  "a=b=c",
  "+",
  "%2B",
  "%00",
  "page=%",
  "sort=%FF",
  "search_project%5Bfree_word%5D=%25",
  "search_project[free_word]=%E3%81%82%E3",
  "search_project[area_ids][]=region-",
  "page=1&page=2",
  "?",
  "search_project[sort]=",
  "search_project[free_word]",
  "page",
];

export type Piece = { kind: "pair"; name: string; value: string | null; plus: boolean; times: number } | { kind: "raw"; text: string };

/** Free words people type, and the text above. */
export function freeWordArb(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom("エンジニア", "React", "ｴﾝｼﾞﾆｱ", "ＡＷＳ", "デザイン　リモート", "go", "開発", "あ", "ー") },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(..."あアｱ亜ａA1 　・%_'\\:*&|!ー〜\u0000"), minLength: 1, maxLength: 120 }) },
  );
}

/** Anything at all for a value: the values of other parameters, numbers of every kind, text. */
export function anyValueArb(validValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...validValues) },
    { weight: 3, arbitrary: numberish },
    { weight: 3, arbitrary: freeWordArb() },
    { weight: 1, arbitrary: fc.constant("") },
  );
}
