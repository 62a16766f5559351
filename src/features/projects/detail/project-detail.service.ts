import type { Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import type { Reader } from "@/platform/actor/actor";

import { projectSummarizer, type ProjectSummary } from "../project-summary";
import { findProjectDetail, findRelatedProjects } from "./project-detail.queries";

export const RELATED_PROJECT_COUNT = 4;

export type ProjectDetail = ProjectSummary & {
  description: string;
  closedAt: string | null;
  /** Empty for visitors, like the name. */
  corporationDescription: string;
  related: ProjectSummary[];
};

/** A project page's data: every field, the corporation masked for visitors, related open projects. */
export async function getProjectDetail(db: Database, projectId: number, viewer: Reader): Promise<ProjectDetail | null> {
  const viewerId = viewer?.userId ?? null;
  const row = await findProjectDetail(db, projectId, viewerId);
  if (!row) return null;
  const [catalog, related] = await Promise.all([getCatalog(db), findRelatedProjects(db, row, viewerId, RELATED_PROJECT_COUNT)]);
  const summarize = projectSummarizer(catalog);
  const isVisitor = viewer === null;
  return {
    ...summarize(row, isVisitor),
    description: row.description,
    closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
    corporationDescription: isVisitor ? "" : row.corporationDescription,
    related: related.map((r) => summarize(r, isVisitor)),
  };
}
