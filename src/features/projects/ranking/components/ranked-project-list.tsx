import { LikeButton } from "../../components/like-button";
import { ProjectCard } from "../../components/project-card";
import type { RankedProject } from "../project-ranking.service";
import { RankBadge } from "./rank-badge";

type RankedProjectListProps = {
  projects: RankedProject[];
  windowDays: number;
  /** The full ranking page offers the like button; the top page's short list keeps to the cards. */
  showActivity?: boolean;
  isSignedIn?: boolean;
};

/** The ranking as an ordered list: place, the project's card, and what earned it its place. */
export function RankedProjectList({ projects, windowDays, showActivity = false, isSignedIn = false }: RankedProjectListProps) {
  return (
    <ol className="space-y-4" data-testid="ranked-projects">
      {projects.map((project) => (
        <li key={project.id} className="flex items-start gap-3 sm:gap-4" data-testid="ranked-project">
          <RankBadge rank={project.rank} />
          <div className="min-w-0 flex-1">
            <ProjectCard project={project} />
            {showActivity ? (
              <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                <p className="text-xs text-slate-600">
                  直近{windowDays}日：閲覧 {project.recentViewCount.toLocaleString("ja-JP")}回・いいね {project.recentLikeCount.toLocaleString("ja-JP")}件
                </p>
                <LikeButton projectId={project.id} isLiked={project.isLiked} likeCount={project.likeCount} isSignedIn={isSignedIn} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
