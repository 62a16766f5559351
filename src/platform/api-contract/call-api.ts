import type { z } from "zod";

import { apiRequest, type ApiResult } from "@/lib/http-client";

import type { Endpoint } from "./endpoint";
import type { RouteDeclaration } from "./route-declaration";

type Request<R extends RouteDeclaration> = NonNullable<R["request"]>;
type ParamsOf<R extends RouteDeclaration> =
  Request<R> extends { params: z.ZodObject } ? { params: Record<keyof z.input<Request<R>["params"]>, string | number> } : { params?: never };
/** A file upload's body is the file (a `File` from an input, or any Blob); every other body is JSON. */
type BodyOf<R extends RouteDeclaration> =
  Request<R> extends { binaryBody: object } ? { body: Blob } : Request<R> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never };
/** The query as the address bar holds it (`search_project[free_word]=…&page=2`), or as pairs. */
type QueryOf<R extends RouteDeclaration> = Request<R> extends { query: z.ZodObject } ? { query?: string | URLSearchParams } : { query?: never };

export type CallInput<R extends RouteDeclaration> = ParamsOf<R> & BodyOf<R> & QueryOf<R>;

/** What a successful call answers: the declared body of its 200, 201 or 202 (undefined for 204). */
export type SuccessBody<R extends RouteDeclaration> = R["responses"] extends infer Rs
  ? {
      [S in keyof Rs]: S extends 200 | 201 | 202 ? (Rs[S] extends { schema: infer Z extends z.ZodType } ? z.output<Z> : undefined) : S extends 204 ? undefined : never;
    }[keyof Rs]
  : never;

/** The path of one call: each `{name}` replaced by its encoded value, then the query. */
export function pathOf(route: Pick<RouteDeclaration, "path">, params: Record<string, string | number> = {}, query?: string | URLSearchParams): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = query === undefined ? "" : String(query);
  return search === "" ? path : `${path}?${search}`;
}

/**
 * The browser's typed API client: a route's endpoint (the feature's *.endpoints.ts) and its input in,
 * the declared answer out — body, parameters and answer typed from the route's declaration. No
 * component writes a URL or an answer type of its own.
 */
export function callApi<R extends RouteDeclaration>(
  endpoint: Endpoint<R>,
  ...[input]: Partial<CallInput<R>> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<ApiResult<SuccessBody<R>>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: string | URLSearchParams; body?: unknown };
  return apiRequest<SuccessBody<R>>(endpoint.method.toUpperCase(), pathOf(endpoint, params, query), body);
}
