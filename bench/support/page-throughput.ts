import { Agent, request } from "node:http";

/**
 * Requests per second one path sustains from `connections` keep-alive connections for `seconds`,
 * as a browser asks (gzip accepted, a returning visitor's CSRF cookie). The client runs on the same
 * two cores as the server, as the wrk figures did, so only ratios within one run compare.
 */
export async function measureThroughput(baseUrl: string, path: string, options: { seconds: number; connections: number; cookie?: string }) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const deadline = Date.now() + options.seconds * 1000;
  const statuses = new Map<number, number>();
  let done = 0;
  let bytes = 0;
  const headers = { "accept-encoding": "gzip", ...(options.cookie ? { cookie: options.cookie } : {}) };
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(`${baseUrl}${path}`, { agent, headers }, (res) => {
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => {
          statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
          resolve();
        });
      });
      req.on("error", reject);
      req.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < deadline) {
        await one();
        done += 1;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return { rate: done / elapsed, statuses, bytesPerAnswer: done ? bytes / done : 0 };
}

/** A returning visitor's cookie: the CSRF id the first answer sets. */
export async function visitorCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
