/**
 * JSON for a <script type="application/ld+json"> (or any JSON data block, json-data-script.tsx). "<" is escaped so text such as "</script>" in
 * an answer cannot end the script element early; the JSON still parses to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
