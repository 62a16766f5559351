/**
 * Issue 19: sqlmap's targets — one raw request file (`sqlmap -r`) per route, per role — from the
 * running server's OpenAPI document (every path and query parameter and every JSON body field) and
 * from the pages whose address carries input (page-targets.ts). A `*` follows every value to inject
 * into, so sqlmap tests those and nothing else; one more request per role ("headers") leaves the
 * markers out, so that sqlmap tests its cookies, User-Agent and Referer once.
 *
 *   node --import tsx scripts/security/sqlmap-targets.ts --out DIR [--base-url URL] [--roles visitor,pro]
 *
 * Writes DIR/<role>/<n>-<slug>.req and DIR/manifest.tsv (role, kind, access, method, path, points, file);
 * access is the route's x-access in the OpenAPI document (public, site, member, operator) or the page's.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { INJECTION_MARK, markedJsonBody, sampleParameter, type JsonSchema } from "./openapi-sample";
import { PAGE_TARGETS } from "./page-targets";
import { PathValues } from "./path-values";
import { cookieHeaderOf, openScanSession, SCAN_ROLES, type ScanRole, type ScanSession } from "./scan-session";

type Parameter = { name: string; in: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; "x-access"?: string };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };
type Target = {
  kind: "api" | "page" | "headers";
  access: string;
  method: string;
  template: string;
  requestLine: string;
  body?: { type: string; text: string };
  points: number;
};

const METHODS = ["get", "post", "put", "patch", "delete"];

/**
 * Never scanned, and why: each would end the scanning role's session or stream without end. Their
 * code is covered elsewhere (logout and session revocation in src/features/auth and account-sessions).
 */
export const EXCLUDED = new Map([
  ["DELETE /logout", "ends the scanner's session (no parameters)"],
  ["POST /logout", "ends the scanner's session (no parameters)"],
  ["DELETE /api/v2/sessions/current", "ends the scanner's session (no parameters)"],
  ["DELETE /api/v2/me/sessions", "ends the role's other scanning sessions (no parameters)"],
  ["GET /api/v2/project_chat_rooms/events", "an event stream that never ends (no parameters)"],
]);

/** Who may call what: public routes every role, member routes the signed-in roles, the console the operator. */
function rolesFor(access: string): ScanRole[] {
  if (access === "public") return [...SCAN_ROLES];
  if (access === "member") return ["pro", "orderer", "free", "admin"];
  if (access === "operator") return ["admin"];
  return ["visitor"]; // "site": signing up, logging in, resets — a visitor's routes
}

