import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";
import { foundOrThrow } from "@/platform/actor/access-rules";

import { countLikedProjects, listLikedProjects, type LikedProjectsPage } from "./liked-projects";
import { deleteProjectLike, insertProjectLike, type LikeState } from "./project-likes.queries";

export const PROJECT_NOT_FOUND = "案件が見つかりませんでした。";

/** Spec S-LIKE-1: the actor likes a project; repeating it changes nothing. 404 for an unknown project. */
export async function likeProject(db: Database, actor: Actor, projectId: number, now: Date): Promise<LikeState> {
  return foundOrThrow(await insertProjectLike(db, actor.userId, projectId, now), PROJECT_NOT_FOUND);
}

/** Takes the actor's like back; idempotent too. */
export async function unlikeProject(db: Database, actor: Actor, projectId: number): Promise<LikeState> {
  return foundOrThrow(await deleteProjectLike(db, actor.userId, projectId), PROJECT_NOT_FOUND);
}

/** The actor's liked projects, most recently liked first. */
export function listProjectsLikedBy(db: Database, actor: Actor, page: number): Promise<LikedProjectsPage> {
  return listLikedProjects(db, actor.userId, page);
}

/** How many projects the actor has liked (a tab's count, without reading the list). */
export function countProjectsLikedBy(db: Database, actor: Actor): Promise<number> {
  return countLikedProjects(db, actor.userId);
}
