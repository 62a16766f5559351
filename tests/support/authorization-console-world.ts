import { contactInquiries, emailOutbox, proProfiles, reports, twoFactorCredentials } from "@/db/schema";
import { insertUser, type ProjectRow, type UserRow } from "@/db/seed/factories";

import type { ApiTestContext } from "./api-test-context";

/** The rows the operator console's table rows act on (issue 18), beside the authorization world. */
export type ConsoleWorld = {
  /** The pro's open 「通報する」 on corporation A's project (the moderation queue decides or dismisses it). */
  reportOnProjectOfA: typeof reports.$inferSelect;
  /** A 新規 inquiry from the contact form, and a mail that failed for good (the console answers and resends them). */
  inquiry: typeof contactInquiries.$inferSelect;
  failedMail: typeof emailOutbox.$inferSelect;
  /** A suspended pro whose real name was verified (the console lifts the suspension and takes the mark back). */
  suspendedPro: UserRow;
  /** A pro with 二段階認証 on (the console removes it for a lost phone; the secret is never read here). */
  twoFactorPro: UserRow;
};

export async function insertConsoleWorld(ctx: ApiTestContext, { pro, projectOfA }: { pro: UserRow; projectOfA: ProjectRow }): Promise<ConsoleWorld> {
  const { db } = ctx.handle;
  const [reportOnProjectOfA] = await db
    .insert(reports)
    .values({
      targetType: "project",
      targetId: projectOfA.id,
      reporterUserId: pro.id,
      reason: "false_content",
      details: "報酬の記載が実際と違います。",
      createdAt: ctx.clock.now(),
    })
    .returning();

  const [inquiry] = await db
    .insert(contactInquiries)
    .values({
      name: "山田 花子",
      email: "hanako@example.test",
      category: "other",
      body: "請求書の宛名を変更したいのですが、どこから変更できますか。",
      createdAt: ctx.clock.now(),
    })
    .returning();
  const [failedMail] = await db
    .insert(emailOutbox)
    .values({
      toAddress: "nobody@example.test",
      subject: "【かけはし】お問い合わせを受け付けました",
      bodyText: "お問い合わせを受け付けました。",
      status: "failed",
      attempts: 1,
      lastError: "550 5.1.1 user unknown",
    })
    .returning();
  const suspendedPro = await insertUser(db, { isPro: true, suspendedAt: ctx.clock.now() });
  await db.insert(proProfiles).values({ userId: suspendedPro.id, headline: "利用停止中のプロ", isRealNameVerified: true });

  const twoFactorPro = await insertUser(db, { isPro: true });
  await db.insert(twoFactorCredentials).values({ userId: twoFactorPro.id, secretCiphertext: "unused", createdAt: ctx.clock.now(), enabledAt: ctx.clock.now() });

  return { reportOnProjectOfA: reportOnProjectOfA!, inquiry: inquiry!, failedMail: failedMail!, suspendedPro, twoFactorPro };
}