/** Fills path parameters with real values and a marker; appends each query parameter with a marker. */
async function requestLineOf(
  template: string,
  query: [string, string][],
  values: PathValues,
  isWrite: boolean,
  marksPath = true,
): Promise<{ line: string; points: number }> {
  let line = template;
  let points = 0;
  for (const [, name] of template.matchAll(/\{([^}]+)\}/g)) {
    const value = encodeURIComponent(await values.valueOf(template, name!, isWrite));
    line = line.replace(`{${name}}`, marksPath ? `${value}${INJECTION_MARK}` : value);
    if (marksPath) points += 1;
  }
  const pairs = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}${INJECTION_MARK}`);
  return { line: pairs.length > 0 ? `${line}?${pairs.join("&")}` : line, points: points + pairs.length };
}

/**
 * A read's query parameters one request each (the path's parameters go with the first): with every
 * search condition at once the answer is empty whatever sqlmap injects, and its boolean-based tests
 * need an answer that the false condition would change.
 */
async function splitQuery(template: string, query: [string, string][], values: PathValues): Promise<{ requestLine: string; points: number }[]> {
  const parts: [string, string][][] = query.length === 0 ? [[]] : query.map((pair) => [pair]);
  const splits: { requestLine: string; points: number }[] = [];
  for (const [index, part] of parts.entries()) {
    const { line, points } = await requestLineOf(template, part, values, false, index === 0);
    if (points > 0) splits.push({ requestLine: line, points });
  }
  return splits;
}

async function apiTargets(document: OpenApi, role: ScanRole, values: PathValues): Promise<Target[]> {
  const schemas = document.components?.schemas ?? {};
  const targets: Target[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method) || EXCLUDED.has(`${method.toUpperCase()} ${template}`)) continue;
      const access = operation["x-access"] ?? "public";
      if (!rolesFor(access).includes(role)) continue;
      const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p): [string, string] => [p.name, sampleParameter(p.name, p.schema, schemas)]);
      if (method === "get") {
        for (const split of await splitQuery(template, query, values)) targets.push({ kind: "api", access, method: "GET", template, ...split });
        continue;
      }
      const { line, points } = await requestLineOf(template, query, values, true);
      const content = operation.requestBody?.content ?? {};
      const json = content["application/json"]?.schema;
      const body = json
        ? { type: "application/json", text: markedJsonBody(json, schemas) }
        : Object.keys(content).length > 0
          ? { type: Object.keys(content)[0]!, text: "scan" } // an upload: only its query parameters are text
          : undefined;
      const bodyPoints = body?.text.split(INJECTION_MARK).length ?? 1;
      const total = points + bodyPoints - 1;
      if (total === 0) continue; // nothing to inject into: the role's headers target covers its cookies
      targets.push({ kind: "api", access, method: method.toUpperCase(), template, requestLine: line, body, points: total });
    }
  }
  return targets;
}

async function pageTargets(role: ScanRole, values: PathValues): Promise<Target[]> {
  const targets: Target[] = [];
  for (const page of PAGE_TARGETS) {
    if (!rolesFor(page.access).includes(role)) continue;
    for (const split of await splitQuery(page.path, page.query, values))
      targets.push({ kind: "page", access: page.access, method: "GET", template: page.path, ...split });
  }
  return targets;
}

/** The request that leaves sqlmap its default places: cookies (level 2) and User-Agent / Referer (level 3). */
function headersTarget(role: ScanRole): Target {
  const template = role === "visitor" ? "/api/v2/csrf_token" : "/api/v2/me";
  return { kind: "headers", access: role === "visitor" ? "public" : "member", method: "GET", template, requestLine: template, points: 0 };
}

let addressCounter = 0;
function requestFile(session: ScanSession, target: Target): string {
  const host = new URL(session.origin).host;
  addressCounter += 1;
  const headers = [
    `${target.method} ${target.requestLine} HTTP/1.1`,
    `Host: ${host}`,
    `Accept: application/json, text/html`,
    `Cookie: ${cookieHeaderOf(session.cookies)}`,
    `X-CSRF-Token: ${session.csrfToken}`,
    `Origin: ${session.origin}`,
    // Its own address per target (counted by a TRUST_PROXY=1 server); sqlmap's xforwardedfor tamper varies it per payload.
    `X-Forwarded-For: 198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
  ];
  if (target.body) headers.push(`Content-Type: ${target.body.type}`);
  return `${headers.join("\r\n")}\r\n\r\n${target.body?.text ?? ""}`;
}

async function main() {
  const { values } = parseArgs({ options: { "base-url": { type: "string" }, out: { type: "string" }, roles: { type: "string" } } });
  const origin = (values["base-url"] ?? process.env.BASE_URL ?? "http://127.0.0.1:3460").replace(/\/$/, "");
  if (!values.out) throw new Error("--out DIR is required");
  const roles = (values.roles?.split(",") ?? [...SCAN_ROLES]) as ScanRole[];
  const document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as OpenApi;

  const sessions = new Map<ScanRole, ScanSession>();
  for (const role of roles) sessions.set(role, await openScanSession(origin, role));
  // The demo accounts' ids, kept out of writes (see PathValues).
  const demoIds = new Set<number>();
  for (const role of SCAN_ROLES.filter((r) => r !== "visitor")) {
    const session = sessions.get(role) ?? (await openScanSession(origin, role));
    const me = (await (await fetch(`${origin}/api/v2/me`, { headers: { cookie: cookieHeaderOf(session.cookies) } })).json()) as { id: number };
    demoIds.add(me.id);
  }

  const manifest = ["role\tkind\taccess\tmethod\tpath\tpoints\tfile"];
  for (const role of roles) {
    const session = sessions.get(role)!;
    const pathValues = new PathValues(session, demoIds);
    const targets = [headersTarget(role), ...(await apiTargets(document, role, pathValues)), ...(await pageTargets(role, pathValues))];
    mkdirSync(path.join(values.out, role), { recursive: true });
    targets.forEach((target, index) => {
      const slug = `${target.method}${target.template}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "");
      const file = path.join(values.out!, role, `${String(index).padStart(3, "0")}-${slug}.req`);
      writeFileSync(file, requestFile(session, target));
      manifest.push([role, target.kind, target.access, target.method, target.template, target.points, file].join("\t"));
    });
    console.log(`${role}: ${targets.length} targets, ${targets.reduce((sum, t) => sum + t.points, 0)} injection points`);
  }
  writeFileSync(path.join(values.out, "manifest.tsv"), `${manifest.join("\n")}\n`);
}

await main();
