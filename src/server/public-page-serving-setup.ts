import type { IncomingMessage } from "node:http";

import { parse } from "hono/utils/cookie";

import { describeProjectViewer, recordProjectView } from "@/features/projects/views/project-views.service";
import type { AppDeps } from "@/platform/context";
import { CLIENT_IP_HEADER } from "@/platform/request-headers";
import { csrfCookieName, sessionCookieName } from "@/platform/sessions/cookies";
import { deriveCsrfToken, isWellFormedToken } from "@/platform/sessions/tokens";

import { PublicPageCache } from "./http/public-page-cache";
import type { PublicPageServing } from "./http/public-page-serving";

const PROJECT_PAGE = /^\/top\/projects\/(\d+)$/;

/**
 * The shared cache of public pages (decision 031), or undefined when it is off: PAGE_CACHE_SECONDS=0,
 * or Next's dev compiler, whose pages change with every edit.
 */
export function createPublicPageServing(deps: AppDeps, options: { seconds: number; isDev: boolean }): PublicPageServing | undefined {
  if (options.seconds === 0 || options.isDev) return undefined;
  const csrfCookie = csrfCookieName(deps.siteOrigin);
  return {
    cache: new PublicPageCache({ ttlMs: options.seconds * 1000 }),
    sessionCookieName: sessionCookieName(deps.siteOrigin),
    // The same derivation as the page's own (getPageContext) for a reader without a session.
    csrfTokenOf: (req) => {
      const anonymousId = parse(req.headers.cookie ?? "", csrfCookie)[csrfCookie];
      return isWellFormedToken(anonymousId) ? deriveCsrfToken(deps.appSecret, { anonymousId }) : undefined;
    },
    // A project page counts its views as it renders (after()); an answer from the cache must too.
    onCachedAnswer: (req, path) => {
      const projectId = PROJECT_PAGE.exec(path)?.[1];
      if (projectId) void recordProjectView(deps, Number(projectId), describeProjectViewer(headerReaderOf(req), CLIENT_IP_HEADER));
    },
  };
}

function headerReaderOf(req: IncomingMessage) {
  return {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}
