/**
 * Headers the HTTP server (src/server/http/request-listener.ts) sets on every request before the API
 * or a page sees it: both read them, so they live below both.
 */
export const REQUEST_ID_HEADER = "x-request-id";
export const CLIENT_IP_HEADER = "x-kakehashi-client-ip";
/**
 * Set ("1") when the page's address carries a secret — a mailed link's token (src/lib/redact-url.ts):
 * such a page loads no tag manager or analytics, which would send the whole address to a third party.
 */
export const SECRET_URL_HEADER = "x-kakehashi-secret-url";

/**
 * Who made a request, for its one log line (ASVS 16.2.1): the API's actor middleware notes the
 * signed-in user's id on the Node request it came in on, and the HTTP server writes it when the
 * answer finishes. A field on the request object, never a header: nothing of it reaches the client.
 */
// Symbol.for: the server (run by tsx) and the pages (bundled by Next) each load their own copy of
// this module; a plain Symbol() would be a different key in each, and a page's note would be lost.
const REQUEST_USER = Symbol.for("kakehashi.requestUserId");

export function noteRequestUser(incoming: object | undefined, userId: number): void {
  if (incoming) Object.assign(incoming, { [REQUEST_USER]: userId });
}

export function requestUserOf(incoming: object): number | undefined {
  return (incoming as { [REQUEST_USER]?: number })[REQUEST_USER];
}
