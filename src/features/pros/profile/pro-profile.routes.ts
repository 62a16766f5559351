import { parsePositiveId } from "@/lib/positive-id";
import { foundOrThrow } from "@/platform/actor/access-rules";
import { requirePro } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";
import { parseJsonBody } from "@/platform/validation";

import { PRO_PROFILE_API } from "./pro-profile.contract";
import { PROFILE_MAX_BODY_BYTES, ProProfileBodySchema } from "./pro-profile.schemas";
import { findProProfileForActor, getProProfileEditor, PRO_PROFILE_NOT_FOUND, PRO_PROFILE_PRO_ONLY, saveProProfile } from "./pro-profile.service";

export const proProfileRoutes = serveContract(PRO_PROFILE_API, {
  // GET /api/v2/pros/{id} – one pro's profile as the caller may see it; every case they may not see is the same 404
  profile: async (c) => {
    const id = parsePositiveId(c.req.param("id") ?? "");
    if (id === null) throw new AppError("not_found", PRO_PROFILE_NOT_FOUND);
    const { db, now } = c.var.deps;
    return reply(c, PRO_PROFILE_API.profile, 200, foundOrThrow(await findProProfileForActor(db, c.var.actor ?? null, id, now()), PRO_PROFILE_NOT_FOUND));
  },
  // GET /api/v2/me/pro_profile – the signed-in pro's own profile for the editor
  myProfile: async (c) => {
    const pro = requirePro(c, PRO_PROFILE_PRO_ONLY);
    return reply(c, PRO_PROFILE_API.myProfile, 200, await getProProfileEditor(c.var.deps.db, pro));
  },
  // PUT /api/v2/me/pro_profile – replace the signed-in pro's profile (one transaction; always the caller's own)
  saveMyProfile: async (c) => {
    const pro = requirePro(c, PRO_PROFILE_PRO_ONLY);
    const body = await parseJsonBody(c, ProProfileBodySchema, { maxBytes: PROFILE_MAX_BODY_BYTES });
    const { db, now } = c.var.deps;
    return reply(c, PRO_PROFILE_API.saveMyProfile, 200, await saveProProfile(db, pro, body, now()));
  },
});
