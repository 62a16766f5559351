import { Hono } from "hono";

import { parsePositiveId } from "@/lib/positive-id";
import { foundOrThrow } from "@/platform/actor/access-rules";
import type { AppEnv } from "@/platform/context";
import { AppError } from "@/platform/errors";

import { PROJECT_NOT_FOUND } from "../likes/project-likes.service";
import { getProjectDetail } from "./project-detail.service";

export const projectDetailRoutes = new Hono<AppEnv>()
  // GET /api/v2/top/projects/{id} – one project in the compatible shape, the same object the project
  // page embeds as __NEXT_DATA__ (issue 11, decision 013); a visitor gets the corporation masked.
  // Digits only, so /top/projects/ranking stays the ranking; 0 or an unknown id is 404.
  .get("/top/projects/:id{[0-9]+}", async (c) => {
    const id = parsePositiveId(c.req.param("id"));
    if (id === null) throw new AppError("not_found", PROJECT_NOT_FOUND);
    return c.json(foundOrThrow(await getProjectDetail(c.var.deps, id, c.var.actor), PROJECT_NOT_FOUND));
  });
