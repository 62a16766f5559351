import type { z } from "zod";

import type { ErrorStatus } from "./error-body.schema";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route, as the document tells a developer:
 * - `public`: anyone, from any origin, without credentials (the public reads under /api/v2/top);
 * - `site`: anyone, but only from our own pages (CSRF token and same origin for state changes);
 * - `member`: a signed-in user (the session cookie); 401 otherwise;
 * - `operator`: the operator console (issue 18, decision 030): 404 to anyone who is not an operator,
 *   visitors included; a state change also needs a password typed within 15 minutes (403).
 */
export type RouteAccess = "public" | "site" | "member" | "operator";

export type ResponseDeclaration = {
  description: string;
  /** The JSON body; absent for an answer without one (204, 304, a redirect). */
  schema?: z.ZodType;
  headers?: Record<string, string>;
};

/**
 * One API route as the contract states it (docs/decisions/014-api-contract.md): the OpenAPI document,
 * the server's routing, the browser's typed client and the contract test all read this one object.
 * Request schemas document the input; the handler still validates it (parseWith, the search parser),
 * so a declaration never changes what a route accepts.
 */
export type RouteDeclaration = {
  operationId: string;
  method: HttpMethod;
  /** The full path, OpenAPI style: `/api/v2/projects/{id}/project_like`. */
  path: `/${string}`;
  /** A path parameter's pattern in the router, when the path must not match anything else. */
  pathPatterns?: Record<string, string>;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: RouteAccess;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: z.ZodType;
    /** A body that is a file itself, not JSON (uploads, decision 021): the media types it may be sent as. */
    binaryBody?: { mediaTypes: readonly string[]; description: string };
  };
  /** Successes, and an error status whose body is not the error body (the health check's 503). */
  responses: Partial<Record<200 | 201 | 204 | 303 | 304 | 503, ResponseDeclaration>>;
  /** The error statuses this route answers on its own; those every route shares are added (contract-statuses.ts). */
  errors: readonly ErrorStatus[];
};

/** Declares a route; `const` keeps every literal (method, path, statuses) for the typed client. */
export function defineRoute<const R extends RouteDeclaration>(route: R): R {
  return route;
}

/** A feature's routes, by name; the server implements each one, in this order. */
export type RouteContract = Record<string, RouteDeclaration>;
