import { getCurrentUserOrThrow } from "@/features/users/me.service";
import { requireActor } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseWith } from "@/platform/validation";

import { CURRENT_CORPORATION_API, CurrentCorporationParamsSchema } from "./current-corporation.contract";
import { switchCurrentCorporation } from "./current-corporation.service";

export const currentCorporationRoutes = serveContract(CURRENT_CORPORATION_API, {
  // PATCH /api/v2/current_corporations/:id – switch the orderer's current corporation; answers /me (spec S-BAR-16)
  switch: async (c) => {
    const actor = requireActor(c);
    const { id } = parseWith(CurrentCorporationParamsSchema, { id: c.req.param("id") });
    const { db, now } = c.var.deps;
    const at = now();
    const switched = await switchCurrentCorporation(db, actor, id, at);
    return reply(c, CURRENT_CORPORATION_API.switch, 200, await getCurrentUserOrThrow(db, switched, at));
  },
});
