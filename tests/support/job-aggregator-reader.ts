/**
 * A reader written the way job-aggregator scripts read SOKUDAN-style project data (issue 11): it
 * knows nothing of our code, only the wire — the search API with the header and parameters such
 * scripts send, `pageUrlList` to walk the pages, the detail from GET /api/v2/top/projects/{id} or from
 * the project page's __NEXT_DATA__ — and turns each project into a job row. Every field it reads is
 * checked for its type, so a renamed or retyped field fails here as it would fail those tools.
 */

/** fetch, or the in-process app's `request` (integration tests). */
export type Fetcher = (url: string, init: { headers: Record<string, string> }) => Response | Promise<Response>;

export type SearchQuery = { freeWord?: string; skillIds?: number[]; excludeClosed?: boolean };

type Labeled = { id: number; label: string };

/** A project as such tools read it: only the fields they use. */
export type WireProject = {
  id: number;
  title: string;
  state: "opened" | "closed";
  contractType: string | null;
  createdAt: string;
  minBudget: { id: number; label: string } | null;
  maxBudget: { id: number; label: string } | null;
  remoteType: string | null;
  projectAvailableTime: Labeled | null;
  minWorkingHoursLabel: string | null;
  prefecture: Labeled | null;
  tags: Labeled[];
  professions: Labeled[];
  requiredSkills: Labeled[];
  corporation: { id: number | null; name: string; logoUrl: string | null };
};

export type WireDetail = WireProject & {
  detail: string;
  applicationOpenAt: string;
  projectDetailStructuredData: { jobPosting: { "@type": string; datePosted: string; baseSalary?: { value: { unitText: "MONTH" | "HOUR" } } } };
};

export type SearchPage = { projectList: WireProject[]; pageUrlList: { name: string; url: string }[]; totalCount: number };

/** What an aggregator stores per project. */
export type JobRow = {
  id: number;
  title: string;
  salaryMinYen: number | null;
  salaryMaxYen: number | null;
  /** 「65万〜80万」, 「65万〜」, 「〜80万」, or null when no budget is stated. */
  salaryText: string | null;
  workload: string | null;
  isRemote: boolean;
  categories: string[];
  company: string;
  isClosed: boolean;
  postedAt: string;
};

/* ------------------------------------------------------------- checking what was read */

class WireError extends Error {}

function fail(path: string, expected: string, value: unknown): never {
  throw new WireError(`${path}: expected ${expected}, got ${JSON.stringify(value)}`);
}
function object(value: unknown, path: string): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : fail(path, "an object", value);
}
function string(value: unknown, path: string): string {
  return typeof value === "string" ? value : fail(path, "a string", value);
}
function integer(value: unknown, path: string): number {
  return Number.isInteger(value) ? (value as number) : fail(path, "an integer", value);
}
function nullable<T>(read: (value: unknown, path: string) => T) {
  return (value: unknown, path: string): T | null => (value === null ? null : read(value, path));
}
function list<T>(value: unknown, path: string, read: (item: unknown, path: string) => T): T[] {
  return Array.isArray(value) ? value.map((item, i) => read(item, `${path}[${i}]`)) : fail(path, "an array", value);
}
function labeled(value: unknown, path: string): Labeled {
  const o = object(value, path);
  return { id: integer(o.id, `${path}.id`), label: string(o.label, `${path}.label`) };
}

export function readWireProject(value: unknown, path = "project"): WireProject {
  const o = object(value, path);
  const state = string(o.state, `${path}.state`);
  if (state !== "opened" && state !== "closed") fail(`${path}.state`, '"opened" or "closed"', state);
  const corporation = object(o.corporation, `${path}.corporation`);
  return {
    id: integer(o.id, `${path}.id`),
    title: string(o.title, `${path}.title`),
    state,
    contractType: nullable(string)(o.contractType, `${path}.contractType`),
    createdAt: string(o.createdAt, `${path}.createdAt`),
    minBudget: nullable(labeled)(o.minBudget, `${path}.minBudget`),
    maxBudget: nullable(labeled)(o.maxBudget, `${path}.maxBudget`),
    remoteType: nullable(string)(o.remoteType, `${path}.remoteType`),
    projectAvailableTime: nullable(labeled)(o.projectAvailableTime, `${path}.projectAvailableTime`),
    minWorkingHoursLabel: nullable(string)(o.minWorkingHoursLabel, `${path}.minWorkingHoursLabel`),
    prefecture: nullable(labeled)(o.prefecture, `${path}.prefecture`),
    tags: list(o.tags, `${path}.tags`, labeled),
    professions: list(o.professions, `${path}.professions`, labeled),
    requiredSkills: list(o.requiredSkills, `${path}.requiredSkills`, labeled),
    corporation: {
      id: nullable(integer)(corporation.id, `${path}.corporation.id`),
      name: string(corporation.name, `${path}.corporation.name`),
      logoUrl: nullable(string)(corporation.logoUrl, `${path}.corporation.logoUrl`),
    },
  };
}

