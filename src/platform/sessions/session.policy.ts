/**
 * Session lifetime (docs/decisions/003-sessions.md): a session ends after 14 days without a request
 * (idle) and 30 days after login whatever happens (absolute). last_seen_at is written at most once
 * an hour so that reading pages does not turn into a write per request.
 */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function isSessionExpired(session: { lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  return session.expiresAt <= now || session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now.getTime();
}

export function shouldTouchSession(session: { lastSeenAt: Date }, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
