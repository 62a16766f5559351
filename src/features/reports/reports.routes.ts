import { requireActor } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody } from "@/platform/validation";

import { REPORTS_API } from "./reports.contract";
import { CreateReportBodySchema } from "./reports.schemas";
import { createReport } from "./reports.service";

export const reportRoutes = serveContract(REPORTS_API, {
  // POST /api/v2/reports – 「通報する」: 201 received, 200 when this person had already reported it
  create: async (c) => {
    const actor = requireActor(c);
    const body = await parseJsonBody(c, CreateReportBodySchema);
    const receipt = await createReport(c.var.deps.db, actor, body, c.var.deps.now());
    return receipt.isNew ? reply(c, REPORTS_API.create, 201, receipt) : reply(c, REPORTS_API.create, 200, receipt);
  },
});
