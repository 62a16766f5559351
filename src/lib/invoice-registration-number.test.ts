import { describe, expect, it } from "vitest";

import { corporateNumberCheckDigit, isValidInvoiceRegistrationNumber, normalizeInvoiceRegistrationNumber } from "./invoice-registration-number";

describe("issue 14: 適格請求書発行事業者登録番号 (T + 法人番号 with its check digit)", () => {
  it("computes 国税庁's own 法人番号 7000012050002 (the published example) to check digit 7", () => {
    expect(corporateNumberCheckDigit("000012050002")).toBe(7);
    expect(isValidInvoiceRegistrationNumber("T7000012050002")).toBe(true);
  });

  it("accepts other real 法人番号 as invoice numbers (トヨタ自動車 1180301018771, ソニーグループ 5010401067252)", () => {
    expect(isValidInvoiceRegistrationNumber("T1180301018771")).toBe(true);
    expect(isValidInvoiceRegistrationNumber("T5010401067252")).toBe(true);
  });

  it.each([
    ["a wrong check digit", "T8000012050002"],
    ["one digit changed", "T7000012050003"],
    ["no T", "7000012050002"],
    ["12 digits", "T700001205000"],
    ["14 digits", "T70000120500020"],
    ["letters", "T70000120500O2"],
    ["empty", ""],
  ])("refuses %s", (_, value) => {
    expect(isValidInvoiceRegistrationNumber(value)).toBe(false);
  });

  it("every check digit is 1–9 (9 − a remainder of 9), never 0", () => {
    for (const twelve of ["000000000000", "999999999999", "123456789012"]) {
      const digit = corporateNumberCheckDigit(twelve);
      expect(digit).toBeGreaterThanOrEqual(1);
      expect(digit).toBeLessThanOrEqual(9);
    }
  });

  it("reads what people paste: full-width, lower case, hyphens and spaces", () => {
    expect(normalizeInvoiceRegistrationNumber("ｔ７０００ ０１２-０５０００２")).toBe("T7000012050002");
    expect(normalizeInvoiceRegistrationNumber("T7-0000-1205-0002")).toBe("T7000012050002");
  });
});
