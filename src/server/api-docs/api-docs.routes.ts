import { serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";

import { openApiDocumentFor } from "./openapi";
import { REFERENCE_PAGE_HTML, REFERENCE_PAGE_POLICY, referenceAsset } from "./reference-page";
import { SERVER_API } from "./server.contract";

const { openApiDocument, referencePage, referenceAsset: assetRoute } = SERVER_API;

/** /api/openapi.json and the reference page at /api/docs (decision 014). */
export const apiDocsRoutes = serveContract(
  { openApiDocument, referencePage, referenceAsset: assetRoute },
  {
    openApiDocument: (c) => {
      // Other tools read it too (code generators, a reference page elsewhere): any origin, no credentials.
      c.header("Access-Control-Allow-Origin", "*");
      return c.json(openApiDocumentFor(c.var.deps.siteOrigin));
    },
    referencePage: (c) => {
      c.header("Content-Security-Policy", REFERENCE_PAGE_POLICY);
      c.header("Cache-Control", "public, max-age=300");
      return c.html(REFERENCE_PAGE_HTML);
    },
    referenceAsset: async (c) => {
      const asset = referenceAsset(c.req.param("file") ?? "");
      if (!asset) throw new AppError("not_found");
      c.header("Content-Type", asset.type);
      // The files change only with a deploy.
      c.header("Cache-Control", "public, max-age=3600");
      const body = await asset.body;
      return typeof body === "string" ? c.body(body) : c.body(new Uint8Array(body));
    },
  },
  "/api",
);
