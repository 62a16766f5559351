import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Toaster } from "sonner";

import { TagManagerNoScript, TagManagerScripts } from "@/shell/head/tag-manager-scripts";
import { TopBar } from "@/shell/header/top-bar";
import { HydrationMarker } from "@/shell/hydration-marker";
import { SiteFooter } from "@/shell/site-footer";
import { CreateProjectRequestModal } from "@/features/projects/components/create-project-request-modal";
import { getFooterProjectList, type FooterLinkGroup } from "@/features/projects/footer-project-list";
import { ChatEventsProvider } from "@/features/chat/components/chat-events-provider";
import { CurrentUserProvider } from "@/features/users/components/current-user-provider";
import { JobChangeIntentionModal } from "@/features/users/components/job-change-intention-modal";
import { EmailVerificationBanner } from "@/features/account-email/components/email-verification-banner";
import { getPageUser } from "@/features/users/page-user";
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, DEFAULT_TITLE, OG_IMAGE, SITE_NAME } from "@/lib/page-metadata";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

import "./globals.css";

// Every page reads the visitor's session and carries a per-answer CSP nonce: nothing is prerendered
// at build time (and `next build` must never open the embedded database).
export const dynamic = "force-dynamic";

/** Spec S-K-1: toasts stay 3000 ms; success is light (green), errors red. */
const TOAST_DURATION_MS = 3000;

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f5fd6" };

/** Defaults for every page (spec S-HEAD-1, S-HEAD-2); pages state their own through pageMetadata(). */
export async function generateMetadata(): Promise<Metadata> {
  const { siteOrigin, site } = await getPageContext();
  return {
    metadataBase: new URL(siteOrigin),
    title: { default: DEFAULT_TITLE, template: `%s｜${SITE_NAME}` },
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    applicationName: SITE_NAME,
    openGraph: { type: "website", siteName: SITE_NAME, locale: "ja_JP", title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, images: [OG_IMAGE] },
    twitter: { card: "summary_large_image", title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, images: [OG_IMAGE.url] },
    ...(site.fbAppId ? { facebook: { appId: site.fbAppId } } : {}),
  };
}

async function readFooterGroups(): Promise<FooterLinkGroup[]> {
  const { deps } = await getRuntime();
  // The footer is a courtesy: without the database the page still renders, with the site links only.
  return getFooterProjectList(deps.db).catch((error: unknown) => {
    deps.databaseHealth.logFailure(error, "could not read the footer links");
    return [];
  });
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [context, user, footerGroups] = await Promise.all([getPageContext(), getPageUser(), readFooterGroups()]);
  return (
    <html lang="ja">
      <head>
        <meta name="csrf-token" content={context.csrfToken} />
        {context.isSecretUrl ? null : <TagManagerScripts gtmId={context.site.gtmId} gaMeasurementId={context.site.gaMeasurementId} nonce={context.nonce} />}
      </head>
      <body className="flex min-h-screen flex-col">
        <TagManagerNoScript gtmId={context.isSecretUrl ? undefined : context.site.gtmId} />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          本文へスキップ
        </a>
        <CurrentUserProvider initialUser={user}>
          <ChatEventsProvider>
            <TopBar />
            <EmailVerificationBanner />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter groups={footerGroups} operatingCompanyName={context.site.operatingCompanyName} year={new Date().getFullYear()} />
            <CreateProjectRequestModal />
            <JobChangeIntentionModal />
            <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
          </ChatEventsProvider>
        </CurrentUserProvider>
        <HydrationMarker />
      </body>
    </html>
  );
}
