import { randomBytes } from "node:crypto";

import type { SiteSettings } from "@/lib/env";

/** Request header through which the page server hands the per-request nonce to the root layout. */
export const NONCE_HEADER = "x-kakehashi-nonce";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

type PolicyOptions = {
  nonce: string;
  /** `next dev` evaluates code for fast refresh. */
  isDev: boolean;
  site: Pick<SiteSettings, "gtmId" | "gaMeasurementId">;
};

/**
 * The page policy: scripts run only with this response's nonce ('strict-dynamic' lets the tag
 * manager load what it needs), nothing may frame us, forms post only to us. Google's hosts are allowed
 * only when a tag id is configured (spec S-HEAD-3). Next reads the nonce from this same header on
 * the request and puts it on its own scripts.
 */
export function buildPagePolicy({ nonce, isDev, site }: PolicyOptions): string {
  const usesGoogleTags = Boolean(site.gtmId || site.gaMeasurementId);
  const google = usesGoogleTags ? ["https://www.googletagmanager.com"] : [];
  const analytics = usesGoogleTags ? ["https://*.google-analytics.com", "https://*.analytics.google.com"] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])]],
    // React and the toast library set inline style attributes; styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...google, ...analytics]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...google, ...analytics, ...(isDev ? ["ws:"] : [])]],
    ["frame-src", google.length ? google : ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    // Nothing renders a <base> element, so none may (issue 19, ASVS 3.4.3): an injected one cannot re-point relative URLs.
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** JSON answers never render: they need no script, style or frame at all. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
