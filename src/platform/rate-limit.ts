import { eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { rateLimitCounters } from "@/db/schema";

import { AppError } from "./errors";

/**
 * Fixed-window counters in the database (docs/decisions/004-rate-limits.md): every app instance
 * sees the same counts, it works the same on PGlite and on the server, and the clock is a parameter.
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export const RATE_LIMITS = {
  /** Every login attempt from one IP address. */
  loginPerIp: { name: "login-ip", limit: 30, windowMs: 15 * 60_000 },
  /**
   * Login attempts for one account from one IP address, counted before the password is checked and
   * cleared by a success (so in effect: failures). Keyed by both so that an attacker's failures
   * never lock the real user out from their own address.
   */
  loginFailuresPerAccountAndIp: { name: "login-fail", limit: 10, windowMs: 15 * 60_000 },
  signupPerIp: { name: "signup-ip", limit: 10, windowMs: 60 * 60_000 },
  /** Contact-form submissions from one IP address (valid ones only; each also sends a mail). */
  contactPerIp: { name: "contact-ip", limit: 5, windowMs: 60 * 60_000 },
  /**
   * Contact-form submissions naming one e-mail address, from anywhere: each sends that address an
   * acknowledgement, so this caps what a stranger can make us send to someone else's inbox.
   */
  contactPerAddress: { name: "contact-address", limit: 5, windowMs: 24 * 60 * 60_000 },
  /** Password-reset requests from one IP address (answered the same whether the address exists). */
  passwordResetPerIp: { name: "reset-ip", limit: 10, windowMs: 60 * 60_000 },
  /** Reset mails to one account's address, from anywhere: beyond this, requests quietly send nothing. */
  passwordResetMailPerAddress: { name: "reset-mail", limit: 3, windowMs: 60 * 60_000 },
  /** New verification links asked for by one account (each sends a mail to its own address). */
  verificationResendPerUser: { name: "verify-resend-user", limit: 3, windowMs: 10 * 60_000 },
  verificationResendPerIp: { name: "verify-resend-ip", limit: 10, windowMs: 10 * 60_000 },
  /** E-mail change requests (each checks the password and mails two addresses). */
  emailChangePerUser: { name: "email-change-user", limit: 5, windowMs: 60 * 60_000 },
  emailChangePerIp: { name: "email-change-ip", limit: 20, windowMs: 60 * 60_000 },
  /** 退会 attempts per account: each checks the password, so guesses from a stolen session are capped. */
  withdrawalPerUser: { name: "withdrawal-user", limit: 10, windowMs: 15 * 60_000 },
  /** Password changes per account (issue 19): each checks the current password, so a stolen session gets 10 guesses, then waits. */
  passwordChangePerUser: { name: "password-change-user", limit: 10, windowMs: 15 * 60_000 },
  /**
   * 二段階認証's codes per account (decision 033): at login after a right password, and when turning
   * it on or off. Three 30-second steps count, so 5 guesses in 15 minutes leave a one-in-60,000 chance.
   */
  twoFactorCodesPerUser: { name: "two-factor-user", limit: 5, windowMs: 15 * 60_000 },
  /** 「パスワードの再確認」 per account (the console, ending sessions): a stolen session gets 10 guesses, then waits. */
  passwordConfirmationPerUser: { name: "password-confirm-user", limit: 10, windowMs: 15 * 60_000 },
  /** Data exports requested per account (each builds a whole document in a job). */
  dataExportPerUser: { name: "data-export-user", limit: 3, windowMs: 24 * 60 * 60_000 },
  /** Corporation invitations sent by one member (each mails someone outside the corporation). */
  invitationsPerUser: { name: "invite-user", limit: 30, windowMs: 60 * 60_000 },
  /** Invitations to one address, from any corporation: caps the mail a stranger can make us send someone. */
  invitationsPerAddress: { name: "invite-address", limit: 5, windowMs: 24 * 60 * 60_000 },
  /** 「通報する」 presses per account (issue 18): enough for anyone honest, a cap on flooding the operators' queue. */
  reportsPerUser: { name: "report-user", limit: 20, windowMs: 60 * 60_000 },
  /**
   * Chat messages sent by one account (issue 19): a message a second for a whole minute, or ten a
   * minute for an hour, is beyond anyone typing or pasting by hand; a script is held to that instead
   * of flooding a conversation (and the other side's notices) with thousands.
   */
  chatMessagesPerUserMinute: { name: "chat-message-user-minute", limit: 60, windowMs: 60_000 },
  chatMessagesPerUserHour: { name: "chat-message-user-hour", limit: 600, windowMs: 60 * 60_000 },
  /**
   * Files sent in chats by one account (issue 19): a batch of screenshots or a whole portfolio fits
   * in 30 an hour; at 10 MB each, one account adds at most about 300 MB an hour and 1 GB a day to the disk.
   */
  chatAttachmentsPerUserHour: { name: "chat-attachment-user-hour", limit: 30, windowMs: 60 * 60_000 },
  chatAttachmentsPerUserDay: { name: "chat-attachment-user-day", limit: 100, windowMs: 24 * 60 * 60_000 },
  /**
   * Likes and their taking back by one account (issue 19): someone browsing likes a few projects a
   * minute; a script toggling likes is held to this instead of churning the ranking's counters.
   */
  likesPerUserMinute: { name: "like-user-minute", limit: 60, windowMs: 60_000 },
  likesPerUserHour: { name: "like-user-hour", limit: 600, windowMs: 60 * 60_000 },
  /**
   * Project drafts saved, postings published or edited, and copies made by one account (issue 19):
   * a busy recruiter saves a draft every few minutes; 300 an hour stops a script filling the tables.
   */
  projectWritesPerUserHour: { name: "project-write-user-hour", limit: 300, windowMs: 60 * 60_000 },
  /** Avatars and logos uploaded by one account (issue 19): each is decoded and re-encoded, and stored. */
  imageUploadsPerUserHour: { name: "image-upload-user-hour", limit: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

function counterKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/** Counts one hit and returns the hits in the current window. */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: counterKey(rule, subject), windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 1;
}

export async function resetRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(rule, subject)));
}