export function readWireDetail(value: unknown, path = "detail"): WireDetail {
  const o = object(value, path);
  const structured = object(o.projectDetailStructuredData, `${path}.projectDetailStructuredData`);
  const posting = object(structured.jobPosting, `${path}.projectDetailStructuredData.jobPosting`);
  string(posting.datePosted, `${path}.projectDetailStructuredData.jobPosting.datePosted`);
  if (posting.baseSalary !== undefined) {
    const unit = object(object(posting.baseSalary, "baseSalary").value, "baseSalary.value").unitText;
    if (unit !== "MONTH" && unit !== "HOUR") fail(`${path}.projectDetailStructuredData.jobPosting.baseSalary.value.unitText`, '"MONTH" or "HOUR"', unit);
  }
  return {
    ...readWireProject(value, path),
    detail: string(o.detail, `${path}.detail`),
    applicationOpenAt: string(o.applicationOpenAt, `${path}.applicationOpenAt`),
    projectDetailStructuredData: structured as WireDetail["projectDetailStructuredData"],
  };
}

/* ------------------------------------------------------------------ the job row */

export function toJobRow(project: WireProject): JobRow {
  const min = project.minBudget;
  const max = project.maxBudget;
  return {
    id: project.id,
    title: project.title,
    salaryMinYen: min?.id ?? null,
    salaryMaxYen: max?.id ?? null,
    salaryText: min || max ? `${min?.label ?? ""}〜${max?.label ?? ""}` : null,
    workload: project.minWorkingHoursLabel,
    isRemote: project.remoteType === "full_remote" || project.remoteType === "partial_remote",
    categories: [...project.professions, ...project.requiredSkills].map((c) => c.label),
    company: project.corporation.name,
    isClosed: project.state === "closed",
    postedAt: project.createdAt,
  };
}

/* ------------------------------------------------------------------ reading */

/** The element such tools take a project page's data from. */
const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;

export class JobAggregatorReader {
  constructor(
    private readonly fetcher: Fetcher,
    private readonly origin: string,
  ) {}

  private async get(path: string): Promise<Response> {
    return this.fetcher(`${this.origin}${path}`, { headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" } });
  }

  private searchPath(query: SearchQuery, page: string): string {
    const params = new URLSearchParams({ page });
    if (query.excludeClosed) params.append("search_project[exclude_closed_projects]", "1");
    if (query.freeWord) params.append("search_project[free_word]", query.freeWord);
    for (const id of query.skillIds ?? []) params.append("search_project[searchable_language_skill_ids][]", String(id));
    return `/api/v2/top/projects?${params}`;
  }

  async readSearchPage(query: SearchQuery, page = "1"): Promise<SearchPage> {
    const response = await this.get(this.searchPath(query, page));
    if (response.status !== 200) throw new WireError(`search page ${page} answered ${response.status}`);
    const body = object(await response.json(), "answer");
    return {
      projectList: list(body.projectList, "projectList", readWireProject),
      pageUrlList: list(body.pageUrlList, "pageUrlList", (item, path) => {
        const o = object(item, path);
        return { name: string(o.name, `${path}.name`), url: string(o.url, `${path}.url`) };
      }),
      totalCount: integer(body.totalCount, "totalCount"),
    };
  }

  /** Every page of a search: the first, then each further entry of pageUrlList by its name. */
  async walk(query: SearchQuery): Promise<{ pages: SearchPage[]; projects: WireProject[] }> {
    const first = await this.readSearchPage(query);
    const pages = [first];
    for (const entry of first.pageUrlList.slice(1)) pages.push(await this.readSearchPage(query, entry.name));
    return { pages, projects: pages.flatMap((p) => p.projectList) };
  }

  /** The detail from the API; null when the project does not exist (404). */
  async readDetail(id: number): Promise<WireDetail | null> {
    const response = await this.get(`/api/v2/top/projects/${id}`);
    if (response.status === 404) return null;
    if (response.status !== 200) throw new WireError(`detail ${id} answered ${response.status}`);
    return readWireDetail(await response.json());
  }

  /** The detail from the project page's __NEXT_DATA__; null when the page is 404. */
  async readDetailFromPage(id: number): Promise<WireDetail | null> {
    const response = await this.fetcher(`${this.origin}/top/projects/${id}`, { headers: { Accept: "text/html" } });
    if (response.status === 404) return null;
    return readDetailFromHtml(await response.text());
  }
}

/** The page's __NEXT_DATA__ as parsed JSON, found the way such tools find it (a regular expression). */
export function nextDataOf(html: string): unknown {
  const match = NEXT_DATA.exec(html);
  if (!match) throw new WireError("no __NEXT_DATA__ script in the page");
  return JSON.parse(match[1]!);
}

/** A project page's staticProject, read from its HTML as such tools do. */
export function readDetailFromHtml(html: string): WireDetail {
  const data = object(nextDataOf(html), "__NEXT_DATA__");
  const pageProps = object(object(data.props, "props").pageProps, "props.pageProps");
  return readWireDetail(pageProps.staticProject, "props.pageProps.staticProject");
}
