import nodemailer from "nodemailer";

import { isLoopbackHost } from "@/lib/env";

/** One mail as the outbox holds it, ready for the wire. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  /** Notices: the one-click stop address, sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string;
};

/** Sends one mail; throws a DeliveryError saying whether trying again may help. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

/**
 * A 5xx reply is the receiving server's final word (a bad address, a refused sender); anything else —
 * a 4xx, a refused or dropped connection, a timeout — may pass, so the mail is tried again later.
 */
export function classifyDeliveryError(error: unknown): DeliveryError {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const reason = (message ?? String(error)).slice(0, 500);
  return new DeliveryError(reason, typeof responseCode === "number" && responseCode >= 500 && responseCode < 600);
}

/** The URL nodemailer gets: pooled, and STARTTLS required off this machine; the URL's own options (e.g. ?pool=false) win. */
export function transportUrlOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  if (url.protocol === "smtp:" && !isLoopbackHost(url.hostname) && !url.searchParams.has("requireTLS")) url.searchParams.set("requireTLS", "true");
  return url.toString();
}

/**
 * nodemailer over `SMTP_URL` (smtp:// or smtps://, credentials in the URL), one pooled connection set.
 * A plain smtp:// server on another machine must offer STARTTLS (ASVS 12.3.1): without it nothing is
 * sent in the clear, the delivery fails and is retried. A relay on this machine may speak plain SMTP.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(transportUrlOf(smtpUrl));
  return {
    async send(mail) {
      try {
        const { unsubscribeUrl, ...message } = mail;
        const headers = unsubscribeUrl ? { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined;
        await transporter.sendMail({ ...message, headers });
      } catch (error) {
        throw classifyDeliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}
