import type { ApiApp } from "@/server/api-app";

import { assertContract } from "./api-contract-check";
import { TEST_ORIGIN } from "./test-database";

/**
 * Drives the Hono app in-process like a browser would: keeps cookies, sends the CSRF token the
 * server handed out, and the same headers as the product's HTTP client (spec S-API-1).
 */
export class BrowserLikeClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  /** `checkContract: false` for benchmarks: the check parses every answer, which is not the server's time. */
  constructor(
    private readonly app: ApiApp,
    readonly ip = "203.0.113.10",
    private readonly options: { checkContract: boolean } = { checkContract: true },
  ) {}

  async fetchCsrfToken(): Promise<string> {
    const response = await this.request("GET", "/api/v2/csrf_token");
    this.csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
    return this.csrfToken;
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string>; csrf?: boolean; keepStream?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      "x-requested-with": "XMLHttpRequest",
      "x-kakehashi-client-ip": this.ip,
      origin: TEST_ORIGIN,
      host: new URL(TEST_ORIGIN).host,
    };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (options.csrf !== false && this.csrfToken && method !== "GET") headers["x-csrf-token"] = this.csrfToken;
    let body = options.body;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    // An empty string in options.headers removes a default header (e.g. no Origin at all).
    const merged = Object.fromEntries(Object.entries({ ...headers, ...options.headers }).filter(([, v]) => v !== ""));
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, { method, headers: merged, body: body as BodyInit | undefined });
    if (this.options.checkContract) await assertContract(method, `${TEST_ORIGIN}${path}`, response);
    this.storeCookies(response);
    // An event stream stays open until read to its end; a caller that only wants the status closes it here.
    if (!options.keepStream && response.headers.get("content-type")?.startsWith("text/event-stream")) await response.body?.cancel();
    const rotated = response.headers.get("x-csrf-token");
    if (rotated) this.csrfToken = rotated;
    return response;
  }

  private storeCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const isExpired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "";
      if (isExpired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
