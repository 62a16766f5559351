import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The reference page at /api/docs: Swagger UI (swagger-ui-dist), served from our own origin because
 * no CDN may be assumed, and under a policy of its own: the API's (default-src 'none') would blank it.
 */
export const REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets inline style attributes; styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const ASSET_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** Our start-up script for the page: points Swagger UI at the document. */
const START_SCRIPT = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    tryItOutEnabled: false,
    requestInterceptor: function (request) { request.headers["X-Requested-With"] = "XMLHttpRequest"; return request; },
  });
});
`;

const ASSETS: Record<string, { type: string; load: () => Promise<string | Buffer> }> = {
  "swagger-ui.css": { type: "text/css; charset=utf-8", load: () => readFile(path.join(ASSET_DIR, "swagger-ui.css")) },
  "swagger-ui-bundle.js": { type: "text/javascript; charset=utf-8", load: () => readFile(path.join(ASSET_DIR, "swagger-ui-bundle.js")) },
  "reference-page.js": { type: "text/javascript; charset=utf-8", load: async () => START_SCRIPT },
};

const loaded = new Map<string, Promise<string | Buffer>>();

/** A script or style sheet of the page, read once per process; undefined for any other name. */
export function referenceAsset(file: string): { type: string; body: Promise<string | Buffer> } | undefined {
  const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
  if (!asset) return undefined;
  if (!loaded.has(file)) loaded.set(file, asset.load());
  return { type: asset.type, body: loaded.get(file)! };
}

export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>かけはし API リファレンス</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/reference-page.js"></script>
</body>
</html>
`;
