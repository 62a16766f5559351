import { z } from "zod";

import { declaredStatuses } from "./contract-statuses";
import { ErrorBodySchema, errorCodesOf } from "./error-body.schema";
import type { RouteDeclaration } from "./route-declaration";

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  304: "Not modified: the `If-None-Match` ETag still matches (no body).",
  400: "The body is not JSON, or the request is malformed.",
  401: "Not signed in (no live session).",
  403: "Not allowed: a missing or wrong `X-CSRF-Token`, a foreign `Origin`, or a role that may not do this.",
  404: "Not found, or not yours to see.",
  405: "This method is not answered here.",
  409: "Conflicts with the current state.",
  413: "The body is too large (JSON over 100 kB; any body over 1 MiB is refused before it is read).",
  415: "The body is not `application/json`.",
  422: "A field is refused; `issues` names each one.",
  429: "Too many requests: wait `Retry-After` seconds.",
  500: "A bug on our side; logged with the request id.",
  503: "The database is unreachable: retry after `Retry-After` seconds.",
};

/**
 * Converts Zod schemas into the document's JSON Schemas (OpenAPI 3.1 is JSON Schema 2020-12). A schema
 * with a `meta({ id })` becomes one entry under components.schemas that every use refers to.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  toJsonSchema(schema: z.ZodType): JsonSchema {
    // "input": a response object may gain fields within v2 (docs/api.md), so objects stay open.
    const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = converted;
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) this.components[id] = this.relink(definition);
    const id = z.globalRegistry.get(schema)?.id;
    if (id) {
      // Zod puts a root with an id among its own $defs and answers a reference to it; else it is the root.
      if (!($defs && id in ($defs as object))) this.components[id] = this.relink(rest);
      return { $ref: `#/components/schemas/${id}` };
    }
    return this.relink(rest);
  }

  private relink(schema: JsonSchema): JsonSchema {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  }
}

function parametersOf(route: RouteDeclaration, schemas: SchemaCollector) {
  const parameters: JsonSchema[] = [];
  for (const location of ["path", "query"] as const) {
    const object = location === "path" ? route.request?.params : route.request?.query;
    if (!object) continue;
    for (const [name, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
      const schema = schemas.toJsonSchema(field);
      const { description, ...rest } = schema;
      parameters.push({ name, in: location, required: location === "path" || !field.safeParse(undefined).success, description, schema: rest });
    }
  }
  return parameters;
}

function headersOf(headers: Record<string, string>) {
  return Object.fromEntries(Object.entries(headers).map(([name, text]) => [name, { description: text, schema: { type: "string" } }]));
}

function responsesOf(route: RouteDeclaration, schemas: SchemaCollector) {
  const responses: Record<string, JsonSchema> = {};
  const declared = route.responses as Record<number, RouteDeclaration["responses"][200]>;
  for (const status of declaredStatuses(route)) {
    const own = declared[status];
    if (own) {
      responses[status] = {
        description: own.description,
        ...(own.headers && { headers: headersOf(own.headers) }),
        ...(own.schema && { content: { "application/json": { schema: schemas.toJsonSchema(own.schema) } } }),
      };
    } else if (status === 304) {
      responses[status] = { description: STATUS_TEXT[304] };
    } else {
      const codes = errorCodesOf(status)
        .map((code) => `\`${code}\``)
        .join(", ");
      responses[status] = {
        description: `${STATUS_TEXT[status] ?? "Error."} Codes: ${codes}.`,
        ...((status === 429 || status === 503) && { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } }),
        content: { "application/json": { schema: schemas.toJsonSchema(ErrorBodySchema) } },
      };
    }
  }
  return responses;
}

export type OpenApiInfo = { title: string; version: string; description: string; serverUrl: string; sessionCookieName: string };

/** The OpenAPI 3.1 document of every declared route (served at /api/openapi.json). */
export function buildOpenApiDocument(routes: readonly RouteDeclaration[], info: OpenApiInfo) {
  const schemas = new SchemaCollector();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const body = route.request?.body;
    const binaryBody = route.request?.binaryBody;
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description && { description: route.description }),
      tags: [...route.tags],
      "x-access": route.access,
      security: route.access === "member" || route.access === "operator" ? [{ session: [] }] : [],
      parameters: parametersOf(route, schemas),
      ...(body && { requestBody: { required: true, content: { "application/json": { schema: schemas.toJsonSchema(body) } } } }),
      ...(binaryBody && {
        requestBody: {
          required: true,
          description: binaryBody.description,
          content: Object.fromEntries(binaryBody.mediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
        },
      }),
      responses: responsesOf(route, schemas),
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: info.sessionCookieName, description: "The session cookie set by POST /api/v2/sessions (same origin only)." },
      },
    },
  };
}
