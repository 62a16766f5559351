/**
 * Issue 19: plausible values for the parameters and JSON bodies the OpenAPI document describes, so
 * that sqlmap starts from a request the route accepts where it can (an answer that changes with the
 * injected condition is what boolean-based detection needs), with sqlmap's `*` marker after every
 * value it should inject into.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
};

export const INJECTION_MARK = "*";

/** A password that is never right: a route that checks the current password then changes nothing. */
export const WRONG_PASSWORD = "scan-wrong-password-19";

/** Free text that real searches match, so a search answers rows (and the injected condition can empty them). */
const TEXT_BY_NAME: Record<string, string> = {
  free_word: "React",
  q: "a",
  keyword: "React",
  email: "probe19@example.com",
  to: "pro@example.com",
  subject: "a",
  password: WRONG_PASSWORD,
  currentPassword: WRONG_PASSWORD,
  newPassword: "scan-new-password-19",
  url: "https://example.com/",
  websiteUrl: "https://example.com/",
  // Must differ from the required skills of the same body.
  welcomeSkillIds: "2",
  desiredRateAmount: "5000",
};

/** Left out of bodies: with it, a sign-up is an orderer's invitation, another request altogether. */
const OMITTED_FIELDS = new Set(["invitationToken"]);

/** Free text long enough for every minimum the forms set (50 characters for a description). */
const FREE_TEXT = "スキャン用の本文です。SQL インジェクションの検査のために送っています。".repeat(2);

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) current = schemas[current.$ref.replace("#/components/schemas/", "")] ?? {};
  const choice = current.anyOf ?? current.oneOf;
  if (choice) return resolve(choice.find((option) => option.type !== "null") ?? choice[0]!, schemas);
  if (current.allOf) return current.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...resolve(part, schemas) }), {});
  return current;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

/** A sample string for a named string schema: its example, first choice, a shape its pattern accepts, or text. */
function sampleText(name: string, schema: JsonSchema): string {
  const known = [schema.example, schema.examples?.[0], schema.default, schema.const, schema.enum?.[0]].find((value) => value !== undefined && value !== null);
  if (known !== undefined) return String(known);
  const baseName = name.replace(/\]$/, "").replace(/.*\[/, "");
  if (TEXT_BY_NAME[baseName]) return TEXT_BY_NAME[baseName]!;
  const pattern = schema.pattern ?? "";
  if (schema.format === "date" || pattern.includes("20\\d\\d-")) return "2027-01-15";
  if (schema.format === "date-time" || /At$/.test(baseName)) return "2027-01-15T10:00";
  if (/Kana$/.test(baseName)) return "スキャン";
  if (schema.format === "email" || /mail/i.test(baseName)) return "probe19@example.com";
  if (schema.format === "uri" || /url$/i.test(baseName)) return "https://example.com/";
  if (/\\d|\[0-9\]|\[1-9\]/.test(pattern) || /(^|_)ids?$|Id$/.test(baseName) || baseName === "page") return "1";
  return FREE_TEXT.slice(0, Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? FREE_TEXT.length, FREE_TEXT.length)));
}

/** A sample value for a query or path parameter (always text: it goes in the URL). */
export function sampleParameter(name: string, schema: JsonSchema | undefined, schemas: Record<string, JsonSchema>): string {
  const resolved = resolve(schema ?? {}, schemas);
  const type = typeOf(resolved);
  if (type === "array") return sampleParameter(name, resolved.items, schemas);
  if (type === "integer" || type === "number") return String(resolved.example ?? resolved.enum?.[0] ?? Math.max(1, resolved.minimum ?? 1));
  if (type === "boolean") return "true";
  return sampleText(name, resolved);
}

/**
 * The JSON body sqlmap is given: every scalar leaf followed by the marker (`"text*"`, `1*`, `true*`),
 * every array with one element, every object with all its properties (optional ones too: each is a
 * parameter the route reads).
 */
export function markedJsonBody(schema: JsonSchema, schemas: Record<string, JsonSchema>): string {
  return markedValue("", schema, schemas, 0);
}

function markedValue(name: string, schema: JsonSchema, schemas: Record<string, JsonSchema>, depth: number): string {
  const resolved = resolve(schema, schemas);
  const type = typeOf(resolved) ?? (resolved.properties ? "object" : "string");
  if (depth > 6) return "null";
  if (type === "object") {
    const fields = Object.entries(resolved.properties ?? {})
      .filter(([key]) => !OMITTED_FIELDS.has(key))
      .map(([key, child]) => `${JSON.stringify(key)}:${markedValue(key, child, schemas, depth + 1)}`);
    return `{${fields.join(",")}}`;
  }
  if (type === "array") return `[${markedValue(name, resolved.items ?? {}, schemas, depth + 1)}]`;
  if (type === "integer" || type === "number") {
    const value = resolved.example ?? resolved.enum?.[0] ?? (TEXT_BY_NAME[name] ? Number(TEXT_BY_NAME[name]) : Math.max(1, resolved.minimum ?? 1));
    return `${value}${INJECTION_MARK}`;
  }
  if (type === "boolean") return `true${INJECTION_MARK}`;
  // JSON.stringify escapes the sample; the marker goes inside the quotes, where sqlmap injects text.
  return JSON.stringify(sampleText(name, resolved)).replace(/"$/, `${INJECTION_MARK}"`);
}
