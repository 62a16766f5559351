import type { Metadata } from "next";
import type { ReactNode } from "react";

import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getPageContext } from "@/server/page-context";

import "./globals.css";

// Every page reads the visitor's session: nothing is prerendered at build time (and `next build`
// must never open the embedded database).
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { siteOrigin } = await getPageContext();
  return {
    metadataBase: new URL(siteOrigin),
    title: { default: "かけはし｜フリーランスのプロと企業をつなぐ案件マッチング", template: "%s｜かけはし" },
    description:
      "かけはしは、フリーランスのITプロと業務委託案件を直接つなぐマッチングサービスです。仲介手数料0円、検索から最短1日で商談。プロは登録から受注まで無料です。",
    keywords: ["フリーランス", "業務委託", "案件", "エンジニア", "デザイナー", "副業", "マッチング"],
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const context = await getPageContext();
  return (
    <html lang="ja">
      <head>
        <meta name="csrf-token" content={context.csrfToken} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          本文へスキップ
        </a>
        <SiteHeader user={context.user} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
