/**
 * Where to send someone back to after login or sign-up (`?next=`): only a path on our own origin.
 * The value is judged the way a browser will read it — parsed against an origin after removing what
 * browsers remove (tabs and newlines anywhere, control characters and spaces at either end, `\`
 * read as `/`) — so `/%09/evil.example`, `/\evil.example` or `/./\/evil.example` never leave the site.
 * Anything else becomes the top page.
 */
const PROBE_ORIGIN = "http://return-path.invalid";
const TOP_PAGE = "/";

export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string") return TOP_PAGE;
  // eslint-disable-next-line no-control-regex -- trimming control characters and spaces is the point
  const cleaned = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!cleaned.startsWith("/") || /^\/[/\\]/.test(cleaned)) return TOP_PAGE;
  let url: URL;
  try {
    url = new URL(cleaned, PROBE_ORIGIN);
  } catch {
    return TOP_PAGE;
  }
  if (url.origin !== PROBE_ORIGIN) return TOP_PAGE;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse to `//host` ("/.//evil.example"), which a browser reads as another site.
  return /^\/[/\\]/.test(path) ? TOP_PAGE : path;
}

/** `/login?next=…` for coming back to `path` after logging in. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
