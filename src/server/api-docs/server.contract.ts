import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

/** Routes of the HTTP app itself: health, the page header's logout, and this API's own documentation. */
export const SERVER_API = {
  health: defineRoute({
    operationId: "getHealth",
    method: "get",
    path: "/healthz",
    summary: "Whether every dependency answers",
    tags: ["Operations"],
    access: "public",
    responses: {
      200: { description: "Healthy.", schema: z.object({ status: z.literal("ok"), database: z.literal("ok") }) },
      503: {
        description: "A dependency does not answer (`Retry-After` says when to ask again).",
        schema: z.object({ status: z.literal("error"), database: z.literal("unreachable") }),
      },
    },
    errors: [],
  }),
  logOut: defineRoute({
    operationId: "logOutFromPage",
    method: "delete",
    path: "/logout",
    summary: "Log out from a page (spec S-BAR-17)",
    description:
      "Also `POST /logout` with the form body `_method=delete`. A script (`X-Requested-With`) gets JSON and redirects itself; a plain form gets 303 to the top page.",
    tags: ["Accounts"],
    access: "site",
    responses: {
      200: { description: "Logged out (a script's call).", schema: z.object({ redirectTo: z.string().describe("The top page.") }) },
      303: { description: "Logged out (a plain form): to the top page." },
    },
    errors: [405],
  }),
  logOutByForm: defineRoute({
    operationId: "logOutFromPlainForm",
    method: "post",
    path: "/logout",
    summary: "Log out from a page without JavaScript",
    description: "The form body `_method=delete` (and `_csrf`); anything else answers 405. Same answers as `DELETE /logout`.",
    tags: ["Accounts"],
    access: "site",
    responses: {
      200: { description: "Logged out (a script's call).", schema: z.object({ redirectTo: z.string() }) },
      303: { description: "Logged out (a plain form): to the top page." },
    },
    errors: [405],
  }),
  openApiDocument: defineRoute({
    operationId: "getOpenApiDocument",
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    tags: ["Documentation"],
    access: "public",
    responses: { 200: { description: "OpenAPI 3.1.", schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } },
    errors: [],
  }),
  referencePage: defineRoute({
    operationId: "getApiReferencePage",
    method: "get",
    path: "/api/docs",
    summary: "The API reference, where the public routes can be tried",
    tags: ["Documentation"],
    access: "public",
    responses: { 200: { description: "An HTML page." } },
    errors: [],
  }),
  referenceAsset: defineRoute({
    operationId: "getApiReferenceAsset",
    method: "get",
    path: "/api/docs/assets/{file}",
    summary: "A script or style sheet of the reference page",
    tags: ["Documentation"],
    access: "public",
    request: { params: z.object({ file: z.string().describe("swagger-ui.css, swagger-ui-bundle.js or reference-page.js") }) },
    responses: { 200: { description: "JavaScript or CSS." } },
    errors: [404],
  }),
};
