import { request as httpRequest } from "node:http";

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number };

export type RawRequestOptions = {
  headers?: Record<string, string>;
  /** The body, generated lazily: a 300 MB body costs the sender nothing. */
  chunks?: () => Generator<Buffer>;
  contentLength?: number;
};

/**
 * One HTTP/1.1 request over a real socket, with full control of the body's framing (a declared
 * Content-Length or chunked), for what fetch cannot send. Like curl, it stops sending once an answer
 * arrives mid-body; a server that then closes the socket is expected, and the answer is returned.
 */
export function sendRaw(origin: string, method: string, path: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.contentLength !== undefined) headers["content-length"] = String(options.contentLength);
    let answered = false;
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode!, headers: res.headers, body, ms: performance.now() - started });
        if (!req.writableFinished) req.destroy();
      });
    });
    // Writing into a socket the server is closing fails; its answer may still be on its way.
    req.on("error", (error) => (/EPIPE|ECONNRESET/.test(error.message) ? setTimeout(() => reject(error), 2_000).unref() : reject(error)));
    const chunks = options.chunks?.();
    if (!chunks) return void req.end();
    const pump = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (req.destroyed || answered) return;
        if (!req.write(next.value)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/** `totalBytes` of "a" in 64 KiB chunks (one buffer reused). */
export function* repeatedChunks(totalBytes: number, chunkBytes = 64 * 1024): Generator<Buffer> {
  const chunk = Buffer.alloc(chunkBytes, "a");
  for (let sent = 0; sent < totalBytes; sent += chunkBytes) yield chunk;
}

/** A body sent as it is, in one or more chunks. */
export function bodyOf(...parts: (string | Buffer)[]): () => Generator<Buffer> {
  return function* () {
    for (const part of parts) yield Buffer.isBuffer(part) ? part : Buffer.from(part);
  };
}
