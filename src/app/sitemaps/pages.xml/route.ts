import { urlSetXml, xmlResponse } from "@/features/seo/sitemap-xml";
import { pageUrls } from "@/features/seo/sitemaps";
import { getRuntime } from "@/platform/runtime";

export const dynamic = "force-dynamic";

// GET /sitemaps/pages.xml – public pages and every search landing page
export async function GET() {
  const { deps } = await getRuntime();
  return xmlResponse(urlSetXml(await pageUrls(deps.db, deps.siteOrigin)));
}
