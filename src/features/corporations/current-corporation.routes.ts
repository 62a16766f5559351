import { Hono } from "hono";
import { z } from "zod";

import { getCurrentUserOrThrow } from "@/features/users/me.service";
import { requireActor } from "@/platform/actor/guards";
import type { AppEnv } from "@/platform/context";
import { parseWith } from "@/platform/validation";

import { switchCurrentCorporation } from "./current-corporation.service";

export const CurrentCorporationParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,18}$/, { message: "企業アカウントのIDは1以上の整数で指定してください" })
    .transform(Number),
});

export const currentCorporationRoutes = new Hono<AppEnv>()
  // PATCH /api/v2/current_corporations/:id – switch the orderer's current corporation; answers /me (spec S-BAR-16)
  .patch("/current_corporations/:id", async (c) => {
    const actor = requireActor(c);
    const { id } = parseWith(CurrentCorporationParamsSchema, { id: c.req.param("id") });
    const { db, now } = c.var.deps;
    const at = now();
    const switched = await switchCurrentCorporation(db, actor, id, at);
    return c.json(await getCurrentUserOrThrow(db, switched, at));
  });
