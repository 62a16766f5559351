import { requireAdmin, requireConfirmedOperator } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { CONSOLE_CORPORATIONS_API as API } from "./console-corporations.contract";
import { ConsoleCorporationQuerySchema, ContractBodySchema } from "./console-corporations.schemas";
import { changeContract, readConsoleCorporation, readConsoleCorporations } from "./console-corporations.service";

const NOT_FOUND = "企業が見つかりませんでした。";

export const consoleCorporationRoutes = serveContract(API, {
  // GET /api/v2/admin/corporations – 企業の一覧
  list: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(ConsoleCorporationQuerySchema, c.req.query());
    return reply(c, API.list, 200, await readConsoleCorporations(c.var.deps.db, operator, query));
  },
  // GET /api/v2/admin/corporations/{id} – one corporation
  get: async (c) => {
    const operator = requireAdmin(c);
    return reply(c, API.get, 200, await readConsoleCorporation(c.var.deps.db, operator, pathIdOr404(c.req.param("id"), NOT_FOUND)));
  },
  // PUT /api/v2/admin/corporations/{id}/contract – 契約・請求
  changeContract: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = pathIdOr404(c.req.param("id"), NOT_FOUND);
    const body = await parseJsonBody(c, ContractBodySchema);
    const { db, now, siteOrigin } = c.var.deps;
    return reply(c, API.changeContract, 200, await changeContract(db, operator, id, body, { now: now(), siteOrigin }));
  },
});
