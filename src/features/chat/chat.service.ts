import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";

import { hasUnreadRoom } from "./chat-unread.queries";

/** The top bar's unread mark (/me's isUnreadMessage, spec S-BAR-2): any room of theirs with news. */
export function hasUnreadMessage(db: Database, actor: Pick<Actor, "userId">): Promise<boolean> {
  return hasUnreadRoom(db, actor.userId);
}
