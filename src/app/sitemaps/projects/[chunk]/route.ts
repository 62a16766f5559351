import { urlSetXml, xmlResponse } from "@/features/seo/sitemap-xml";
import { projectUrls } from "@/features/seo/sitemaps";
import { getRuntime } from "@/platform/runtime";

export const dynamic = "force-dynamic";

// GET /sitemaps/projects/{n}.xml – the n-th 50,000 open projects
export async function GET(_request: Request, { params }: { params: Promise<{ chunk: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).chunk);
  if (!match) return new Response("Not Found", { status: 404 });
  const { deps } = await getRuntime();
  const urls = await projectUrls(deps.db, deps.siteOrigin, Number(match[1]));
  if (urls.length === 0 && match[1] !== "0") return new Response("Not Found", { status: 404 });
  return xmlResponse(urlSetXml(urls));
}
