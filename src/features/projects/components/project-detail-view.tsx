import Link from "next/link";

import { ReportButton } from "@/features/reports/components/report-button";
import { Breadcrumb } from "@/ui/breadcrumb";

import type { ProjectDetail } from "../detail/project-detail.schemas";
import type { ProjectSummary } from "../project-summary.schemas";
import { LikeButton } from "./like-button";
import { ProjectArticleBody } from "./project-article-body";
import { ProjectCard } from "./project-card";
import { ProjectStatusBadge } from "./project-status-badge";

/** Why a project closed by itself (the freshness job, フリーランス法: postings kept current). */
export const STALE_CLOSE_NOTE = "90日間更新がなかったため募集を終了しました";

/** The public project page (search issue): every field, like and apply, related projects. */
export function ProjectDetailView({
  project,
  related,
  isSignedIn,
  editHref = null,
  canReport = false,
}: {
  project: ProjectDetail;
  related: ProjectSummary[];
  isSignedIn: boolean;
  /** Members of the posting corporation on a plan that edits its own postings get a way to the editor. */
  editHref?: string | null;
  /** 「通報する」 under the article: for signed-in readers outside the posting corporation (issue 18). */
  canReport?: boolean;
}) {
  const isClosed = project.state === "closed";
  // 応募 is its own page (decision 023): a visitor logs in and lands on the form.
  const applyPath = `/projects/${project.id}/apply`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "案件を探す", href: "/top/projects" }, { label: project.title }]} />
      <article className="mt-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <ProjectStatusBadge isOpen={!isClosed} />
          <span className="text-slate-600">{project.corporation.name}</span>
          {project.corporation.isMasked ? <span className="text-xs text-slate-500">（企業名はログインすると表示されます）</span> : null}
          {editHref ? (
            <Link
              href={editHref}
              className="ml-auto rounded-md border border-slate-300 px-3 py-1.5 font-bold text-slate-700 hover:bg-slate-50"
              data-testid="edit-project-link"
            >
              この案件を編集する
            </Link>
          ) : null}
        </p>
        {isClosed ? (
          <p role="note" className="mt-4 rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700" data-testid="closed-note">
            {project.closeReason === "stale" ? `${STALE_CLOSE_NOTE}。` : ""}
            この案件は募集を終了しました。似た条件の案件は下の「関連する案件」からご覧いただけます。
          </p>
        ) : null}
        <ProjectArticleBody project={project} />
        <div className="mt-8 flex flex-col gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-start sm:justify-between">
          <LikeButton projectId={project.id} isLiked={project.isLiked} likeCount={project.likeCount} isSignedIn={isSignedIn} />
          {isClosed ? null : (
            <Link
              href={isSignedIn ? applyPath : `/login?next=${encodeURIComponent(applyPath)}`}
              className="rounded-md bg-brand-600 px-6 py-3 text-center font-bold text-white hover:bg-brand-700"
              data-testid="apply-area"
            >
              {isSignedIn ? "この案件に応募する" : "ログインして応募する"}
            </Link>
          )}
        </div>
      </article>
      {canReport ? (
        <p className="mt-3 text-right">
          <ReportButton targetType="project" targetId={project.id} />
        </p>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related-projects" className="mt-10">
          <h2 id="related-projects" className="text-lg font-bold text-slate-900">
            関連する案件
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((relatedProject) => (
              <li key={relatedProject.id}>
                <ProjectCard project={relatedProject} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
