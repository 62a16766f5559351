import type { Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { Actor, Reader } from "@/platform/actor/actor";
import type { AppDeps } from "@/platform/context";

import { projectSummarizer } from "../project-summary";
import type { ProjectSummary } from "../project-summary.schemas";
import { jobPostingJsonLd } from "./job-posting";
import type { ProjectDetail } from "./project-detail.schemas";
import { findProjectDetail, findRelatedProjects } from "./project-detail.queries";

export type { ProjectDetail } from "./project-detail.schemas";

export const RELATED_PROJECT_COUNT = 4;

/** The project page's path, also the JobPosting's url (with the site's origin). */
export function projectPagePath(projectId: number): string {
  return `/top/projects/${projectId}`;
}

/** Line breaks as the compatible shape writes them (decision 013): every one becomes \r\n. */
function withCrLf(text: string): string {
  return text.replace(/\r\n?|\n/g, "\r\n");
}

/**
 * A project with everything its page shows (GET /api/v2/top/projects/{id} and the project page
 * alike, decision 013): the corporation masked for visitors, its description too, and the page's
 * JobPosting structured data. Null for an unknown project, and for one hidden by its poster's
 * suspension unless the viewer is an operator (issue 18).
 */
export async function getProjectDetail(
  deps: Pick<AppDeps, "db" | "siteOrigin">,
  projectId: number,
  viewer: Pick<Actor, "userId" | "isAdmin"> | null,
): Promise<ProjectDetail | null> {
  const [row, catalog] = await Promise.all([findProjectDetail(deps.db, projectId, viewer?.userId ?? null, viewer?.isAdmin === true), getCatalog(deps.db)]);
  if (!row) return null;
  const isVisitor = viewer === null;
  const summary = projectSummarizer(catalog)(row, isVisitor);
  const publishedAt = new Date(row.publishedAt);
  const closedAt = row.closedAt ? new Date(row.closedAt) : null;
  const jobPosting = jobPostingJsonLd(summary, { description: row.description, publishedAt, closedAt }, `${deps.siteOrigin}${projectPagePath(row.id)}`);
  return {
    ...summary,
    detail: withCrLf(row.description),
    applicationOpenAt: summary.createdAt,
    closedAt: closedAt ? toJstIsoDateTime(closedAt) : null,
    corporationDescription: isVisitor ? "" : row.corporationDescription,
    projectDetailStructuredData: { jobPosting },
    welcomeSkills: row.welcomeSkillIds.flatMap((id) => {
      const label = catalog.skills.nameOf(id);
      return label === undefined ? [] : [{ id, label }];
    }),
    openings: row.openings,
    startsOn: row.startsOn,
    applicationClosesOn: row.applicationClosesOn,
    screeningSteps: row.screeningSteps,
    minHoursPerWeek: row.minHoursPerWeek,
    closeReason: row.closeReason,
  };
}

/** Open projects sharing a profession with this one, newest first: the project page's 関連する案件. */
export async function getRelatedProjects(db: Database, project: Pick<ProjectDetail, "id" | "professions">, viewer: Reader): Promise<ProjectSummary[]> {
  const target = { id: project.id, professionIds: project.professions.map((p) => p.id) };
  const [rows, catalog] = await Promise.all([findRelatedProjects(db, target, viewer?.userId ?? null, RELATED_PROJECT_COUNT), getCatalog(db)]);
  const summarize = projectSummarizer(catalog);
  return rows.map((row) => summarize(row, viewer === null));
}
