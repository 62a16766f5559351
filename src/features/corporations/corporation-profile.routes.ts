import { jstDayOf } from "@/lib/jst-day";
import { parsePositiveId } from "@/lib/positive-id";
import { foundOrThrow } from "@/platform/actor/access-rules";
import { requireOrderer } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "@/platform/uploads/image-rules";
import { countImageUpload } from "@/platform/uploads/owned-image-swap";
import { parseJsonBody, readBinaryBody } from "@/platform/validation";

import { CORPORATION_NOT_FOUND_MESSAGE, managerOrThrow } from "./corporation-access";
import { CORPORATION_PROFILE_API } from "./corporation-profile.contract";
import { corporationProfileBodySchema } from "./corporation-profile.schemas";
import { getCorporationEditor, getPublicCorporation, removeCorporationLogo, replaceCorporationLogo, saveCorporationProfile } from "./corporation-profile.service";

export const corporationProfileRoutes = serveContract(CORPORATION_PROFILE_API, {
  // GET /api/v2/corporations/{id} – the company page's data as the caller may see it (S-BAR-8)
  corporation: async (c) => {
    const id = parsePositiveId(c.req.param("id") ?? "");
    if (id === null) throw new AppError("not_found", CORPORATION_NOT_FOUND_MESSAGE);
    const corporation = await getPublicCorporation(c.var.deps.db, c.var.actor ?? null, id);
    return reply(c, CORPORATION_PROFILE_API.corporation, 200, foundOrThrow(corporation, CORPORATION_NOT_FOUND_MESSAGE));
  },
  // GET /api/v2/current_corporation – the current corporation's profile for its settings page
  current: async (c) => {
    const seat = requireOrderer(c);
    return reply(c, CORPORATION_PROFILE_API.current, 200, await getCorporationEditor(c.var.deps.db, seat));
  },
  // PUT /api/v2/current_corporation – replace its profile (owner and admin)
  save: async (c) => {
    // A member is told 403 before anything about the body they sent.
    const seat = managerOrThrow(requireOrderer(c));
    const { db, now } = c.var.deps;
    const at = now();
    const body = await parseJsonBody(c, corporationProfileBodySchema(Number(jstDayOf(at).slice(0, 4))));
    return reply(c, CORPORATION_PROFILE_API.save, 200, await saveCorporationProfile(db, seat, body, at));
  },
  // POST /api/v2/current_corporation/logo – a new logo from the raw image bytes (owner and admin)
  uploadLogo: async (c) => {
    const seat = requireOrderer(c);
    const bytes = await readBinaryBody(c, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE);
    await countImageUpload(c.var.deps, seat.actor.userId);
    return reply(c, CORPORATION_PROFILE_API.uploadLogo, 200, await replaceCorporationLogo(c.var.deps, seat, bytes));
  },
  // DELETE /api/v2/current_corporation/logo – no logo any more (owner and admin)
  removeLogo: async (c) => {
    const seat = requireOrderer(c);
    return reply(c, CORPORATION_PROFILE_API.removeLogo, 200, await removeCorporationLogo(c.var.deps, seat));
  },
});
