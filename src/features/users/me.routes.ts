import { requireActor, requirePro } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody } from "@/platform/validation";

import { ChangeNameBodySchema } from "./account-name.schemas";
import { changeAccountName } from "./account-name.service";
import { ME_API } from "./me.contract";
import { JobChangeIntentionBodySchema } from "./me.schemas";
import { changeJobChangeIntention, getCurrentUserOrThrow, JOB_CHANGE_INTENTION_PRO_ONLY } from "./me.service";

export const meRoutes = serveContract(ME_API, {
  // GET /api/v2/me – the signed-in user (spec S-ME-1); 401 when logged out
  me: async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    return reply(c, ME_API.me, 200, await getCurrentUserOrThrow(db, actor, now()));
  },
  // PATCH /api/v2/me/pro_info/intention_changing_job – a pro's job-change intention (spec S-ME-2)
  changeJobChangeIntention: async (c) => {
    const pro = requirePro(c, JOB_CHANGE_INTENTION_PRO_ONLY);
    const body = await parseJsonBody(c, JobChangeIntentionBodySchema);
    const { db, now } = c.var.deps;
    await changeJobChangeIntention(db, pro, body.jobChangeIntention, now());
    return reply(c, ME_API.changeJobChangeIntention, 200, await getCurrentUserOrThrow(db, pro, now()));
  },
  // PATCH /api/v2/me/name – the user's name and its reading (issue 13); clears a pro's 本人確認済 mark when it changes
  changeName: async (c) => {
    const actor = requireActor(c);
    const body = await parseJsonBody(c, ChangeNameBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, ME_API.changeName, 200, await changeAccountName(db, actor, body, now()));
  },
});
