import { sitemapIndexXml, xmlResponse } from "@/features/seo/sitemap-xml";
import { sitemapLocations } from "@/features/seo/sitemaps";
import { getRuntime } from "@/platform/runtime";

export const dynamic = "force-dynamic";

// GET /sitemap.xml – the sitemap index (search issue: landing pages and every open project)
export async function GET() {
  const { deps } = await getRuntime();
  return xmlResponse(sitemapIndexXml(await sitemapLocations(deps.db, deps.siteOrigin)));
}
