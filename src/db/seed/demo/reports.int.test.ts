import { beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";
import { readModerationQueue, readModerationReport } from "@/features/operator-console/moderation/console-moderation.service";
import { messageGuardFlags } from "@/features/chat/message-guard";
import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { seedDemoData } from ".";

let handle: DatabaseHandle;
const referenceDate = new Date("2026-11-01T12:00:00+09:00");
const operator: Actor = { userId: 4, isPro: false, isOrderer: false, isAdmin: true, plan: "free", isEmailVerified: true, corporation: null };

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle);
  await seedDemoData(handle, { projects: 300, pros: 100, corporations: 10, referenceDate });
});

describe("issue 18: the demo's moderation queue shows real things", () => {
  it("three open reports (the chat guard's on a message asking to move to LINE, orderer@'s on a profile, pro@'s on a project) and one 対応済み", async () => {
    const open = await readModerationQueue(handle.db, operator, { tab: "open" });
    expect(open.reports.map((r) => [r.source.kind, r.target.type, r.reason])).toEqual([
      ["guard", "message", "off_platform"],
      ["user", "profile", "false_content"],
      ["user", "project", "scam"],
    ]);
    const guard = await readModerationReport(handle.db, operator, open.reports[0]!.id);
    expect(guard.detail.type === "message" && guard.detail.message).toBeTruthy();
    if (guard.detail.type === "message") {
      expect(messageGuardFlags(guard.detail.message!.body)).toEqual(["off_platform"]);
      expect(guard.detail.previous.length).toBeGreaterThan(0);
    }
    const decided = await readModerationQueue(handle.db, operator, { tab: "decided" });
    expect(decided.reports).toHaveLength(1);
    const entry = await readModerationReport(handle.db, operator, decided.reports[0]!.id);
    expect(entry).toMatchObject({ report: { status: "decided", decisionNote: expect.stringContaining("措置はありません") }, measures: [] });
  });
});
