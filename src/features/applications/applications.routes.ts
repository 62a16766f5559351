import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { APPLICATIONS_API } from "./applications.contract";
import { ApplyBodySchema, ProApplicationsQuerySchema, WithdrawBodySchema } from "./applications.schemas";
import { APPLICATION_NOT_FOUND, applyToProject, getApplyFormContext, listMyApplications, PROJECT_NOT_FOUND, withdrawApplication } from "./applications.service";

/** A message of 2,000 characters in UTF-8 with the other fields, and room to spare. */
const APPLY_MAX_BYTES = 32_000;

export const applicationRoutes = serveContract(APPLICATIONS_API, {
  // GET /api/v2/projects/{id}/application_form – the form's project, refusal and defaults
  form: async (c) => {
    const projectId = pathIdOr404(c.req.param("id"), PROJECT_NOT_FOUND);
    const { db, now } = c.var.deps;
    return reply(c, APPLICATIONS_API.form, 200, await getApplyFormContext(db, c.var.actor, projectId, now()));
  },
  // POST /api/v2/projects/{id}/applications – apply; the conversation opens with the message
  apply: async (c) => {
    const projectId = pathIdOr404(c.req.param("id"), PROJECT_NOT_FOUND);
    // Shape and size first (the contract's schema); the service checks again with the project's rate unit.
    const body = await parseJsonBody(c, ApplyBodySchema, { maxBytes: APPLY_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, APPLICATIONS_API.apply, 201, await applyToProject(db, c.var.actor, projectId, body, now()));
  },
  // GET /api/v2/me/applications – the pro's list, one tab
  mine: async (c) => {
    const query = parseWith(ProApplicationsQuerySchema, { group: c.req.query("group"), page: c.req.query("page") });
    const { db, now } = c.var.deps;
    return reply(c, APPLICATIONS_API.mine, 200, await listMyApplications(db, c.var.actor, query.group, query.page, now()));
  },
  // POST /api/v2/me/applications/{id}/withdrawal – 辞退
  withdraw: async (c) => {
    const id = pathIdOr404(c.req.param("id"), APPLICATION_NOT_FOUND);
    const { reason } = await parseJsonBody(c, WithdrawBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, APPLICATIONS_API.withdraw, 200, await withdrawApplication(db, c.var.actor, id, reason === "" ? null : reason, now()));
  },
});
