"use client";

import { LikeButton } from "@/features/projects/components/like-button";
import { useCurrentUser } from "@/features/users/components/current-user-provider";

import type { ProjectCardData } from "./project-cards";

/** The card's heart is the real like button (issue 17); a visitor gets its invitation to log in. */
export function CardLikeButton({ project }: { project: ProjectCardData }) {
  const { user } = useCurrentUser();
  return <LikeButton projectId={project.id} isLiked={project.isLiked} likeCount={project.likeCount} isSignedIn={user !== null} variant="card" />;
}
