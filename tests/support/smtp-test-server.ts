import type { AddressInfo, Socket } from "node:net";

import { simpleParser } from "mailparser";
import { afterAll, beforeAll } from "vitest";

import { createSmtpTransport, type MailTransport } from "@/platform/mail/smtp-transport";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port (the `smtp-server` package) that keeps what arrives. `refuse`
 * answers a recipient with an SMTP error, e.g. 451 (try later) or 550 (no such mailbox). `port`
 * brings a closed server back where it was (bench:load's SMTP outage); by default any free port.
 */
export async function startSmtpTestServer(port = 0) {
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
  const sockets = new Set<Socket>();
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    refuse: (address: string, code: number, message: string) => refusals.set(address, { code, message }),
    accept: (address: string) => refusals.delete(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Goes away at once, as a crashed mail server does: open connections (a sender's pool) are cut. */
    crash: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      return closed;
    },
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

/** A received message parsed as a mail client would: decoded subject, the text and HTML parts, headers. */
export async function parseMail(raw: string) {
  const parsed = await simpleParser(raw);
  return {
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    header: (name: string) => {
      const value = parsed.headers.get(name.toLowerCase());
      return value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value);
    },
    /** The raw header lines, for headers mailparser turns into objects (List-Unsubscribe). */
    rawHeader: (name: string) => headerOf(raw, name),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/**
 * For a test file that sends the outbox: a real SMTP server and a transport to it for the whole
 * file (started before its tests, closed after). `server` and `transport` are read inside tests.
 */
export function useSmtpTestServer() {
  const state: { server?: SmtpTestServer; transport?: MailTransport } = {};
  beforeAll(async () => {
    state.server = await startSmtpTestServer();
    // No pool: each send is its own connection, so a refusal set by a test applies at once.
    state.transport = createSmtpTransport(`${state.server.url}?pool=false`);
  });
  afterAll(async () => {
    state.transport?.close();
    await state.server?.close();
  });
  return {
    get server(): SmtpTestServer {
      return state.server!;
    },
    get transport(): MailTransport {
      return state.transport!;
    },
    /** The mail that arrived for one address, oldest first. */
    arrivedFor: (address: string) => state.server!.received.filter((m) => m.to.includes(address)),
  };
}
