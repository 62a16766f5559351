import { requireActor } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseWith } from "@/platform/validation";

import { DATA_EXPORT_API } from "./data-export.contract";
import { DataExportIdParamsSchema } from "./data-export.schemas";
import { getDataExportDownload, listDataExports, requestDataExport } from "./data-export.service";

export const dataExportRoutes = serveContract(DATA_EXPORT_API, {
  // GET /api/v2/me/data_exports – the account's exports (pending, ready, failed; expired ones are gone)
  list: async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    return reply(c, DATA_EXPORT_API.list, 200, { dataExports: await listDataExports(db, actor, now()) });
  },
  // POST /api/v2/me/data_exports – queues an export (one pending at a time, three a day)
  request: async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    return reply(c, DATA_EXPORT_API.request, 201, { dataExport: await requestDataExport(db, actor, now()) });
  },
  // GET /api/v2/me/data_exports/{id}/download – the owner's ready export as a JSON attachment
  download: async (c) => {
    const actor = requireActor(c);
    const { id } = parseWith(DataExportIdParamsSchema, { id: c.req.param("id") });
    const { db, now } = c.var.deps;
    const { content, fileName } = await getDataExportDownload(db, actor, id, now());
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(content, 200, { "Content-Type": "application/json; charset=utf-8" });
  },
});
