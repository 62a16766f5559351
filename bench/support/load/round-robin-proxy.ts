/**
 * The reverse proxy of `npm run bench:load`, in a process of its own (its event loop is not the load
 * generator's): spreads requests over the app processes in turn, as nginx's `upstream` block would.
 * An upstream that refuses a connection is left out for 2 s and the request goes to the next one —
 * safe for every method, since nothing reached the app. A connection that breaks after the request
 * was sent is tried on the next upstream for a read (GET, HEAD) and answers 502 for a write, as
 * nginx does for a non-idempotent request; the client decides to retry
 * (chat sends carry their client key, so a retry cannot write twice). Responses stream through
 * unbuffered, so server-sent events pass as they are written.
 *
 * Arguments: the upstream ports. Prints `{"port":…}` once it listens on a free loopback port.
 */
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from "node:http";

const upstreams = process.argv.slice(2).map((port) => ({ port: Number(port), downUntil: 0 }));
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
let turn = 0;

function nextUpstream(excluded: Set<number>) {
  const now = Date.now();
  for (let i = 0; i < upstreams.length; i++) {
    const upstream = upstreams[(turn + i) % upstreams.length]!;
    if (!excluded.has(upstream.port) && upstream.downUntil <= now) {
      turn = (turn + i + 1) % upstreams.length;
      return upstream;
    }
  }
  return undefined;
}

const isRefused = (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED";
const isIdempotent = (method: string | undefined) => method === "GET" || method === "HEAD";

function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, excluded: Set<number>) {
  const upstream = nextUpstream(excluded);
  if (!upstream) {
    res.writeHead(502, { "content-type": "text/plain" }).end("no upstream");
    return;
  }
  const outgoing = request({ host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
    // An upstream that dies mid-stream (kill -9) ends the client's connection too, as a proxy would.
    answer.on("error", () => res.destroy());
    answer.on("aborted", () => res.destroy());
  });
  outgoing.on("error", (error: NodeJS.ErrnoException) => {
    if (res.headersSent) return res.destroy();
    // Like nginx's proxy_next_upstream: a refused connection for any method, a broken one for a read.
    // Only a refused connection marks the process as down: a reset can be a kept-alive socket the app
    // had just closed, and the next try opens a fresh one.
    if (isRefused(error) || isIdempotent(req.method)) {
      if (isRefused(error)) upstream.downUntil = Date.now() + 2_000;
      forward(req, res, body, new Set([...excluded, upstream.port]));
      return;
    }
    res.writeHead(502, { "content-type": "text/plain" }).end(`upstream error: ${error.code ?? "unknown"}`);
  });
  res.on("close", () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  outgoing.end(body);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => forward(req, res, Buffer.concat(chunks), new Set()));
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ port }));
});
