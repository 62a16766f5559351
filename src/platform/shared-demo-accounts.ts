import { eq } from "drizzle-orm";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { isPublicDemo } from "@/lib/env";

import { AppError } from "./errors";

const SHARED_DEMO_EMAILS: ReadonlySet<string> = new Set(Object.values(DEMO_EMAILS));

/** What a shared demo account is told; `what` is the action, e.g. 「パスワードを変更」. */
export const sharedDemoAccountMessage = (what: string) =>
  `デモアカウントでは${what}できません。ほかの方も同じアカウントでログインするためです。ご自身で会員登録したアカウントでお試しください。`;

/**
 * On a public demo (decision 005) the published demo accounts are shared by every visitor: one of
 * them must not lock the others out or take the account away — a new password, a new e-mail
 * address, 退会, 二段階認証. Refused there with 403; on a laptop's demo and in production, nothing
 * is looked up and everything is allowed.
 */
export async function refuseSharedDemoAccount(deps: { db: Database; isDemoMode: boolean; siteOrigin: string }, userId: number, what: string): Promise<void> {
  if (!isPublicDemo(deps)) return;
  const [account] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (account && SHARED_DEMO_EMAILS.has(account.email)) throw new AppError("forbidden", sharedDemoAccountMessage(what));
}
