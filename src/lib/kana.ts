const HIRAGANA_START = 0x3041; // ぁ
const HIRAGANA_END = 0x3096; // ゖ
const TO_KATAKANA = 0x60;

/**
 * A reading as people type it, stored one way: NFKC first (half-width ｶﾀｶﾅ and full-width letters
 * become their usual forms), then hiragana becomes katakana (やまだ → ヤマダ). Anything else stays, so a
 * validator still sees what is not kana.
 */
export function toFullWidthKatakana(input: string): string {
  let out = "";
  for (const char of input.normalize("NFKC")) {
    const code = char.codePointAt(0)!;
    out += code >= HIRAGANA_START && code <= HIRAGANA_END ? String.fromCodePoint(code + TO_KATAKANA) : char;
  }
  return out;
}
