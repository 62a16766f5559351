import { LikeButton } from "../../components/like-button";
import { ProjectCard } from "../../components/project-card";
import type { RankedProject } from "../project-ranking.service";
import { RankBadge } from "./rank-badge";

type RankedProjectListProps = {
  projects: RankedProject[];
  windowDays: number;
  /**
   * "full" (the ranking page): one per row with the window's figures and the like button;
   * "compact" (the top page): cards side by side on wide screens, like a podium read left to right.
   */
  variant?: "full" | "compact";
  isSignedIn?: boolean;
};

/** The ranking as an ordered list: place, the project's card, and on the full page what earned it. */
export function RankedProjectList({ projects, windowDays, variant = "full", isSignedIn = false }: RankedProjectListProps) {
  if (variant === "compact") {
    return (
      <ol className="grid gap-4 lg:grid-cols-5" data-testid="ranked-projects">
        {projects.map((project) => (
          <li key={project.id} className="flex items-start gap-3 lg:flex-col lg:items-stretch lg:gap-2" data-testid="ranked-project">
            <RankBadge rank={project.rank} />
            {/* The card stretches so a row of cards lines up whatever the titles' lengths. */}
            <div className="min-w-0 flex-1 [&>a]:h-full">
              <ProjectCard project={project} />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="space-y-6" data-testid="ranked-projects">
      {projects.map((project) => (
        <li key={project.id} className="ranked-row" data-testid="ranked-project">
          <RankBadge rank={project.rank} />
          <div className="min-w-0 flex-1">
            <ProjectCard project={project} />
            <div className="ranked-figures">
              <p className="text-xs text-slate-600">
                直近{windowDays}日：閲覧 {project.recentViewCount.toLocaleString("ja-JP")}回・いいね {project.recentLikeCount.toLocaleString("ja-JP")}件
              </p>
              <LikeButton projectId={project.id} isLiked={project.isLiked} likeCount={project.likeCount} isSignedIn={isSignedIn} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
