import type { Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import { projectLandingPaths } from "@/features/projects/search/search-projects.service";
import { proLandingPaths } from "@/features/pros/search/search-pros.service";

import { countOpenProjects, findOpenProjectChunk, SITEMAP_CHUNK_SIZE } from "./sitemap.queries";
import type { SitemapUrl } from "./sitemap-xml";

/** Public pages worth crawling; member pages and forms' thank-you pages are left out. */
const PUBLIC_PATHS = [
  "/",
  "/top/projects",
  "/top/pros",
  "/news",
  "/business",
  "/pages/overview",
  "/pages/benefits",
  "/pages/faq",
  "/pages/terms",
  "/pages/policy",
  "/pages/security",
  "/pages/law",
  "/documents/guide",
  "/contact/new",
];

/** The sitemap index: the pages file, then one file per 50,000 open projects. */
export async function sitemapLocations(db: Database, origin: string): Promise<string[]> {
  const chunks = Math.ceil((await countOpenProjects(db)) / SITEMAP_CHUNK_SIZE);
  return [`${origin}/sitemaps/pages.xml`, ...Array.from({ length: chunks }, (_, n) => `${origin}/sitemaps/projects/${n}.xml`)];
}

/** Public pages and every search landing page of projects and pros (each condition with a baseUrl, spec S-SRCH-9). */
export async function pageUrls(db: Database, origin: string): Promise<SitemapUrl[]> {
  const catalog = await getCatalog(db);
  const landing = [...projectLandingPaths(catalog), ...proLandingPaths(catalog)];
  return [...PUBLIC_PATHS, ...landing].map((path) => ({ loc: `${origin}${path}` }));
}

export async function projectUrls(db: Database, origin: string, chunk: number): Promise<SitemapUrl[]> {
  const rows = await findOpenProjectChunk(db, chunk);
  return rows.map((row) => ({ loc: `${origin}/top/projects/${row.id}`, lastmod: new Date(row.updatedAt).toISOString() }));
}
