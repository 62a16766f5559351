import type { Metadata } from "next";

import { NotFoundContent } from "@/shell/errors/not-found-content";

export const metadata: Metadata = { title: "ページが見つかりません", robots: { index: false } };

export default function NotFound() {
  return <NotFoundContent />;
}
