import { buildOpenApiDocument } from "@/platform/api-contract/openapi-document";
import { sessionCookieName } from "@/platform/sessions/cookies";

import { ALL_ROUTES } from "./all-routes";

const DESCRIPTION = [
  "かけはし (Kakehashi) — the marketplace's HTTP API.",
  "",
  "- **Public reads** (`/api/v2/top/…`): any origin may read them without credentials; every answer has an ETag; a visitor's answer may be reused for a minute; anonymous reads are limited per IP address (429 with `Retry-After`).",
  '- **Member routes** need the session cookie and stay same-origin; every state-changing call sends `X-CSRF-Token` (from `GET /api/v2/csrf_token` or the page\'s `<meta name="csrf-token">`).',
  "- Every call sends `X-Requested-With: XMLHttpRequest`. Errors answer `{ error: { code, message, issues? } }` with a Japanese message.",
  "- Versioning: within v2 an answer may gain fields and an enum may gain values; nothing already answered is renamed or removed (docs/api.md).",
].join("\n");

const documents = new Map<string, ReturnType<typeof buildOpenApiDocument>>();

/** The OpenAPI document for one site origin; built once per origin, since the routes never change while running. */
export function openApiDocumentFor(siteOrigin: string) {
  let document = documents.get(siteOrigin);
  if (!document) {
    document = buildOpenApiDocument(ALL_ROUTES, {
      title: "かけはし API",
      version: "2",
      description: DESCRIPTION,
      serverUrl: siteOrigin,
      sessionCookieName: sessionCookieName(siteOrigin),
    });
    documents.set(siteOrigin, document);
  }
  return document;
}
