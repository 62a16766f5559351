/**
 * 適格請求書発行事業者登録番号: "T" + a 13-digit 法人番号. The 法人番号's first digit is its check
 * digit (法人番号の指定等に関する省令 第2条): with P_n the n-th of the 12 following digits counted
 * from the lowest, and Q_n = 1 for odd n, 2 for even n,
 *   check digit = 9 − (Σ P_n × Q_n mod 9).
 * E.g. 国税庁's own number 7000012050002: Σ = 2·1 + 5·1 + 2·1 + 1·2 = 11, 9 − (11 mod 9) = 7.
 */
const FORMAT = /^T(\d)(\d{12})$/;

export function corporateNumberCheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(twelveDigits[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** True for "T" + 13 digits whose first digit is the check digit of the other twelve. */
export function isValidInvoiceRegistrationNumber(value: string): boolean {
  const match = FORMAT.exec(value);
  return match !== null && Number(match[1]) === corporateNumberCheckDigit(match[2]!);
}

/**
 * What people paste: full-width digits and letters (Ｔ１２３…), a lower-case t, hyphens and spaces
 * between groups (T1-2345-6789-0123). Answers the canonical form; validity is checked separately.
 */
export function normalizeInvoiceRegistrationNumber(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[\s\-‐－ー]/g, "")
    .toUpperCase();
}
