/**
 * Which page requests count as a view of a project (docs/decisions/008). Crawlers, link previews,
 * scripts and headless browsers read pages without anyone looking, and prefetches (Next's router,
 * the browser's speculation) load a page the visitor may never open; none of them is a view.
 */
const NON_HUMAN_AGENT =
  /bot|crawl|spider|slurp|archiver|preview|facebookexternalhit|headless|lighthouse|pagespeed|curl|wget|python|httpclient|http-client|okhttp|node-fetch|undici|axios|java\/|go-http|libwww|scrapy/i;

type HeaderReader = { get(name: string): string | null };

export function isCountableView(headers: HeaderReader): boolean {
  const agent = headers.get("user-agent") ?? "";
  if (agent.trim() === "" || NON_HUMAN_AGENT.test(agent)) return false;
  if (headers.get("next-router-prefetch") !== null || headers.get("next-router-segment-prefetch") !== null) return false;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`;
  return !/prefetch|prerender/i.test(purpose);
}
