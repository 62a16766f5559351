import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { applicationEvents, applications, chatMessages, projects } from "@/db/schema";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import type { ApplicantBoard, MovedApplication } from "./board.schemas";
import { DEFAULT_DECLINE_MESSAGE } from "../application-rules";

const context = useApiTestContext();
const DAY = 86_400_000;

async function setUp() {
  const world = await createAuthorizationWorld(context);
  // The world's application is to a project of corporation B: otherOrderer is its corporation.
  return { world, owner: await clientFor(context, world, "otherOrderer"), stranger: await clientFor(context, world, "orderer"), id: world.applicationOfPro.id };
}
const move = (client: Awaited<ReturnType<typeof clientFor>>, id: number, body: Record<string, unknown>) =>
  client.request("POST", `/api/v2/current_corporation/applications/${id}/moves`, { json: body });

describe("issue 15 (S-BAR-8): the applicant board", () => {
  it("columns with counts and cards of the current corporation only; 未対応 for 7 days is late; filters by name and project", async () => {
    const { world, owner, stranger, id } = await setUp();
    context.clock.advance(8 * DAY);
    const board = await json<ApplicantBoard>(await owner.request("GET", "/api/v2/current_corporation/applications"));
    expect(board.columns.map((c) => [c.label, c.count])).toEqual([
      ["未対応", 1],
      ["商談調整中", 0],
      ["商談済", 0],
      ["採用", 0],
      ["見送り", 0],
      ["辞退", 0],
    ]);
    expect(board.columns[0]!.cards[0]).toMatchObject({
      id,
      pro: { userId: world.users.pro.id, headline: "フロントエンドエンジニア" },
      daysWaiting: 8,
      isReplyLate: true,
      moves: ["in_talks", "declined"],
    });
    // The world's pro has one skill (1 = TypeScript): the card names which of the project's required skills it has and lacks.
    const [project] = await context.handle.db.select({ skillIds: projects.skillIds }).from(projects).where(eq(projects.id, world.applicationOfPro.projectId));
    const skillChips = board.columns[0]!.cards[0]!.matchChips.filter((c) => c.kind === "skill");
    expect(skillChips.some((c) => c.label === "✓ TypeScript")).toBe(project!.skillIds.includes(1));
    expect(skillChips.filter((c) => c.tone === "warn")).toHaveLength(Math.min(2, project!.skillIds.filter((s) => s !== 1).length));
    expect(board.members.map((m) => m.userId)).toEqual([world.users.otherOrderer.id]);
    const strangers = await json<ApplicantBoard>(await stranger.request("GET", "/api/v2/current_corporation/applications"));
    expect(strangers.columns.every((c) => c.count === 0)).toBe(true);

    const byName = await json<ApplicantBoard>(await owner.request("GET", `/api/v2/current_corporation/applications?q=${encodeURIComponent("存在しない名前")}`));
    expect(byName.columns[0]!.count).toBe(0);
    const byProject = await json<ApplicantBoard>(
      await owner.request("GET", `/api/v2/current_corporation/applications?project_id=${board.projects[0]!.id}&status=applied`),
    );
    expect(byProject.columns.map((c) => [c.status, c.count])).toEqual([["applied", 1]]);
  });

  it("moves along the columns with a chained timeline; a move the column does not allow is 409; another corporation's card is 404", async () => {
    const { world, owner, stranger, id } = await setUp();
    const first = await move(owner, id, { to: "in_talks" });
    expect(first.status).toBe(200);
    expect((await json<MovedApplication>(first)).card).toMatchObject({ status: "in_talks", moves: ["meeting", "declined", "applied"] });
    await move(owner, id, { to: "meeting" });
    const hired = await json<MovedApplication>(await move(owner, id, { to: "hired" }));
    expect(hired.timeline.map((e) => [e.label, e.actorName])).toEqual([
      ["応募", expect.any(String)],
      ["未対応 → 商談調整中", expect.stringContaining(world.users.otherOrderer.lastName)],
      ["商談調整中 → 商談済", expect.any(String)],
      ["商談済 → 採用", expect.any(String)],
    ]);
    const skip = await move(owner, id, { to: "in_talks" });
    expect(skip.status).toBe(409);
    expect((await json<{ error: { message: string } }>(skip)).error.message).toBe("この応募は「採用」のため、「商談調整中」には移せません。");
    expect((await move(stranger, id, { to: "meeting" })).status).toBe(404);
    expect((await stranger.request("GET", `/api/v2/current_corporation/applications/${id}`)).status).toBe(404);
  });

  it("見送り sends the polite words to the pro in the conversation (the default when none are given), and is final", async () => {
    const { world, owner, id } = await setUp();
    const { db } = context.handle;
    const room = world.roomOfPro; // the conversation the application opened
    const declined = await json<MovedApplication>(await move(owner, id, { to: "declined", message: null }));
    expect(declined.card.moves).toEqual([]);
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row!.closingMessage).toBe(DEFAULT_DECLINE_MESSAGE);
    const said = await db.select().from(chatMessages).where(eq(chatMessages.roomId, room.id));
    expect(said.map((m) => [m.senderUserId, m.body])).toEqual([
      [world.users.pro.id, world.applicationOfPro.message],
      [world.users.otherOrderer.id, DEFAULT_DECLINE_MESSAGE],
    ]);
    expect((await move(owner, id, { to: "applied" })).status).toBe(409);
  });

  it("50 parallel moves of one card: every answer is 200 or 409, and the timeline chains without a gap", async () => {
    const { owner, id } = await setUp();
    const targets = ["in_talks", "meeting", "applied", "in_talks", "meeting"] as const;
    const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => move(owner, id, { to: targets[i % targets.length] }).then((r) => r.status)));
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const events = await context.handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(applicationEvents.id);
    for (let i = 1; i < events.length; i++) expect(events[i]!.fromStatus).toBe(events[i - 1]!.toStatus);
    const [row] = await context.handle.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe(events.at(-1)!.toStatus);
    expect(events.length - 1).toBe(statuses.filter((s) => s === 200).length);
  });

  it("an assignee must be a member of the corporation; the board filters by them", async () => {
    const { world, owner, id } = await setUp();
    const notMember = await owner.request("PUT", `/api/v2/current_corporation/applications/${id}/assignee`, { json: { userId: world.users.orderer.id } });
    expect(notMember.status).toBe(422);
    const assigned = await json<MovedApplication>(
      await owner.request("PUT", `/api/v2/current_corporation/applications/${id}/assignee`, { json: { userId: world.users.otherOrderer.id } }),
    );
    expect(assigned.card.assignee).toMatchObject({ userId: world.users.otherOrderer.id });
    const mine = await json<ApplicantBoard>(await owner.request("GET", `/api/v2/current_corporation/applications?assignee_id=${world.users.otherOrderer.id}`));
    expect(mine.columns[0]!.cards.map((c) => c.id)).toEqual([id]);
  });

  it("bulk 見送り declines what is in play with one message, and names what it skipped and why — another corporation's id reads as not found", async () => {
    const { world, owner, stranger, id } = await setUp();
    const { db } = context.handle;
    const [ended] = await db
      .insert(applications)
      .values({ projectId: world.applicationOfPro.projectId, proUserId: world.users.freeOrderer.id, status: "withdrawn" })
      .returning();
    const fromStranger = await json<{ declined: number[]; skipped: { id: number; reason: string }[] }>(
      await stranger.request("POST", "/api/v2/current_corporation/applications/bulk_decline", { json: { ids: [id], message: "見送ります。" } }),
    );
    expect(fromStranger).toEqual({ declined: [], skipped: [{ id, reason: "応募が見つかりませんでした。" }] });
    const result = await json<{ declined: number[]; skipped: { id: number; reason: string }[] }>(
      await owner.request("POST", "/api/v2/current_corporation/applications/bulk_decline", { json: { ids: [id, ended!.id], message: "今回はご縁がありませんでした。" } }),
    );
    expect(result).toEqual({ declined: [id], skipped: [{ id: ended!.id, reason: "「辞退」のため見送れません。" }] });
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: "declined", closingMessage: "今回はご縁がありませんでした。" });
  });
});
