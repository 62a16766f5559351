import { requirePro } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith, pathIdOr404 } from "@/platform/validation";

import { EMPLOYER_SHIELDS_API } from "./employer-shields.contract";
import { AddEmployerShieldBodySchema, CorporationCandidatesQuerySchema } from "./employer-shields.schemas";
import { addEmployerShield, findCorporationCandidates, listEmployerShields, removeEmployerShield, SHIELD_NOT_FOUND_MESSAGE } from "./employer-shields.service";

const PRO_ONLY = "勤務先ブロックはプロのアカウントだけが設定できます。";

export const employerShieldRoutes = serveContract(EMPLOYER_SHIELDS_API, {
  // GET /api/v2/me/employer_shields – the pro's shields
  list: async (c) => {
    const pro = requirePro(c, PRO_ONLY);
    return reply(c, EMPLOYER_SHIELDS_API.list, 200, await listEmployerShields(c.var.deps.db, pro));
  },
  // GET /api/v2/me/employer_shields/corporation_candidates?q= – corporations by name for the picker
  candidates: async (c) => {
    requirePro(c, PRO_ONLY);
    const { q } = parseWith(CorporationCandidatesQuerySchema, c.req.query());
    return reply(c, EMPLOYER_SHIELDS_API.candidates, 200, await findCorporationCandidates(c.var.deps.db, q));
  },
  // POST /api/v2/me/employer_shields – shield a corporation or an e-mail domain
  add: async (c) => {
    const pro = requirePro(c, PRO_ONLY);
    const body = await parseJsonBody(c, AddEmployerShieldBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, EMPLOYER_SHIELDS_API.add, 201, await addEmployerShield(db, pro, body, now()));
  },
  // DELETE /api/v2/me/employer_shields/{id} – remove one (another pro's id is 404)
  remove: async (c) => {
    const pro = requirePro(c, PRO_ONLY);
    // An id the integer column cannot hold (2147483648) is no shield of anyone's: 404 before the query, not a 500.
    const id = pathIdOr404(c.req.param("id"), SHIELD_NOT_FOUND_MESSAGE);
    return reply(c, EMPLOYER_SHIELDS_API.remove, 200, await removeEmployerShield(c.var.deps.db, pro, id));
  },
});
