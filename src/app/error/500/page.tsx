import type { Metadata } from "next";

import { ServerErrorContent } from "@/components/errors/server-error-content";

export const metadata: Metadata = {
  title: "500：Internal Server Error",
  robots: { index: false },
  // spec S-500-6: canonical is the public origin's /error/500 (metadataBase is SITE_ORIGIN)
  alternates: { canonical: "/error/500" },
};

export default function ServerErrorPage() {
  return <ServerErrorContent />;
}
