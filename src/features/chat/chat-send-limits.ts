import type { Database } from "@/db/client";
import type { AppDeps, ChatSendLimits } from "@/platform/context";
import { enforceAccountRateLimits, RATE_LIMITS, type RateLimitRule } from "@/platform/rate-limit";

/** The product's per-account limits on chat sends (issue 19; the reasons are in RATE_LIMITS). */
export const CHAT_SEND_LIMITS: ChatSendLimits = {
  messages: [RATE_LIMITS.chatMessagesPerUserMinute, RATE_LIMITS.chatMessagesPerUserHour],
  attachments: [RATE_LIMITS.chatAttachmentsPerUserHour, RATE_LIMITS.chatAttachmentsPerUserDay],
};

/** The limits this app counts: the product's unless the deps bring others, none when they say null. */
export function chatSendLimitsOf(deps: Pick<AppDeps, "chatSendLimits">): ChatSendLimits {
  return deps.chatSendLimits === null ? { messages: [], attachments: [] } : (deps.chatSendLimits ?? CHAT_SEND_LIMITS);
}

const MESSAGE_LIMIT_MESSAGE = (wait: string) => `短い時間にたくさんのメッセージが送られたため、送信を止めています。${wait}ほど時間をおいてから、もう一度お送りください。`;
const ATTACHMENT_LIMIT_MESSAGE = (wait: string) =>
  `短い時間にたくさんのファイルが送られたため、送信を止めています。${wait}ほど時間をおいてから、もう一度お送りください。`;

/**
 * Counts one send against each rule, per account, and refuses with 429 (Retry-After of the rule's
 * window) once one is passed. Counted after the room is known to be the sender's and before anything
 * is written, retries by client key included.
 */
export async function enforceChatSendLimits(db: Database, kind: keyof ChatSendLimits, rules: readonly RateLimitRule[], userId: number, now: Date): Promise<void> {
  const message = kind === "messages" ? MESSAGE_LIMIT_MESSAGE : ATTACHMENT_LIMIT_MESSAGE;
  await enforceAccountRateLimits(db, rules, userId, now, message);
}
