import type { ApiApp } from "@/server/api-app";

import type { BrowserLikeClient } from "./api-client";
import type { AuthorizationWorld } from "./authorization-roles";
import type { MatchingRole, Role, StatusByMatchingRole, StatusByRole } from "./roles";

export { tableRowName as rowName } from "./roles";

/** What one cell sends. `body` goes as JSON; `form` as a urlencoded body (plain HTML forms). */
export type TableRequest = {
  method: string;
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  /** A file as the body (uploads), sent with its own Content-Type header. */
  bytes?: Uint8Array;
  /** Merged over the client's headers; "" removes one (e.g. `x-requested-with` for a plain form). */
  headers?: Record<string, string>;
};

/**
 * One row of the API authorization table: a route as the Hono app registers it ("METHOD /path",
 * method ALL for app.all), the request that exercises it, and the status each role must get.
 * `request` gets the role too, for bodies that must differ per caller (their own e-mail, say): the
 * six requests of a row share one world, so none may depend on another role's effects.
 */
export type AuthorizationRow = {
  /** The spec checklist id the route serves (shared/spec/CHECKLIST.md), when there is one. */
  spec?: string;
  route: string;
  /** Tells rows of the same route apart in test names, e.g. "a project of corporation A". */
  case?: string;
  request: (world: AuthorizationWorld, role: Role | MatchingRole) => TableRequest;
  expect: StatusByRole;
  /** The two more callers of issue 15's matrix (pro B, a plain member of A); required on its rows. */
  matching?: StatusByMatchingRole;
};

/**
 * "METHOD /path" of every route the app registers, once each. Middleware (`app.use`, registered as
 * ALL on a path ending in `*`) is not a route; several handlers on one route count once.
 */
export function registeredRoutes(app: ApiApp): string[] {
  const keys = app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

/**
 * Whether a concrete request is one the route handles (`:param` matches one path segment,
 * `:param{[0-9]+}` what its pattern matches, as Hono reads it).
 */
export function requestMatchesRoute(route: string, request: TableRequest): boolean {
  const [method, pattern] = route.split(" ") as [string, string];
  const path = request.path.split("?")[0]!;
  const regex = new RegExp(`^${pattern.replace(/:[A-Za-z]+(?:\{([^}]+)\})?/g, (_, custom?: string) => (custom ? `(?:${custom})` : "[^/]+"))}$`);
  return (method === "ALL" || method === request.method) && regex.test(path);
}

/**
 * Answers that say the row's request was malformed or throttled rather than (un)authorized: a row
 * that gets one must send a valid request, or its status proves nothing about authorization.
 */
export const REQUEST_ERROR_CODES = new Set([
  "bad_request",
  "invalid_json",
  "csrf_token_invalid",
  "origin_not_allowed",
  "invalid_credentials",
  "payload_too_large",
  "unsupported_media_type",
  "validation_failed",
  "rate_limited",
]);

export type CellAnswer = { status: number; code: string | undefined };

export async function sendTableRequest(client: BrowserLikeClient, request: TableRequest): Promise<CellAnswer> {
  const response = await client.request(request.method, request.path, {
    json: request.body,
    body: request.form ? new URLSearchParams(request.form).toString() : request.bytes,
    headers: {
      ...(request.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...request.headers,
    },
  });
  // An event stream (already closed by the client) has no error body to read.
  const text = response.headers.get("content-type")?.startsWith("text/event-stream") ? "" : await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}
