import { PROJECT_FORM_MAX_BYTES, ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, pathIdOr404 } from "@/platform/validation";

import { PROJECT_REQUESTS_API } from "./project-requests.contract";
import {
  getProjectRequest,
  PROJECT_REQUEST_NOT_FOUND,
  requesterOrThrow,
  resubmitProjectRequestForActor,
  submitProjectRequest,
  withdrawProjectRequest,
} from "./project-requests.service";

export const projectRequestRoutes = serveContract(PROJECT_REQUESTS_API, {
  // POST /api/v2/project_requests – a free plan's request, 申請中, for the current corporation
  submit: async (c) => {
    requesterOrThrow(c.var.actor);
    const form = await parseJsonBody(c, ProjectFormSchema, { maxBytes: PROJECT_FORM_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, PROJECT_REQUESTS_API.submit, 201, { projectRequest: await submitProjectRequest(db, c.var.actor, form, now()) });
  },
  // GET /api/v2/project_requests/{id} – one of the current corporation's requests; anyone else's is 404
  get: async (c) => {
    const id = pathIdOr404(c.req.param("id"), PROJECT_REQUEST_NOT_FOUND);
    return reply(c, PROJECT_REQUESTS_API.get, 200, { projectRequest: await getProjectRequest(c.var.deps.db, c.var.actor, id) });
  },
  // PUT /api/v2/project_requests/{id} – edit a 申請中 / 差し戻し request and submit it again
  resubmit: async (c) => {
    requesterOrThrow(c.var.actor);
    const id = pathIdOr404(c.req.param("id"), PROJECT_REQUEST_NOT_FOUND);
    const form = await parseJsonBody(c, ProjectFormSchema, { maxBytes: PROJECT_FORM_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, PROJECT_REQUESTS_API.resubmit, 200, { projectRequest: await resubmitProjectRequestForActor(db, c.var.actor, id, form, now()) });
  },
  // DELETE /api/v2/project_requests/{id} – withdraw a request nobody is reviewing
  withdraw: async (c) => {
    const id = pathIdOr404(c.req.param("id"), PROJECT_REQUEST_NOT_FOUND);
    await withdrawProjectRequest(c.var.deps.db, c.var.actor, id);
    return c.body(null, 204);
  },
});
