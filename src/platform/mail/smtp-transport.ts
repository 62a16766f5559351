import nodemailer from "nodemailer";

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

/** nodemailer over `SMTP_URL` (smtp:// or smtps://, credentials in the URL), one pooled connection set. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  // A pool keeps connections open across a batch; the URL's own options (e.g. ?pool=false) win.
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  const transporter = nodemailer.createTransport(url.toString());
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
