import type { RouteDeclaration } from "./route-declaration";

/**
 * Error statuses a route answers because of where it sits, not what it does, so that no declaration
 * has to repeat them: the listed reasons are the middleware's (src/server/api-app.ts).
 */
export function sharedErrorStatuses(route: Pick<RouteDeclaration, "method" | "path" | "access" | "request">): number[] {
  const statuses = new Set<number>([500, 503]);
  const isRead = route.method === "get";
  // Anonymous reads are limited per IP (anonymous-read-limit.ts); state changes need the CSRF token and our origin.
  if (isRead && route.path.startsWith("/api/v2/")) statuses.add(429);
  if (!isRead) statuses.add(403);
  if (route.access === "member") statuses.add(401);
  // The console is nobody else's to know of: 404, never 401 or 403 (decision 030).
  if (route.access === "operator") statuses.add(404);
  // A JSON body: not JSON (400), too large (413), another media type (415), a field refused (422).
  if (route.request?.body) for (const status of [400, 413, 415, 422]) statuses.add(status);
  // A file: too large (413), not a file of the accepted kinds (422).
  if (route.request?.binaryBody) for (const status of [413, 422]) statuses.add(status);
  return [...statuses];
}

/** Every status a route may answer: its own successes and errors, and the shared ones. */
export function declaredStatuses(route: RouteDeclaration): number[] {
  const statuses = new Set<number>([...Object.keys(route.responses).map(Number), ...route.errors, ...sharedErrorStatuses(route)]);
  // A public read carries an ETag: a matching If-None-Match answers 304 without a body.
  if (route.access === "public" && route.method === "get") statuses.add(304);
  return [...statuses].sort((a, b) => a - b);
}
