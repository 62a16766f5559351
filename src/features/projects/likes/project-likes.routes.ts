import type { Context } from "hono";

import { parsePageNumber } from "@/lib/page-number";
import { parsePositiveId } from "@/lib/positive-id";
import { requireActor } from "@/platform/actor/guards";
import type { AppEnv } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { enforceAccountRateLimits, RATE_LIMITS, tooOftenMessage } from "@/platform/rate-limit";

import { PROJECT_LIKES_API } from "./project-likes.contract";

import { likeProject, listProjectsLikedBy, PROJECT_NOT_FOUND, unlikeProject } from "./project-likes.service";

function projectIdOf(c: Context<AppEnv>): number {
  const id = parsePositiveId(c.req.param("id") ?? "");
  if (id === null) throw new AppError("not_found", PROJECT_NOT_FOUND);
  return id;
}

const LIKE_LIMITS = [RATE_LIMITS.likesPerUserMinute, RATE_LIMITS.likesPerUserHour];
const LIKE_LIMIT_MESSAGE = tooOftenMessage("「いいね」の操作があった");

/** Likes and unlikes count alike: toggling is what a script would do (issue 19). */
const countLikeToggle = (c: Context<AppEnv>, userId: number) => enforceAccountRateLimits(c.var.deps.db, LIKE_LIMITS, userId, c.var.deps.now(), LIKE_LIMIT_MESSAGE);

export const projectLikeRoutes = serveContract(PROJECT_LIKES_API, {
  // POST /api/v2/projects/:id/project_like – like a project (spec S-LIKE-1); repeating it changes nothing
  like: async (c) => {
    const actor = requireActor(c);
    const { db, now } = c.var.deps;
    const projectId = projectIdOf(c);
    await countLikeToggle(c, actor.userId);
    const state = await likeProject(db, actor, projectId, now());
    return reply(c, PROJECT_LIKES_API.like, 200, { isLiked: true, likeCount: state.likeCount });
  },
  // DELETE /api/v2/projects/:id/project_like – take the like back (spec S-LIKE-1); idempotent too
  unlike: async (c) => {
    const actor = requireActor(c);
    const projectId = projectIdOf(c);
    await countLikeToggle(c, actor.userId);
    const state = await unlikeProject(c.var.deps.db, actor, projectId);
    return reply(c, PROJECT_LIKES_API.unlike, 200, { isLiked: false, likeCount: state.likeCount });
  },
  // GET /api/v2/me/project_likes?page=N – the signed-in user's liked projects, most recent first
  myLikes: async (c) => {
    const actor = requireActor(c);
    return reply(c, PROJECT_LIKES_API.myLikes, 200, await listProjectsLikedBy(c.var.deps.db, actor, parsePageNumber(c.req.query("page"))));
  },
});
