import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port (the `smtp-server` package) that keeps what arrives. `refuse`
 * answers a recipient with an SMTP error, e.g. 451 (try later) or 550 (no such mailbox).
 */
export async function startSmtpTestServer() {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (address: string, code: number, message: string) => refusals.set(address, { code, message }),
    accept: (address: string) => refusals.delete(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message, unfolded, with RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?) decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

export type MimePart = { contentType: string; body: string };

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The leaf parts of a raw multipart message (text and HTML), with their transfer encoding undone. */
export function mimePartsOf(raw: string): MimePart[] {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  const unfolded = head!.replace(/\r?\n[ \t]+/g, " ");
  const contentType = /^content-type:\s*([^\r\n]*)/im.exec(unfolded)?.[1] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimePartsOf(part.replace(/^\r?\n/, "")));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
  const decoded =
    encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : encoding === "quoted-printable" ? decodeQuotedPrintable(body) : body;
  return [{ contentType: contentType.split(";")[0]!.trim().toLowerCase(), body: decoded }];
}
