import type { PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

const STATIC_PAGES = [
  "/pages/overview",
  "/pages/benefits",
  "/pages/faq",
  "/pages/terms",
  "/pages/policy",
  "/pages/security",
  "/pages/law",
  "/documents/guide",
  "/documents/recruiter_guide",
  "/business",
  "/contact/new",
  "/contact/thanks",
  "/error/500",
  "/news",
];

/** News, the contact form, information pages and the crawlers' files: open to everyone. */
export const CONTENT_PAGE_ROWS: PageRow[] = [
  // The recruiter guide's footer link shows only to signed-in orderers (S-FOOT-3); the guide itself is public.
  ...STATIC_PAGES.map((path): PageRow => ({ route: path, request: () => ({ path }), expect: sameForEveryone(200) })),
  { route: "/news/[id]", case: "the newest article", request: (w) => ({ path: `/news/${w.newsId}` }), expect: sameForEveryone(200) },
  { route: "/news/[id]", case: "no such article", request: () => ({ path: "/news/99999999" }), expect: sameForEveryone(404) },
  { route: "/robots.txt", request: () => ({ path: "/robots.txt" }), expect: sameForEveryone(200) },
  { route: "/sitemap.xml", request: () => ({ path: "/sitemap.xml" }), expect: sameForEveryone(200) },
  { route: "/sitemaps/pages.xml", request: () => ({ path: "/sitemaps/pages.xml" }), expect: sameForEveryone(200) },
  { route: "/sitemaps/projects/[chunk]", case: "the first chunk", request: () => ({ path: "/sitemaps/projects/0.xml" }), expect: sameForEveryone(200) },
  { route: "/icon.svg", request: () => ({ path: "/icon.svg" }), expect: sameForEveryone(200) },
  // The development mailbox: open to everyone in demo mode (this server's), else operators only
  // (canOpenDevMailbox, unit-tested in src/features/dev-mailbox).
  { route: "/dev/mailbox", case: "demo mode", request: () => ({ path: "/dev/mailbox" }), expect: sameForEveryone(200) },
  { route: "/dev/mailbox/[id]", case: "no such mail", request: () => ({ path: "/dev/mailbox/99999999" }), expect: sameForEveryone(404) },
];
