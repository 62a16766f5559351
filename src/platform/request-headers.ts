/**
 * Headers the HTTP server (src/server/http/request-listener.ts) sets on every request before the API
 * or a page sees it: both read them, so they live below both.
 */
export const REQUEST_ID_HEADER = "x-request-id";
export const CLIENT_IP_HEADER = "x-kakehashi-client-ip";
