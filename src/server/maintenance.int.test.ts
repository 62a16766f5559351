import { describe, expect, it } from "vitest";

import { accountTokens, corporationInvitations, emailOutbox, loginEvents, rateLimitCounters, sessions } from "@/db/schema";
import { insertCorporation, insertUser } from "@/db/seed/factories";
import { createSession } from "@/platform/sessions/session.queries";
import { SESSION_IDLE_TIMEOUT_MS } from "@/platform/sessions/session.policy";
import { useApiTestContext } from "@tests/support/api-test-context";

import { purgeExpiredRows } from "./maintenance";

const context = useApiTestContext();

describe("purgeExpiredRows", () => {
  it("removes idle and expired sessions and old rate-limit counters, keeps live ones", async () => {
    const { db } = context.handle;
    const now = new Date("2026-11-20T12:00:00Z");
    const user = await insertUser(db);
    const live = await createSession(db, { userId: user.id, now });
    await createSession(db, { userId: user.id, now: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS - 1000) });
    await db.insert(rateLimitCounters).values([
      { key: "login-ip:old", windowStartedAt: new Date(now.getTime() - 2 * 60 * 60_000), hits: 3 },
      { key: "login-ip:new", windowStartedAt: new Date(now.getTime() - 60_000), hits: 3 },
    ]);
    await purgeExpiredRows(db, now);
    expect((await db.select().from(sessions)).map((s) => s.idHash)).toEqual([live.idHash]);
    expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(["login-ip:new"]);
  });

  it("keeps a day-long limit's counter for its whole day (the contact form's per-address limit)", async () => {
    const { db } = context.handle;
    const now = new Date("2026-11-20T12:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60_000);
    await db.insert(rateLimitCounters).values([
      { key: "contact-address:a@example.com", windowStartedAt: hoursAgo(2), hits: 5 },
      { key: "contact-address:b@example.com", windowStartedAt: hoursAgo(25), hits: 5 },
      { key: "contact-ip:192.0.2.1", windowStartedAt: hoursAgo(2), hits: 5 },
    ]);
    await purgeExpiredRows(db, now);
    expect((await db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(["contact-address:a@example.com"]);
  });

  it("issue 12: keeps a year of login history and no more", async () => {
    const { db } = context.handle;
    const now = new Date("2026-11-20T12:00:00Z");
    const user = await insertUser(db);
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    await db.insert(loginEvents).values([
      { userId: user.id, loggedInAt: daysAgo(366), ipAddress: "192.0.2.1" },
      { userId: user.id, loggedInAt: daysAgo(364), ipAddress: "192.0.2.2" },
    ]);
    await purgeExpiredRows(db, now);
    expect((await db.select().from(loginEvents)).map((e) => e.ipAddress)).toEqual(["192.0.2.2"]);
  });

  it("ASVS 14.2.7: mail goes 90 days after it was written unless still waiting to be sent; a mailed link's row a week after it expired", async () => {
    const { db } = context.handle;
    const now = new Date("2026-11-20T12:00:00Z");
    const user = await insertUser(db);
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    const mail = (subject: string, status: "sent" | "failed" | "pending", createdAt: Date) => ({ toAddress: user.email, subject, bodyText: "本文", status, createdAt });
    await db
      .insert(emailOutbox)
      .values([
        mail("old sent", "sent", daysAgo(91)),
        mail("old failed", "failed", daysAgo(91)),
        mail("old pending", "pending", daysAgo(91)),
        mail("recent", "sent", daysAgo(89)),
      ]);
    const token = (tokenHash: string, expiresAt: Date) => ({
      userId: user.id,
      purpose: "reset_password" as const,
      tokenHash,
      email: user.email,
      createdAt: daysAgo(30),
      expiresAt,
    });
    await db.insert(accountTokens).values([token("a".repeat(64), daysAgo(8)), token("b".repeat(64), daysAgo(6))]);
    await purgeExpiredRows(db, now);
    expect((await db.select().from(emailOutbox)).map((m) => m.subject).sort()).toEqual(["old pending", "recent"]);
    expect((await db.select().from(accountTokens)).map((t) => t.tokenHash)).toEqual(["b".repeat(64)]);
  });

  it("an invitation's row (the invitee's address) goes 30 days after its link expired, accepted or not", async () => {
    const { db } = context.handle;
    const now = new Date("2026-11-20T12:00:00Z");
    const owner = await insertUser(db, { isOrderer: true });
    const corporation = await insertCorporation(db, { name: "株式会社みなと" });
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    const invitation = (email: string, expiresAt: Date) => ({
      corporationId: corporation.id,
      email,
      role: "member" as const,
      invitedByUserId: owner.id,
      tokenHash: email.padEnd(64, "x"),
      createdAt: daysAgo(60),
      expiresAt,
    });
    await db.insert(corporationInvitations).values([invitation("old@example.test", daysAgo(31)), invitation("recent@example.test", daysAgo(29))]);
    await purgeExpiredRows(db, now);
    expect((await db.select().from(corporationInvitations)).map((row) => row.email)).toEqual(["recent@example.test"]);
  });
});
