import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { acceptScout, declineScout, listMyScouts } from "./scout-answers.service";
import { SCOUTS_API } from "./scouts.contract";
import { AcceptScoutBodySchema, DeclineScoutBodySchema, PageQuerySchema, ScoutDraftSchema, SendScoutBodySchema, SentScoutsQuerySchema } from "./scouts.schemas";
import { checkScout, getScoutForm, listSentScouts, PRO_NOT_FOUND, SCOUT_NOT_FOUND, sendScout } from "./scouts.service";

/** A message of 2,000 characters in UTF-8 with the other fields, and room to spare. */
const SCOUT_MAX_BYTES = 32_000;

export const scoutRoutes = serveContract(SCOUTS_API, {
  // GET /api/v2/pros/{id}/scout_form – the form's pro, projects, quota and refusal
  form: async (c) => {
    const proId = pathIdOr404(c.req.param("id"), PRO_NOT_FOUND);
    const { db, now } = c.var.deps;
    return reply(c, SCOUTS_API.form, 200, await getScoutForm(db, c.var.actor, proId, now()));
  },
  // POST /api/v2/pros/{id}/scout_checks – the quality guard's warnings before sending
  check: async (c) => {
    const proId = pathIdOr404(c.req.param("id"), PRO_NOT_FOUND);
    const body = await parseJsonBody(c, ScoutDraftSchema, { maxBytes: SCOUT_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, SCOUTS_API.check, 200, await checkScout(db, c.var.actor, proId, body, now()));
  },
  // POST /api/v2/pros/{id}/scouts – send
  send: async (c) => {
    const proId = pathIdOr404(c.req.param("id"), PRO_NOT_FOUND);
    const body = await parseJsonBody(c, SendScoutBodySchema, { maxBytes: SCOUT_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, SCOUTS_API.send, 201, await sendScout(db, c.var.actor, proId, body, now()));
  },
  // GET /api/v2/current_corporation/scouts – the corporation's scouts
  sent: async (c) => {
    const query = parseWith(SentScoutsQuerySchema, { status: c.req.query("status") || undefined, page: c.req.query("page") });
    const { db, now } = c.var.deps;
    return reply(c, SCOUTS_API.sent, 200, await listSentScouts(db, c.var.actor, query.status ?? null, query.page, now()));
  },
  // GET /api/v2/me/scouts – the pro's scouts
  mine: async (c) => {
    const query = parseWith(PageQuerySchema, { page: c.req.query("page") });
    return reply(c, SCOUTS_API.mine, 200, await listMyScouts(c.var.deps.db, c.var.actor, query.page));
  },
  // POST /api/v2/me/scouts/{id}/acceptance – accept; the conversation opens
  accept: async (c) => {
    const id = pathIdOr404(c.req.param("id"), SCOUT_NOT_FOUND);
    const body = await parseJsonBody(c, AcceptScoutBodySchema, { maxBytes: SCOUT_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, SCOUTS_API.accept, 200, await acceptScout(db, c.var.actor, id, body, now()));
  },
  // POST /api/v2/me/scouts/{id}/declination – decline with a reason
  decline: async (c) => {
    const id = pathIdOr404(c.req.param("id"), SCOUT_NOT_FOUND);
    const body = await parseJsonBody(c, DeclineScoutBodySchema, { maxBytes: SCOUT_MAX_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, SCOUTS_API.decline, 200, await declineScout(db, c.var.actor, id, body, now()));
  },
});
