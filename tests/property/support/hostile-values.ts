/**
 * The vocabulary of issue 19's property tests: values a hostile or broken client may put anywhere in
 * a request — wrong types, huge and empty strings, control characters, unusual Unicode, numbers at
 * every edge, nested objects with prototype-pollution keys — as fast-check arbitraries.
 */
import fc from "fast-check";

/** Keys that break naive object handling (prototype pollution, shadowed methods). */
export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__", "then"];

const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u009f", "\r\n", "\t", "\u2028", "\u202e", "\ufeff", "\u200b"];

/** Text that has broken parsers, databases, renderers and normalisers somewhere. */
const NASTY_TEXT = [
  "",
  " ",
  "\u3000",
  "null",
  "undefined",
  "NaN",
  "true",
  "0",
  "-1",
  "1e309",
  "0x7fffffff",
  "１２３",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  '"; drop table users; --',
  "${7*7}{{7*7}}",
  "%00%ff",
  "../../etc/passwd",
  "🇯🇵👨‍👩‍👧‍👦",
  "ｶﾀｶﾅﾃﾞｽ",
  "𠮷野家の𩸽",
  "\ud800",
  "\udfff\ud800",
  "e\u0301\u0301\u0301",
  "A".repeat(256),
  "あ".repeat(1_000),
  "foo@example.com\u0000",
  "https://evil.example/\u202e",
  "2026-02-30",
  "2026-11-01T09:00:00+09:00",
  "9999-12-31T23:59:59Z",
];

const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Strings past every field's limit; a few past the 100 kB JSON limit too (413, not 5xx). */
const hugeText = fc.constantFrom(1_001, 10_001, 60_000, 120_000).chain((length) => fc.constantFrom("あ", "a", "\u0000", "🀄").map((unit) => unit.repeat(length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 6 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: withControlCharacter, weight: 3 },
  { arbitrary: hugeText, weight: 1 },
);

/** Numbers at the edges of int4, int8, doubles and JSON (NaN and ±Infinity become null in JSON). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 1.5, -2_147_483_648, 2_147_483_647, 2_147_483_648, 2 ** 53, -(2 ** 53), 2 ** 63, 1e308, -1e308, 5e-324, Number.NaN, Infinity),
  fc.integer(),
  fc.integer({ min: -1_000, max: 100_000 }),
  fc.double(),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...POLLUTION_KEYS), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 3 },
  { arbitrary: fc.constantFrom("id", "userId", "isAdmin", "role", "plan", "corporationId", "status", "email", "password", "body"), weight: 2 },
  { arbitrary: withControlCharacter, weight: 1 },
);

/**
 * An object with own keys as generated: Object.fromEntries defines `__proto__` as an own property
 * (a literal or fc.dictionary could set the prototype instead), so JSON.stringify sends it.
 */
export function objectOf(value: fc.Arbitrary<unknown>, maxKeys = 5): fc.Arbitrary<Record<string, unknown>> {
  return fc.array(fc.tuple(hostileKey, value), { maxLength: maxKeys }).map((entries) => Object.fromEntries(entries));
}

/** Any JSON value, nested up to three levels, made of the hostile scalars and keys above. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: hostileScalar, weight: 3 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }), weight: 1 },
    { arbitrary: objectOf(tie("value")), weight: 2 },
  ),
})).value;

/** A replacement for one field of a valid body: usually a wrong or extreme value, sometimes a valid-looking one. */
export const fieldReplacement: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 6 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 12 }), weight: 2 },
  { arbitrary: objectOf(hostileScalar, 3), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>([], {}, [null], [[]], Object.fromEntries([["__proto__", { isAdmin: true }]]), [1, 1, 1], [-1], [0]), weight: 1 },
);

/** What replaces a path parameter: ids that are negative, zero, huge, not numbers, or not ids at all. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "-1",
    "0",
    "00",
    "007",
    "1.5",
    "1e3",
    "0x10",
    "2147483647",
    "2147483648",
    "9223372036854775807",
    "9223372036854775808",
    "99999999999999999999999999",
    "9".repeat(300),
    "abc",
    "%00",
    "%2e%2e",
    "..",
    "%2F",
    "%E3%81%82",
    "%ef%bc%91",
    "%F0%9F%98%80",
    "%",
    "%zz",
    "null",
    "undefined",
    "NaN",
    "current",
    "me",
    "__proto__",
    "constructor",
    "1;2",
    "1,2",
    "+1",
    "%201",
  ),
  // Small ids name rows that exist: someone else's project, room or member.
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 20 }).map((text) => encodeURIComponent(text)),
);

/** Content types a client may claim, with the body it sends (the JSON routes answer 415 or 400, never 5xx). */
export const hostileEnvelope: fc.Arbitrary<{ contentType: string; text: string }> = fc.record({
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON",
    "application/json; charset=shift_jis",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "image/png",
    "",
  ),
  text: fc.oneof(
    fc.constantFrom(
      "",
      "{",
      "}",
      "[",
      '{"a":',
      "[1,]",
      "{'a':1}",
      "nul",
      "\u0000",
      "\ufeff{}",
      '{"__proto__":{"isAdmin":true}}',
      '{"a":1}{"b":2}',
      "1".repeat(400) + "e999999",
    ),
    hostileJson.map((value) => JSON.stringify(value) ?? ""),
    fc.string({ unit: "binary", maxLength: 200 }),
  ),
});

/** Raw bytes for the upload routes: random, or a valid file's head with junk after it. */
export const hostileBytes: fc.Arbitrary<Uint8Array> = fc.uint8Array({ maxLength: 3_000 });
