import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";

import type { AppEnv } from "../context";
import type { RouteContract, RouteDeclaration } from "./route-declaration";

type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** `/api/v2/projects/{id}/project_like` under `/api/v2` → Hono's `/projects/:id/project_like`. */
export function routerPath(route: Pick<RouteDeclaration, "path" | "pathPatterns">, mountedAt: string): string {
  if (!route.path.startsWith(mountedAt)) throw new Error(`${route.path} is not under ${mountedAt}`);
  const relative = route.path.slice(mountedAt.length) || "/";
  return relative.replace(/\{(\w+)\}/g, (_, name: string) => {
    const pattern = route.pathPatterns?.[name];
    return pattern ? `:${name}{${pattern}}` : `:${name}`;
  });
}

/**
 * The server side of a contract: a Hono app with one handler per declared route, registered in the
 * contract's order. The type demands a handler for every route, so none is declared but missing.
 */
export function serveContract<C extends RouteContract>(contract: C, handlers: { [K in keyof C]: Handler }, mountedAt = "/api/v2") {
  const app = new Hono<AppEnv>();
  for (const [name, route] of Object.entries(contract)) app.on(route.method.toUpperCase(), routerPath(route, mountedAt), handlers[name]!);
  return app;
}

type Responses<R extends RouteDeclaration> = R["responses"];
type StatusWithBody<R extends RouteDeclaration> = { [S in keyof Responses<R>]: Responses<R>[S] extends { schema: z.ZodType } ? S : never }[keyof Responses<R>];
type BodyOf<R extends RouteDeclaration, S> = S extends keyof Responses<R> ? (Responses<R>[S] extends { schema: infer Z extends z.ZodType } ? z.input<Z> : never) : never;

/** A JSON answer the compiler checks against the route's declared schema for that status. */
export function reply<R extends RouteDeclaration, S extends StatusWithBody<R> & (200 | 201 | 202)>(
  c: Context<AppEnv>,
  _route: R,
  status: S,
  body: BodyOf<R, S>,
): Response {
  return c.json(body as object, status);
}
