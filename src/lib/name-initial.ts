// The Hepburn initial of each kana (katakana; hiragana is shifted to it first). シ→S, チ→C, ツ→T,
// フ→F, ジ/ヂ→J: the letter a Japanese person writes for their own name (「山田 T.」 for タロウ).
const INITIALS: readonly [string, string][] = [
  ["アイウエオ", "AIUEO"],
  ["カキクケコ", "KKKKK"],
  ["ガギグゲゴ", "GGGGG"],
  ["サシスセソ", "SSSSS"],
  ["ザジズゼゾ", "ZJZZZ"],
  ["タチツテト", "TCTTT"],
  ["ダヂヅデド", "DJZDD"],
  ["ナニヌネノ", "NNNNN"],
  ["ハヒフヘホ", "HHFHH"],
  ["バビブベボ", "BBBBB"],
  ["パピプペポ", "PPPPP"],
  ["マミムメモ", "MMMMM"],
  ["ヤユヨ", "YYY"],
  ["ラリルレロ", "RRRRR"],
  ["ワヲン", "WON"],
  ["ヴ", "V"],
];
const INITIAL_OF = new Map(INITIALS.flatMap(([kana, letters]) => [...kana].map((k, i) => [k, letters[i]!] as const)));

const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
const KATAKANA_OFFSET = 0x60;

/** The capital Latin initial of a reading in kana (「タロウ」→ "T"), or undefined when it starts with none. */
export function initialOfKana(reading: string): string | undefined {
  const first = reading.trim().codePointAt(0);
  if (first === undefined) return undefined;
  const katakana = first >= HIRAGANA_START && first <= HIRAGANA_END ? first + KATAKANA_OFFSET : first;
  return INITIAL_OF.get(String.fromCodePoint(katakana));
}
