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
