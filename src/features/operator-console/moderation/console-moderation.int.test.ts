import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { operatorAuditLogs, projects, proProfiles, reports } from "@/db/schema";
import type { ChatRoomDetail, ChatRoomsPage } from "@/features/chat/chat.schemas";
import type { OrderProjectsPage } from "@/features/order-projects/order-projects.schemas";
import { json, type BrowserLikeClient } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import type { ModerationQueuePage, ModerationReport, ReportDecision } from "./console-moderation.schemas";

const context = useApiTestContext();
const HIDDEN = "このメッセージは運営により非表示になりました";

const auditRows = () => context.handle.db.select().from(operatorAuditLogs);
const reportsOf = (targetType: "message" | "profile" | "project", targetId: number) =>
  context.handle.db
    .select()
    .from(reports)
    .where(eq(reports.targetId, targetId))
    .then((rows) => rows.filter((row) => row.targetType === targetType));

async function reportAs(client: BrowserLikeClient, targetType: string, targetId: number, reason = "harassment") {
  expect((await client.request("POST", "/api/v2/reports", { json: { targetType, targetId, reason } })).status).toBe(201);
}

describe("issue 18: 通報 — the moderation queue decides or dismisses every report of a target at once", () => {
  it("対応する with 非表示にする hides the message for both sides (the room answers the placeholder, never the words) and writes one audit row", async () => {
    const world = await createAuthorizationWorld(context);
    const [pro, corporation, admin] = [await clientFor(context, world, "pro"), await clientFor(context, world, "otherOrderer"), await clientFor(context, world, "admin")];
    const roomPath = `/api/v2/project_chat_rooms/${world.roomOfPro.id}`;
    const words = "詳しくはLINEでお話ししましょう。IDはkakehashi-secretです。";
    const sent = await json<{ id: number }>(await corporation.request("POST", `${roomPath}/messages`, { json: { body: words, clientKey: "moderation-0001" } }));
    await reportAs(pro, "message", sent.id);

    const queue = await json<ModerationQueuePage>(await admin.request("GET", "/api/v2/admin/reports"));
    expect(queue.reports).toMatchObject([
      { target: { type: "project", id: world.projectOfA.id }, source: { kind: "user", label: "ユーザーの通報" }, openReportsOfTarget: 1 },
      {
        target: { type: "message", typeLabel: "メッセージ", id: sent.id },
        source: { kind: "guard", label: "自動検知", reporter: null },
        reasonLabel: "外部での連絡・取引の誘い",
        openReportsOfTarget: 2,
      },
      {
        target: { type: "message", id: sent.id },
        source: { kind: "user", reporter: { id: world.users.pro.id } },
        reasonLabel: "嫌がらせ・不適切な表現",
        openReportsOfTarget: 2,
      },
    ]);
    expect(queue.reports[1]!.target.excerpt).toContain("LINEでお話ししましょう");

    const guardReportId = queue.reports[1]!.id;
    const detail = await json<ModerationReport>(await admin.request("GET", `/api/v2/admin/reports/${guardReportId}`));
    expect(detail).toMatchObject({ openReportsOfTarget: 2, measures: ["hide_message", "none"], report: { details: "検知した内容: LINE・個人の連絡先への誘導" } });
    expect(detail.detail).toMatchObject({ type: "message", message: { body: words }, previous: [{ body: world.applicationOfPro.message }] });

    const decided = await admin.request("POST", `/api/v2/admin/reports/${guardReportId}/decision`, {
      json: { measure: "hide_message", note: "外部連絡への誘導のため非表示にしました。" },
    });
    expect(decided.status).toBe(200);
    expect((await json<ReportDecision>(decided)).closedReportIds).toHaveLength(2);

    for (const side of [pro, corporation]) {
      const room = await side.request("GET", roomPath);
      const text = await room.clone().text();
      expect(text).not.toContain("kakehashi-secret");
      const message = (await json<ChatRoomDetail>(room)).messages.find((m) => m.id === sent.id);
      expect(message).toMatchObject({ body: HIDDEN, isHidden: true, attachment: null });
      const list = await json<ChatRoomsPage>(await side.request("GET", "/api/v2/project_chat_rooms"));
      expect(list.items[0]!.lastMessage!.excerpt).toBe(HIDDEN);
    }
    expect((await reportsOf("message", sent.id)).map((row) => [row.status, row.decidedByUserId, row.decisionNote])).toEqual([
      ["decided", world.users.admin.id, "外部連絡への誘導のため非表示にしました。"],
      ["decided", world.users.admin.id, "外部連絡への誘導のため非表示にしました。"],
    ]);
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "report.decide",
      targetType: "report",
      targetId: String(guardReportId),
      after: { status: "decided", measure: "hide_message" },
    });

    // Deciding again: nothing open is left, so 409 — and no second audit row.
    const again = await admin.request("POST", `/api/v2/admin/reports/${guardReportId}/decision`, { json: { measure: "none", note: "再度" } });
    expect(again.status).toBe(409);
    expect(await auditRows()).toHaveLength(1);
  });

  it("対応する with 掲載を終了する closes the project (close_reason operator) and its corporation reads the note on its list", async () => {
    const world = await createAuthorizationWorld(context);
    const [freeOrderer, orderer, admin] = [
      await clientFor(context, world, "freeOrderer"),
      await clientFor(context, world, "orderer"),
      await clientFor(context, world, "admin"),
    ];
    await reportAs(freeOrderer, "project", world.projectOfA.id, "false_content");
    const note = "報酬額が実際の条件と異なるため、掲載を終了しました。内容を直して再度ご掲載ください。";

    const decided = await admin.request("POST", `/api/v2/admin/reports/${world.reportOnProjectOfA.id}/decision`, { json: { measure: "close_project", note } });
    expect(decided.status).toBe(200);
    const [project] = await context.handle.db.select().from(projects).where(eq(projects.id, world.projectOfA.id));
    expect(project).toMatchObject({ status: "closed", closeReason: "operator", operatorNote: note });
    expect((await reportsOf("project", world.projectOfA.id)).every((row) => row.status === "decided")).toBe(true);

    const list = await json<OrderProjectsPage>(await orderer.request("GET", "/api/v2/current_corporation/projects?status=closed"));
    expect(list.items.find((item) => item.id === world.projectOfA.id)).toMatchObject({ status: "closed", operatorNote: { text: note } });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "report.decide", reason: note, after: { measure: "close_project", target: { type: "project", id: world.projectOfA.id } } });
  });

  it("却下 closes every open report of the target with one audit row; a measure the target does not take (422) changes nothing", async () => {
    const world = await createAuthorizationWorld(context);
    const [orderer, corporationB, admin] = [
      await clientFor(context, world, "orderer"),
      await clientFor(context, world, "otherOrderer"),
      await clientFor(context, world, "admin"),
    ];
    await reportAs(orderer, "profile", world.users.pro.id);
    await reportAs(corporationB, "profile", world.users.pro.id, "spam");
    const [first] = await reportsOf("profile", world.users.pro.id);

    const refused = await admin.request("POST", `/api/v2/admin/reports/${first!.id}/decision`, { json: { measure: "hide_message", note: "誤り" } });
    expect(refused.status).toBe(422);
    expect((await reportsOf("profile", world.users.pro.id)).map((row) => row.status)).toEqual(["open", "open"]);
    expect(await auditRows()).toEqual([]);

    const dismissed = await admin.request("POST", `/api/v2/admin/reports/${first!.id}/dismissal`, { json: { note: "規約に反する内容は見当たりませんでした。" } });
    expect(dismissed.status).toBe(200);
    expect((await reportsOf("profile", world.users.pro.id)).map((row) => row.status)).toEqual(["dismissed", "dismissed"]);
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "report.dismiss", targetId: String(first!.id), after: { status: "dismissed" } });
    expect((await context.handle.db.select().from(proProfiles).where(eq(proProfiles.userId, world.users.pro.id)))[0]!.isPublic).toBe(true);

    const open = await json<ModerationQueuePage>(await admin.request("GET", "/api/v2/admin/reports?tab=open"));
    expect(open.reports.map((r) => r.target.type)).toEqual(["project"]);
    const closed = await json<ModerationQueuePage>(await admin.request("GET", "/api/v2/admin/reports?tab=dismissed"));
    expect(closed).toMatchObject({ totalCount: 2, reports: [{ target: { type: "profile", id: world.users.pro.id } }, { target: { type: "profile" } }] });
  });

  it("対応する with 非公開にする makes the profile private: a corporation the pro never applied to no longer finds it", async () => {
    const world = await createAuthorizationWorld(context);
    const [orderer, admin] = [await clientFor(context, world, "orderer"), await clientFor(context, world, "admin")];
    await reportAs(orderer, "profile", world.users.pro.id, "false_content");
    const [report] = await reportsOf("profile", world.users.pro.id);
    const decided = await admin.request("POST", `/api/v2/admin/reports/${report!.id}/decision`, {
      json: { measure: "make_profile_private", note: "経歴の虚偽記載の疑い" },
    });
    expect(decided.status).toBe(200);
    expect((await orderer.request("GET", `/api/v2/pros/${world.users.pro.id}`)).status).toBe(404);
    expect((await auditRows())[0]).toMatchObject({ after: { measure: "make_profile_private" } });
  });

  it("anyone but an operator gets 404 for the queue, a report and a decision, and nothing changes", async () => {
    const world = await createAuthorizationWorld(context);
    const path = `/api/v2/admin/reports/${world.reportOnProjectOfA.id}`;
    for (const role of ["visitor", "pro", "orderer"] as const) {
      const client = await clientFor(context, world, role);
      expect((await client.request("GET", "/api/v2/admin/reports")).status).toBe(404);
      expect((await client.request("GET", path)).status).toBe(404);
      expect((await client.request("POST", `${path}/decision`, { json: { measure: "close_project", note: "x" } })).status).toBe(404);
      expect((await client.request("POST", `${path}/dismissal`, { json: {} })).status).toBe(404);
    }
    expect((await reportsOf("project", world.projectOfA.id))[0]!.status).toBe("open");
    expect((await context.handle.db.select().from(projects).where(eq(projects.id, world.projectOfA.id)))[0]!.status).toBe("open");
    expect(await auditRows()).toEqual([]);
  });
});
