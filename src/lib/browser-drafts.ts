/**
 * What a person types and has not sent yet (chat drafts) is kept in this browser's localStorage under
 * their own user id, so that the next person at a shared computer never sees it: not in the box (the
 * key names the writer), and not in the storage either once the site knows who is here
 * (`forgetDraftsNotOf`, run when the current user is settled). A logout also sends
 * `Clear-Site-Data: "storage"`; this covers what a logout does not: an expired or remotely ended
 * session, 退会, or someone else signing in (ASVS 14.3.1, 14.3.3).
 */
const DRAFT_PREFIX = "kakehashi:chat-draft:";

export function draftKey(userId: number, roomId: number): string {
  return `${DRAFT_PREFIX}${userId}:${roomId}`;
}

/** Removes every draft that is not `userId`'s (all of them for a visitor: `null`). */
export function forgetDraftsNotOf(storage: Storage, userId: number | null): void {
  const own = userId === null ? null : `${DRAFT_PREFIX}${userId}:`;
  const others: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX) && (own === null || !key.startsWith(own))) others.push(key);
  }
  for (const key of others) storage.removeItem(key);
}
