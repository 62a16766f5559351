import { PROJECT_FORM_MAX_BYTES } from "@/features/project-posting/project-form.schemas";
import { requireAdmin, requireConfirmedOperator } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { CONSOLE_PROJECTS_API as API } from "./console-projects.contract";
import { CloseProjectBodySchema, ConsoleProjectQuerySchema, EditProjectBodySchema } from "./console-projects.schemas";
import { closeConsoleProject, editConsoleProject, readConsoleProjects } from "./console-projects.service";

const NOT_FOUND = "案件が見つかりませんでした。";

export const consoleProjectRoutes = serveContract(API, {
  // GET /api/v2/admin/projects – 案件の一覧・検索
  list: async (c) => {
    const operator = requireAdmin(c);
    const query = parseWith(ConsoleProjectQuerySchema, c.req.query());
    return reply(c, API.list, 200, await readConsoleProjects(c.var.deps.db, operator, query));
  },
  // POST /api/v2/admin/projects/{id}/closure – 掲載を終了する
  close: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = pathIdOr404(c.req.param("id"), NOT_FOUND);
    const { note } = await parseJsonBody(c, CloseProjectBodySchema);
    return reply(c, API.close, 200, await closeConsoleProject(c.var.deps.db, operator, id, note, c.var.deps.now()));
  },
  // PUT /api/v2/admin/projects/{id} – 編集
  edit: async (c) => {
    const operator = requireConfirmedOperator(c);
    const id = pathIdOr404(c.req.param("id"), NOT_FOUND);
    const { form, note } = await parseJsonBody(c, EditProjectBodySchema, { maxBytes: PROJECT_FORM_MAX_BYTES });
    return reply(c, API.edit, 200, await editConsoleProject(c.var.deps.db, operator, id, form, note, c.var.deps.now()));
  },
});
