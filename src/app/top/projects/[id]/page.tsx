import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { after } from "next/server";
import { cache } from "react";

import { JsonDataScript } from "@/ui/json-data-script";
import { JsonLdScript } from "@/ui/json-ld-script";
import { getProjectDetail, getRelatedProjects, projectPagePath } from "@/features/projects/detail/project-detail.service";
import { NEXT_DATA_ELEMENT_ID, projectPageNextData } from "@/features/projects/detail/project-page-data";
import { ProjectDetailView } from "@/features/projects/components/project-detail-view";
import { describeProjectViewer, recordProjectView } from "@/features/projects/views/project-views.service";
import { pageMetadata } from "@/lib/page-metadata";
import { abilitiesOf } from "@/platform/actor/plan-policy";
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
  return getProjectDetail(deps, id, actor ?? null);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const project = await loadProject((await params).id);
  if (!project) notFound();
  return pageMetadata({
    title: `${project.title}（${project.budgetLabel}）`,
    description: excerpt(project.detail, 110),
    path: projectPagePath(project.id),
    noIndex: project.state === "closed",
  });
}

export default async function ProjectPage({ params }: { params: Params }) {
  const project = await loadProject((await params).id);
  if (!project) notFound();
  const [{ actor }, { deps }, requestHeaders] = await Promise.all([getPageContext(), getRuntime(), headers()]);
  const related = await getRelatedProjects(deps.db, project, actor ?? null);
  // Counted here and not in loadProject, which generateMetadata also calls; after the answer is
  // sent, so the page never waits for the write or fails with it (docs/decisions/008).
  const viewer = describeProjectViewer(requestHeaders, CLIENT_IP_HEADER);
  after(() => recordProjectView(deps, project.id, viewer));
  const isPostersEditor = actor?.corporation != null && actor.corporation.corporationId === project.corporation.id && abilitiesOf(actor.plan).publishesProjectsDirectly;
  return (
    <>
      <JsonLdScript data={project.projectDetailStructuredData.jobPosting} />
      {/* What job-aggregator tools read from a project page (issue 11, decision 013): the API's detail object. */}
      <JsonDataScript id={NEXT_DATA_ELEMENT_ID} data={projectPageNextData(project)} />
      <ProjectDetailView
        project={project}
        related={related}
        isSignedIn={Boolean(actor)}
        editHref={isPostersEditor ? `/projects/${project.id}/edit` : null}
        // The current corporation only: the service refuses a member of any of the project's corporation (409).
        canReport={actor != null && actor.corporation?.corporationId !== project.corporation.id}
      />
    </>
  );
}
