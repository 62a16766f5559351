import type { z } from "zod";

import { declaredStatuses } from "@/platform/api-contract/contract-statuses";
import { ErrorBodySchema, errorCodesOf } from "@/platform/api-contract/error-body.schema";
import type { ResponseDeclaration, RouteDeclaration } from "@/platform/api-contract/route-declaration";
import { ALL_ROUTES } from "@/server/api-docs/all-routes";

/**
 * The contract test (issue 11): every answer the integration suite receives is checked against the
 * route's declaration — a status it does not declare, a body that does not parse with the declared
 * schema, or a field the schema does not name, fails the test that caused it.
 */

function pathPattern(route: RouteDeclaration): RegExp {
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => `(${route.pathPatterns?.[name] ?? "[^/]+"})`);
  return new RegExp(`^${source}$`);
}

const MATCHERS = ALL_ROUTES.map((route) => ({
  route,
  pattern: pathPattern(route),
  literalSegments: route.path.split("/").filter((s) => s && !s.startsWith("{")).length,
}));

/** The route that answers a request: a literal segment beats a parameter, as the router's order makes it. */
export function routeFor(method: string, pathname: string): RouteDeclaration | undefined {
  const wanted = method === "HEAD" ? "get" : method.toLowerCase();
  const candidates = MATCHERS.filter((m) => m.route.method === wanted && m.pattern.test(pathname));
  return candidates.sort((a, b) => b.literalSegments - a.literalSegments)[0]?.route;
}

/** Paths of fields present in `sent` that parsing dropped: fields the schema does not document. */
function undocumentedFields(sent: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undocumentedFields(item, parsed[i], `${at}[${i}]`));
  if (sent && typeof sent === "object" && parsed && typeof parsed === "object") {
    return Object.entries(sent).flatMap(([key, value]) =>
      key in parsed ? undocumentedFields(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return [];
}

function bodyProblems(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (!result.success) return result.error.issues.slice(0, 5).map((issue) => `body${issue.path.map((p) => `.${String(p)}`).join("")}: ${issue.message}`);
  return undocumentedFields(body, result.data, "body").map((path) => `${path} is not in the declared schema`);
}

export async function contractProblems(method: string, url: string, response: Response): Promise<string[]> {
  if (method === "OPTIONS") return [];
  const { pathname } = new URL(url);
  const route = routeFor(method, pathname);
  // An event stream never ends: its status and headers are the contract (the events have their own tests).
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) return route ? [] : [`${method} ${pathname} streams but no route declares it`];
  const text = await response.clone().text();
  const status = response.status;
  const parseJson = () => {
    try {
      return { ok: true as const, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false as const };
    }
  };
  if (!route) {
    // No declared route: only the API's own refusals (unknown path, wrong method) may answer.
    if (status < 400) return [`${method} ${pathname} answered ${status} but no route declares it`];
    const json = parseJson();
    return json.ok ? bodyProblems(ErrorBodySchema, json.value) : [`${method} ${pathname} answered ${status} without the error body`];
  }
  const where = `${route.operationId} (${method} ${pathname}) ${status}`;
  if (!declaredStatuses(route).includes(status)) return [`${where}: status not declared (declared: ${declaredStatuses(route).join(", ")})`];
  const own = (route.responses as Record<number, ResponseDeclaration | undefined>)[status];
  if (status === 304 || (own && !own.schema)) {
    const isJson = response.headers.get("content-type")?.includes("application/json");
    return own?.schema === undefined && isJson && text !== "" ? [`${where}: a JSON body where none is declared`] : [];
  }
  if (method === "HEAD") return [];
  const json = parseJson();
  if (!json.ok) return [`${where}: the body is not JSON`];
  if (own?.schema) return bodyProblems(own.schema, json.value).map((problem) => `${where}: ${problem}`);
  const problems = bodyProblems(ErrorBodySchema, json.value);
  const code = (json.value as { error?: { code?: string } }).error?.code;
  if (code && !errorCodesOf(status).includes(code as never)) problems.push(`error code ${code} does not go with ${status}`);
  return problems.map((problem) => `${where}: ${problem}`);
}

/**
 * `app.request` for tests that send their own headers (another site's script, no cookies), with the
 * same contract check as the browser-like client.
 */
export async function checkedRequest(
  app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const response = await app.request(path, init);
  await assertContract(init.method ?? "GET", new URL(path, "http://localhost").href, response);
  return response;
}

/** Fails the test that received an answer breaking the contract, naming every problem. */
export async function assertContract(method: string, url: string, response: Response): Promise<void> {
  const problems = await contractProblems(method, url, response);
  if (problems.length > 0) throw new Error(`The answer breaks the API contract (docs/decisions/014-api-contract.md):\n${problems.join("\n")}`);
}
