import { Agent, request } from "node:http";

import type { LoadMember } from "./load-world";

export type Answer = { status: number; body: string };
/** What a call may say about itself; a member's calls carry their cookie, CSRF token and address. */
export type Call = { method?: string; path: string; member?: LoadMember; ip?: string; body?: unknown; api?: boolean; timeoutMs?: number };

/**
 * HTTP to the proxy as browsers would ask: keep-alive connections, gzip accepted (pages are read to
 * the end but not unpacked), the API's `X-Requested-With`, and each client's own address in
 * X-Forwarded-For (the app trusts the proxy), so per-address limits count people, not the generator.
 * A network failure answers status 0.
 */
export function createLoadClient(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const url = new URL(baseUrl);

  function send(call: Call): Promise<Answer> {
    const isApi = call.api ?? call.path.startsWith("/api/");
    const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    const headers: Record<string, string> = {
      "accept-encoding": isApi ? "identity" : "gzip",
      "x-forwarded-for": call.member?.ip ?? call.ip ?? "192.0.2.1",
      ...(isApi ? { "x-requested-with": "XMLHttpRequest", accept: "application/json" } : { accept: "text/html" }),
      ...(call.member ? { cookie: call.member.cookie } : {}),
      ...(call.member && call.method && call.method !== "GET" ? { "x-csrf-token": call.member.csrf } : {}),
      ...(payload ? { "content-type": "application/json", "content-length": String(payload.length) } : {}),
    };
    return new Promise((resolve) => {
      const req = request(
        { host: url.hostname, port: url.port, method: call.method ?? "GET", path: call.path, headers, agent, timeout: call.timeoutMs ?? 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => isApi && chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", () => resolve({ status: 0, body: "" }));
          res.on("aborted", () => resolve({ status: 0, body: "" }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ status: 0, body: "" }));
      req.end(payload);
    });
  }

  return { send, baseUrl, close: () => agent.destroy() };
}
export type LoadClient = ReturnType<typeof createLoadClient>;

/** A member's CSRF token: the app derives it from the session, so every process accepts it. */
export async function attachCsrfToken(client: LoadClient, member: LoadMember): Promise<void> {
  const answer = await client.send({ path: "/api/v2/csrf_token", member });
  if (answer.status !== 200) throw new Error(`csrf_token answered ${answer.status}`);
  member.csrf = (JSON.parse(answer.body) as { csrfToken: string }).csrfToken;
}
