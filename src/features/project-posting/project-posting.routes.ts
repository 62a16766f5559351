import type { Context } from "hono";
import { z } from "zod";

import { parsePositiveId } from "@/lib/positive-id";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { enforceAccountRateLimits, RATE_LIMITS, tooOftenMessage } from "@/platform/rate-limit";
import type { AppEnv } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { parseJsonBody, parseWith } from "@/platform/validation";

import { getMarketCheck } from "./market-check.service";
import { PROJECT_POSTING_API } from "./project-posting.contract";
import {
  closeProject,
  discardDraft,
  DRAFT_NOT_FOUND,
  duplicateProject,
  editProject,
  getDraft,
  getProjectEditor,
  PROJECT_NOT_FOUND,
  publishDraft,
  publishProject,
  reopenProject,
  replaceDraft,
  saveDraft,
} from "./project-posting.service";

/** Any JSON value: the service validates the body itself (drafts loosely, publishes with the form's schema). */
const AnyJson = z.unknown();
const body = (c: Context<AppEnv>) => parseJsonBody(c, AnyJson);
const idOf = (c: Context<AppEnv>, missing: string) => {
  const id = parsePositiveId(c.req.param("id") ?? "");
  if (id === null) throw new AppError("not_found", missing);
  return id;
};
const MarketCheckQuerySchema = z.object({
  profession_id: z.coerce.number({ message: "職種を指定してください" }).int().positive({ message: "職種を指定してください" }),
  skill_id: z.coerce.number({ message: "スキルを指定してください" }).int().positive({ message: "スキルを指定してください" }),
});

/**
 * Counts a signed-in draft save, publication, edit or copy against the account's hourly allowance
 * (issue 19) before the service writes; a visitor is left to the service's 401.
 */
async function countProjectWrite(c: Context<AppEnv>): Promise<void> {
  const userId = c.var.actor?.userId;
  if (userId === undefined) return;
  await enforceAccountRateLimits(c.var.deps.db, [RATE_LIMITS.projectWritesPerUserHour], userId, c.var.deps.now(), tooOftenMessage("案件の保存があった"));
}

export const projectPostingRoutes = serveContract(PROJECT_POSTING_API, {
  // POST /api/v2/project_drafts – a new draft of the current corporation
  saveDraft: async (c) => {
    const draft = await body(c);
    await countProjectWrite(c);
    return reply(c, PROJECT_POSTING_API.saveDraft, 201, await saveDraft(c.var.deps.db, c.var.actor, draft, c.var.deps.now()));
  },
  // GET /api/v2/project_drafts/{id}
  draft: async (c) => reply(c, PROJECT_POSTING_API.draft, 200, await getDraft(c.var.deps.db, c.var.actor, idOf(c, DRAFT_NOT_FOUND))),
  // PUT /api/v2/project_drafts/{id}
  updateDraft: async (c) => {
    const id = idOf(c, DRAFT_NOT_FOUND);
    const draft = await body(c);
    await countProjectWrite(c);
    return reply(c, PROJECT_POSTING_API.updateDraft, 200, await replaceDraft(c.var.deps.db, c.var.actor, id, draft, c.var.deps.now()));
  },
  // DELETE /api/v2/project_drafts/{id}
  deleteDraft: async (c) => {
    await discardDraft(c.var.deps.db, c.var.actor, idOf(c, DRAFT_NOT_FOUND));
    return c.body(null, 204);
  },
  // POST /api/v2/project_drafts/{id}/publish – the form as sent is published, the draft deleted, in one transaction
  publishDraft: async (c) => {
    const id = idOf(c, DRAFT_NOT_FOUND);
    const form = await body(c);
    await countProjectWrite(c);
    return reply(c, PROJECT_POSTING_API.publishDraft, 201, await publishDraft(c.var.deps.db, c.var.actor, id, form, c.var.deps.now()));
  },
  // POST /api/v2/projects – publish without a draft
  publish: async (c) => {
    const form = await body(c);
    await countProjectWrite(c);
    return reply(c, PROJECT_POSTING_API.publish, 201, await publishProject(c.var.deps.db, c.var.actor, form, c.var.deps.now()));
  },
  // GET /api/v2/projects/{id}/form – the editor's values (members of the owning corporation only)
  form: async (c) => reply(c, PROJECT_POSTING_API.form, 200, await getProjectEditor(c.var.deps.db, c.var.actor, idOf(c, PROJECT_NOT_FOUND))),
  // PUT /api/v2/projects/{id} – save a published project
  edit: async (c) => {
    const id = idOf(c, PROJECT_NOT_FOUND);
    const form = await body(c);
    await countProjectWrite(c);
    return reply(c, PROJECT_POSTING_API.edit, 200, await editProject(c.var.deps.db, c.var.actor, id, form, c.var.deps.now()));
  },
  // POST /api/v2/projects/{id}/close – 募集終了
  close: async (c) => reply(c, PROJECT_POSTING_API.close, 200, await closeProject(c.var.deps.db, c.var.actor, idOf(c, PROJECT_NOT_FOUND), c.var.deps.now())),
  // POST /api/v2/projects/{id}/reopen – 募集を再開
  reopen: async (c) => reply(c, PROJECT_POSTING_API.reopen, 200, await reopenProject(c.var.deps.db, c.var.actor, idOf(c, PROJECT_NOT_FOUND), c.var.deps.now())),
  // POST /api/v2/projects/{id}/duplicate – 複製 as a draft
  duplicate: async (c) => {
    const id = idOf(c, PROJECT_NOT_FOUND);
    await countProjectWrite(c);
    return reply(c, PROJECT_POSTING_API.duplicate, 201, await duplicateProject(c.var.deps.db, c.var.actor, id, c.var.deps.now()));
  },
  // GET /api/v2/market_check?profession_id=&skill_id= – the budget distribution beside the form's budget
  marketCheck: async (c) => {
    const query = parseWith(MarketCheckQuerySchema, { profession_id: c.req.query("profession_id"), skill_id: c.req.query("skill_id") });
    return reply(c, PROJECT_POSTING_API.marketCheck, 200, await getMarketCheck(c.var.deps.db, c.var.actor, query.profession_id, query.skill_id));
  },
});
