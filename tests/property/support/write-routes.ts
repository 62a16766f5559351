import type { ApiApp } from "@/server/api-app";

/** The methods that change something: every route with one of them must belong to a family (issue 19). */
const WRITE_METHODS = ["post", "put", "patch", "delete"] as const;

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

/**
 * "METHOD /path/{param}" of every write route, read from the OpenAPI document the app serves
 * (`/api/openapi.json`, built from the route declarations), so a new route cannot be forgotten.
 */
export async function writeRoutesOfDocument(app: ApiApp): Promise<string[]> {
  const response = await app.request("/api/openapi.json");
  if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    WRITE_METHODS.filter((method) => method in operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** A route as the authorization rows name it ("POST /x/:id{[0-9]+}") in the document's form ("POST /x/{id}"). */
export function documentRouteOf(honoRoute: string): string {
  return honoRoute.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) => `{${name}}`);
}

/** Positions of the document route's `{param}` segments in its path. */
export function parameterSegments(documentRoute: string): number[] {
  const path = documentRoute.split(" ")[1]!;
  return path
    .split("/")
    .map((segment, i) => (segment.startsWith("{") ? i : -1))
    .filter((i) => i >= 0);
}