/** How long to wait, as the 429 message says it: "15分", "60分", a day or more in hours ("24時間"). */
function describeWait(rule: RateLimitRule): string {
  const minutes = Math.ceil(rule.windowMs / 60_000);
  return minutes >= 24 * 60 ? `${Math.round(minutes / 60)}時間` : `${minutes}分`;
}

type WaitMessage = (wait: string) => string;

const defaultWaitMessage: WaitMessage = (wait) => `試行回数が上限に達しました。${wait}ほど時間をおいてからもう一度お試しください。`;

/** 429 with Retry-After for the rule's window; `message` words it for the action that was limited. */
export function rateLimitedError(rule: RateLimitRule, message: WaitMessage = defaultWaitMessage): AppError {
  return new AppError("rate_limited", message(describeWait(rule)), {
    retryAfterSeconds: Math.ceil(rule.windowMs / 1000),
    // The rule's name only: the counter's subject may be an address or an account's e-mail.
    security: { reason: rule.name },
  });
}

/** Counts a hit and throws 429 once the rule's limit is passed. */
export async function enforceRateLimit(db: Database, rule: RateLimitRule, subject: string, now: Date, message?: WaitMessage): Promise<void> {
  if ((await hitRateLimit(db, rule, subject, now)) > rule.limit) throw rateLimitedError(rule, message);
}

/**
 * Counts one write of a signed-in account against each rule (keyed by the user id) and refuses with
 * 429 once one is passed — before anything is written. `message` says what was stopped.
 */
export async function enforceAccountRateLimits(db: Database, rules: readonly RateLimitRule[], userId: number, now: Date, message?: WaitMessage): Promise<void> {
  for (const rule of rules) await enforceRateLimit(db, rule, String(userId), now, message);
}

/** The 429 message for a signed-in write done too often: 「短い時間にたくさんの{what}ため…」. */
export const tooOftenMessage =
  (what: string): WaitMessage =>
  (wait) =>
    `短い時間にたくさんの${what}ため、受け付けを止めています。${wait}ほど時間をおいてから、もう一度お試しください。`;
