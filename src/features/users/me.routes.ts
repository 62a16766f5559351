import { Hono } from "hono";
import { z } from "zod";

import { requireActor, requirePro } from "@/platform/actor/guards";
import type { AppEnv } from "@/platform/context";
import { JOB_CHANGE_INTENTIONS } from "@/db/schema";
import { parseJsonBody } from "@/platform/validation";

import { changeJobChangeIntention, getCurrentUserOrThrow, JOB_CHANGE_INTENTION_PRO_ONLY } from "./me.service";

export const JobChangeIntentionBodySchema = z.object({
  jobChangeIntention: z.enum(JOB_CHANGE_INTENTIONS, { message: "転職意向を選択してください" }),
});

export const meRoutes = new Hono<AppEnv>()
  // GET /api/v2/me – the signed-in user (spec S-ME-1); 401 when logged out
  .get("/me", async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    return c.json(await getCurrentUserOrThrow(db, actor, now()));
  })
  // PATCH /api/v2/me/pro_info/intention_changing_job – a pro's job-change intention (spec S-ME-2)
  .patch("/me/pro_info/intention_changing_job", async (c) => {
    const pro = requirePro(c, JOB_CHANGE_INTENTION_PRO_ONLY);
    const body = await parseJsonBody(c, JobChangeIntentionBodySchema);
    const { db, now } = c.var.deps;
    await changeJobChangeIntention(db, pro, body.jobChangeIntention, now());
    return c.json(await getCurrentUserOrThrow(db, pro, now()));
  });
