import type { MetadataRoute } from "next";

import { getRuntime } from "@/platform/runtime";

export const dynamic = "force-dynamic";

/** Crawlers may read every public page; member pages, the API and forms' results are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { deps } = await getRuntime();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/mypage/", "/project_chat_rooms", "/contact/thanks", "/announcements", "/login", "/dev/"] },
    sitemap: `${deps.siteOrigin}/sitemap.xml`,
    host: deps.siteOrigin,
  };
}
