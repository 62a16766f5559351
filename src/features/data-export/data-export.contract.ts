import { defineRoute } from "@/platform/api-contract/route-declaration";

import { DataExportCreatedSchema, DataExportDocumentSchema, DataExportIdParamsSchema, DataExportListSchema } from "./data-export.schemas";

const TAGS = ["Current user"] as const;

/** データのダウンロード (/mypage/config/export): the account's data as JSON (APPI 開示請求, decision 017). */
export const DATA_EXPORT_API = {
  list: defineRoute({
    operationId: "listMyDataExports",
    method: "get",
    path: "/api/v2/me/data_exports",
    summary: "The account's data exports",
    description: "Pending, ready and failed exports, newest first; expired ones are gone.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "The exports.", schema: DataExportListSchema } },
    errors: [],
  }),
  request: defineRoute({
    operationId: "requestMyDataExport",
    method: "post",
    path: "/api/v2/me/data_exports",
    summary: "Prepare a data export",
    description: "Queues the export; a mail says when it is ready. One pending export at a time (409), three a day (429).",
    tags: TAGS,
    access: "member",
    responses: { 201: { description: "Queued.", schema: DataExportCreatedSchema } },
    errors: [409, 429],
  }),
  download: defineRoute({
    operationId: "downloadMyDataExport",
    method: "get",
    path: "/api/v2/me/data_exports/{id}/download",
    pathPatterns: { id: "[0-9]+" },
    summary: "Download a ready export",
    description: "The JSON document as an attachment (kakehashi-data-YYYYMMDD.json). Only its owner may; anyone else's id, a pending or an expired export answer 404.",
    tags: TAGS,
    access: "member",
    request: { params: DataExportIdParamsSchema },
    responses: {
      200: {
        description: "The document.",
        schema: DataExportDocumentSchema,
        headers: { "Content-Disposition": 'attachment; filename="kakehashi-data-YYYYMMDD.json"' },
      },
    },
    errors: [404],
  }),
};
