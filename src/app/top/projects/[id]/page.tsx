import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { JsonLdScript } from "@/components/ui/json-ld-script";
import { jobPostingJsonLd } from "@/features/projects/detail/job-posting";
import { getProjectDetail } from "@/features/projects/detail/project-detail.service";
import { ProjectDetailView } from "@/features/projects/components/project-detail-view";
import { pageMetadata } from "@/lib/page-metadata";
import { excerpt } from "@/lib/plain-text";
import { parsePositiveId } from "@/lib/positive-id";
import { getPageContext } from "@/server/page-context";
import { getRuntime } from "@/server/runtime";

type Params = Promise<{ id: string }>;

// generateMetadata and the page share one lookup per request.
const loadProject = cache(async (rawId: string) => {
  const id = parsePositiveId(rawId);
  if (id === null) return null;
  const [{ user }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  return getProjectDetail(deps.db, id, user ? { userId: user.id } : null);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const project = await loadProject((await params).id);
  if (!project) notFound();
  return pageMetadata({
    title: `${project.title}（${project.budget.label}）`,
    description: excerpt(project.description, 110),
    path: `/top/projects/${project.id}`,
    noIndex: project.status === "closed",
  });
}

export default async function ProjectPage({ params }: { params: Params }) {
  const project = await loadProject((await params).id);
  if (!project) notFound();
  const { user, siteOrigin } = await getPageContext();
  return (
    <>
      <JsonLdScript data={jobPostingJsonLd(project, `${siteOrigin}/top/projects/${project.id}`)} />
      <ProjectDetailView project={project} isSignedIn={Boolean(user)} />
    </>
  );
}
