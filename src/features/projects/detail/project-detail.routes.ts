import { parsePositiveId } from "@/lib/positive-id";
import { foundOrThrow } from "@/platform/actor/access-rules";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";

import { PROJECT_NOT_FOUND } from "../likes/project-likes.service";
import { PROJECT_DETAIL_API } from "./project-detail.contract";
import { getProjectDetail } from "./project-detail.service";

export const projectDetailRoutes = serveContract(PROJECT_DETAIL_API, {
  // GET /api/v2/top/projects/{id} – one project in the compatible shape, the same object the project
  // page embeds as __NEXT_DATA__ (issue 11, decision 013); a visitor gets the corporation masked.
  // Digits only, so /top/projects/ranking stays the ranking; 0 or an unknown id is 404.
  detail: async (c) => {
    const id = parsePositiveId(c.req.param("id") ?? "");
    if (id === null) throw new AppError("not_found", PROJECT_NOT_FOUND);
    return reply(c, PROJECT_DETAIL_API.detail, 200, foundOrThrow(await getProjectDetail(c.var.deps, id, c.var.actor), PROJECT_NOT_FOUND));
  },
});
