import type { MetadataRoute } from "next";

import { getRuntime } from "@/platform/runtime";

export const dynamic = "force-dynamic";

/**
 * Crawlers may read every public page; member pages, the API and forms' results are not for them.
 * /login is public (decision 032): people search for 「かけはし ログイン」, and its canonical link
 * folds the ?next= variants into one page.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { deps } = await getRuntime();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/mypage/", "/project_chat_rooms", "/contact/thanks", "/announcements", "/dev/"] },
    sitemap: `${deps.siteOrigin}/sitemap.xml`,
    host: deps.siteOrigin,
  };
}
