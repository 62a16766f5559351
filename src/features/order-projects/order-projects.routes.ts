import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { requireOrderer } from "@/platform/actor/guards";
import { parseWith } from "@/platform/validation";

import { ORDER_PROJECTS_API } from "./order-projects.contract";
import { OrderProjectsQuerySchema } from "./order-projects.schemas";
import { listOrderProjects } from "./order-projects.service";

export const orderProjectRoutes = serveContract(ORDER_PROJECTS_API, {
  // GET /api/v2/current_corporation/projects – the current corporation's projects, drafts and requests (S-BAR-9)
  list: async (c) => {
    const { actor } = requireOrderer(c);
    const query = parseWith(OrderProjectsQuerySchema, { status: c.req.query("status"), sort: c.req.query("sort"), page: c.req.query("page") });
    const { db, now } = c.var.deps;
    return reply(c, ORDER_PROJECTS_API.list, 200, await listOrderProjects(db, actor, query, now()));
  },
});
