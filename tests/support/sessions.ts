import type { DatabaseHandle } from "@/db/client";
import { createSession } from "@/platform/sessions/session.queries";

import type { BrowserLikeClient } from "./api-client";

/** Logs a client in by creating a session row directly (only the login tests type passwords). */
export async function logInAs(handle: DatabaseHandle, client: BrowserLikeClient, userId: number, now = new Date()) {
  const session = await createSession(handle.db, { userId, now });
  client.cookies.set("kh_session", session.rawId);
  await client.fetchCsrfToken();
  return session;
}
