import type { ProjectDetail } from "./project-detail.schemas";

/** The project page as job-aggregator tools name it in __NEXT_DATA__ (its route pattern). */
export const PROJECT_PAGE_ROUTE = "/top/projects/[id]";

/** The element id those tools read the page's data from; the App Router itself does not use it. */
export const NEXT_DATA_ELEMENT_ID = "__NEXT_DATA__";

/** The project page's embedded data, in the shape tools read from Next.js pages (decision 013). */
export type ProjectPageNextData = {
  props: { pageProps: { staticProject: ProjectDetail } };
  page: typeof PROJECT_PAGE_ROUTE;
  query: { id: string };
};

/** The page's __NEXT_DATA__: the same object GET /api/v2/top/projects/{id} answers, for the same reader. */
export function projectPageNextData(project: ProjectDetail): ProjectPageNextData {
  return { props: { pageProps: { staticProject: project } }, page: PROJECT_PAGE_ROUTE, query: { id: String(project.id) } };
}
