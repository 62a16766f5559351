import type { Metadata } from "next";

import { ServerErrorContent } from "@/shell/errors/server-error-content";
import { pageMetadata } from "@/lib/page-metadata";

// spec S-500-6: canonical is the public origin's /error/500 (metadataBase is SITE_ORIGIN)
export const metadata: Metadata = pageMetadata({
  title: "500：Internal Server Error",
  description: "ただいまシステムに障害が発生しており、復旧作業を行っております。",
  path: "/error/500",
  noIndex: true,
});

export default function ServerErrorPage() {
  return <ServerErrorContent />;
}
