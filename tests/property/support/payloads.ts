import fc from "fast-check";

import type { TableRequest } from "@tests/support/authorization-table";

import { fieldReplacement, hostileBytes, hostileEnvelope, hostileJson, hostileKey, hostilePathSegment } from "./hostile-values";
import { parameterSegments } from "./write-routes";

/**
 * What one generated payload does to a route's valid request (the authorization table's row for it),
 * as plain data, so that it can be generated before the world it will be applied to exists.
 */
export type Mutation =
  /** Replace the whole body with anything: JSON of any shape, random bytes for uploads, fields for forms. */
  | { kind: "arbitrary"; value: unknown; bytes: Uint8Array }
  /** The valid body with one field changed, removed or added (one level deep too); or one query value. */
  | { kind: "near-valid"; pick: number; op: "set" | "delete" | "add" | "retype"; key: string; value: unknown }
  /** A path parameter (an id) replaced, with the valid body or an arbitrary one. */
  | { kind: "path"; pick: number; segment: string; keepBody: boolean; value: unknown }
  /** A raw body under a content type of any kind, JSON or not. */
  | { kind: "envelope"; contentType: string; text: string };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("arbitrary" as const), value: hostileJson, bytes: hostileBytes }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("near-valid" as const),
      pick: fc.noBias(fc.nat()),
      op: fc.constantFrom("set", "set", "set", "delete", "add", "retype"),
      key: hostileKey,
      value: fieldReplacement,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("path" as const), pick: fc.noBias(fc.nat()), segment: hostilePathSegment, keepBody: fc.boolean(), value: hostileJson }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("envelope" as const) }).chain((base) => hostileEnvelope.map((envelope) => ({ ...base, ...envelope }))) },
);

/** The request as the client sends it: a JSON value, or a raw body with its own headers. */
export type ConcreteRequest = { method: string; path: string; json?: unknown; body?: string | Uint8Array; headers: Record<string, string> };

/** Text for a form or query value; String() would throw on an object whose `toString` is data. */
const asText = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

const UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf", "application/octet-stream", "text/html", "image/svg+xml"];

/** Every place in a body a near-valid payload may change: the top-level keys and the keys one level down. */
function fieldPaths(body: Record<string, unknown>): string[][] {
  return Object.entries(body).flatMap(([key, value]) => [
    [key],
    ...(value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value).map((inner) => [key, inner]) : []),
  ]);
}

/** A value of another type that still "means" the same to a lax parser: "5" for 5, 5 for "5", [x] for x. */
function retyped(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return Number.isNaN(Number(value)) ? [value] : Number(value);
  if (typeof value === "boolean") return value ? "true" : 0;
  if (Array.isArray(value)) return value[0] ?? null;
  return value === null ? "null" : JSON.stringify(value);
}

function mutateBody(body: Record<string, unknown>, m: Extract<Mutation, { kind: "near-valid" }>): Record<string, unknown> {
  const copy = structuredClone(body);
  const paths = fieldPaths(copy);
  const target = paths[m.pick % Math.max(paths.length, 1)] ?? [];
  const parent = (target.length > 1 ? copy[target[0]!] : copy) as Record<string, unknown>;
  const key = target.at(-1) ?? m.key;
  if (m.op === "delete") delete parent[key];
  // defineProperty: "__proto__" becomes an own field, as a client's JSON would have it.
  else if (m.op === "add") Object.defineProperty(parent, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
  else parent[key] = m.op === "retype" ? retyped(parent[key]) : m.value;
  return copy;
}

function mutateQuery(path: string, m: Extract<Mutation, { kind: "near-valid" }>): string {
  const [pathname, search = ""] = path.split("?") as [string, string?];
  const params = [...new URLSearchParams(search)];
  const text = asText(m.value);
  if (params.length === 0 || m.op === "add") params.push([m.key, text]);
  else if (m.op === "delete") params.splice(m.pick % params.length, 1);
  else params[m.pick % params.length]![1] = text;
  return `${pathname}?${new URLSearchParams(params).toString()}`;
}

function mutateBytes(bytes: Uint8Array, m: Extract<Mutation, { kind: "near-valid" }>): Uint8Array {
  const copy = Uint8Array.from(bytes);
  if (m.op === "delete") return copy.slice(0, m.pick % Math.max(copy.length, 1));
  if (m.op === "add") return Uint8Array.from([...copy, ...new TextEncoder().encode(String(m.key))]);
  copy[m.pick % copy.length] = (copy[m.pick % copy.length]! + 1 + (m.pick % 255)) % 256;
  return copy;
}

function replaceSegment(path: string, route: string, m: Extract<Mutation, { kind: "path" }>): string {
  const [pathname, search] = path.split("?") as [string, string?];
  const positions = parameterSegments(route);
  // A route without parameters gets the segment as a stray query parameter instead.
  if (positions.length === 0) return `${pathname}?${encodeURIComponent(m.segment)}=${m.segment}${search ? `&${search}` : ""}`;
  const segments = pathname.split("/");
  segments[positions[m.pick % positions.length]!] = m.segment;
  return `${segments.join("/")}${search ? `?${search}` : ""}`;
}

function validBodyOf(base: TableRequest): Pick<ConcreteRequest, "json" | "body" | "headers"> {
  if (base.bytes) return { body: base.bytes, headers: { ...base.headers } };
  if (base.form) return { body: new URLSearchParams(base.form).toString(), headers: { "content-type": "application/x-www-form-urlencoded", ...base.headers } };
  return { json: base.body, headers: { ...base.headers } };
}

/** Applies a mutation to the row's valid request for the world at hand. */
export function applyMutation(base: TableRequest, route: string, m: Mutation): ConcreteRequest {
  const valid = { method: base.method, path: base.path, ...validBodyOf(base) };
  switch (m.kind) {
    case "arbitrary":
      if (base.bytes) return { ...valid, body: m.bytes, headers: { "content-type": UPLOAD_TYPES[m.bytes.length % UPLOAD_TYPES.length]! } };
      if (base.form) {
        const form = typeof m.value === "object" && m.value !== null ? Object.entries(m.value).map(([k, v]) => [k, asText(v)]) : [["_method", asText(m.value)]];
        return { ...valid, body: new URLSearchParams(form).toString() };
      }
      return { ...valid, json: m.value, body: undefined };
    case "near-valid":
      if (base.bytes) return m.pick % 3 === 0 ? { ...valid, path: mutateQuery(base.path, m) } : { ...valid, body: mutateBytes(base.bytes, m) };
      if (base.form) return { ...valid, body: new URLSearchParams({ ...base.form, [m.key]: asText(m.value) }).toString() };
      if (base.body && typeof base.body === "object" && !Array.isArray(base.body)) return { ...valid, json: mutateBody(base.body as Record<string, unknown>, m) };
      // A route without a body: change its query, or send it a body it does not expect.
      return base.path.includes("?") || m.pick % 2 === 0 ? { ...valid, path: mutateQuery(base.path, m) } : { ...valid, json: { [m.key]: m.value } };
    case "path":
      return { ...(m.keepBody ? valid : { ...valid, json: m.value, body: undefined, headers: {} }), path: replaceSegment(base.path, route, m) };
    case "envelope":
      return { ...valid, json: undefined, body: m.text, headers: { "content-type": m.contentType } };
  }
}

/** A few words about a request for a failure message (bodies cut short). */
export function describeRequest(request: ConcreteRequest): string {
  const body =
    request.json !== undefined ? JSON.stringify(request.json) : typeof request.body === "string" ? request.body : request.body ? `<${request.body.length} bytes>` : "";
  return `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers)} ${String(body).slice(0, 400)}`;
}
