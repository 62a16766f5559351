import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { cache } from "react";

import { JsonLdScript } from "@/ui/json-ld-script";
import { jobPostingJsonLd } from "@/features/projects/detail/job-posting";
import { getProjectDetail } from "@/features/projects/detail/project-detail.service";
import { ProjectDetailView } from "@/features/projects/components/project-detail-view";
import { describeProjectViewer, recordProjectView } from "@/features/projects/views/project-views.service";
import { pageMetadata } from "@/lib/page-metadata";
import { excerpt } from "@/lib/plain-text";
import { parsePositiveId } from "@/lib/positive-id";
import { CLIENT_IP_HEADER } from "@/platform/request-headers";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

// generateMetadata and the page share one lookup per request.
const loadProject = cache(async (rawId: string) => {
  const id = parsePositiveId(rawId);
  if (id === null) return null;
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  return getProjectDetail(deps.db, id, actor ?? null);
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
  const [{ actor, siteOrigin }, { deps }, requestHeaders] = await Promise.all([getPageContext(), getRuntime(), headers()]);
  // Counted here and not in loadProject, which generateMetadata also calls; after the answer is
  // sent, so the page never waits for the write or fails with it (docs/decisions/008).
  const viewer = describeProjectViewer(requestHeaders, CLIENT_IP_HEADER);
  after(() => recordProjectView(deps, project.id, viewer));
  return (
    <>
      <JsonLdScript data={jobPostingJsonLd(project, `${siteOrigin}/top/projects/${project.id}`)} />
      <ProjectDetailView project={project} isSignedIn={Boolean(actor)} />
    </>
  );
}
