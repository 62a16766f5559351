import { requireActor } from "@/platform/actor/guards";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { countImageUpload } from "@/platform/uploads/owned-image-swap";
import { readBinaryBody } from "@/platform/validation";

import { AVATAR_API } from "./avatar.contract";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE } from "./avatar-rules";
import { removeAvatar, replaceAvatar } from "./avatar.service";

export const avatarRoutes = serveContract(AVATAR_API, {
  // POST /api/v2/me/avatar – a new avatar from the raw image bytes (issue 13)
  upload: async (c) => {
    const actor = requireActor(c);
    const bytes = await readBinaryBody(c, AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE);
    await countImageUpload(c.var.deps, actor.userId);
    return reply(c, AVATAR_API.upload, 200, await replaceAvatar(c.var.deps, actor, bytes));
  },
  // DELETE /api/v2/me/avatar – back to the initial on a coloured disc
  remove: async (c) => {
    const actor = requireActor(c);
    return reply(c, AVATAR_API.remove, 200, await removeAvatar(c.var.deps, actor));
  },
});
