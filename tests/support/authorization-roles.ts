import { eq } from "drizzle-orm";

import {
  announcements,
  applicationEvents,
  applications,
  chatAttachments,
  chatMeetings,
  chatMessages,
  chatRooms,
  news,
  proEmployerShields,
  projectDrafts,
  projectRequests,
  proProfiles,
  scouts,
} from "@/db/schema";
import {
  FACTORY_PASSWORD,
  insertCorporation,
  insertMembership,
  insertProject,
  insertUser,
  type CorporationRow,
  type ProjectRow,
  type UserRow,
} from "@/db/seed/factories";
import { ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { insertProjectRequest, type ProjectRequestRow } from "@/features/project-requests/project-requests.queries";

import { BrowserLikeClient } from "./api-client";
import type { ApiTestContext } from "./api-test-context";
import { ROLES, type MatchingRole, type Role, type SignedInRole } from "./roles";
import { validProjectForm } from "./project-form-body";
import { insertConsoleWorld, type ConsoleWorld } from "./authorization-console-world";
import { tinyPdf } from "./test-documents";
import { logInAs } from "./sessions";

export { MATCHING_ROLES, ROLES, type MatchingRole, type Role, type SignedInRole, type StatusByRole } from "./roles";

// Fixtures for the API authorization table: the six actors of ./roles.ts, in-process, and the rows
// (corporations A and B, a project of A, an announcement) that the table's requests point at.

/** A distinct client address per role, so per-IP rate limits (login, sign-up, contact) never decide a cell. */
const CLIENT_IP: Record<Role | MatchingRole, string> = {
  visitor: "203.0.113.21",
  pro: "203.0.113.22",
  orderer: "203.0.113.23",
  otherOrderer: "203.0.113.24",
  freeOrderer: "203.0.113.25",
  admin: "203.0.113.26",
  otherPro: "203.0.113.27",
  memberOfA: "203.0.113.28",
};

export type AuthorizationWorld = ConsoleWorld & {
  users: Record<SignedInRole | MatchingRole, UserRow>;
  /** Every factory user's password (the login and password-change rows send it). */
  password: string;
  corporationA: CorporationRow;
  corporationB: CorporationRow;
  freeCorporation: CorporationRow;
  /** An open project of corporation A. */
  projectOfA: ProjectRow;
  /** A saved draft of corporation A's (issue 14's posting). */
  draftOfA: typeof projectDrafts.$inferSelect;
  /** A published announcement for everyone. */
  announcement: typeof announcements.$inferSelect;
  /** A published news article (the console's お知らせ・ニュース edits and deletes it). */
  newsArticle: typeof news.$inferSelect;
  /** A 差し戻し project request of the free corporation (editable and withdrawable by its members). */
  projectRequestOfFree: ProjectRequestRow;
  /** A 申請中 project request of the free corporation (the operator console reviews, edits, publishes or rejects it). */
  pendingRequestOfFree: ProjectRequestRow;
  /** The pro's 未対応 application to an open project of corporation B (issue 15). */
  applicationOfPro: typeof applications.$inferSelect;
  /** An open project of the free corporation (its orderer scouts with it). */
  projectOfFree: ProjectRow;
  /** Corporation B's unanswered scout to the pro, about a second project of B (issue 15). */
  scoutOfPro: typeof scouts.$inferSelect;
  /** The conversation of the pro's application to corporation B, opened by its message (issue 16). */
  roomOfPro: typeof chatRooms.$inferSelect;
  /** The résumé (a PDF in the upload store) that came with the room's opening message (issue 16's attachments). */
  attachmentOfPro: typeof chatAttachments.$inferSelect;
  /** Meetings in that room (issue 16's meetings): one agreed, and one open proposal from each side to answer. */
  meetingsOfPro: Record<"agreed" | "proposedByPro" | "proposedByCorporation", typeof chatMeetings.$inferSelect>;
};

/**
 * The rows the table's requests point at, built from the same factories as every other test. Call
 * it after the context's database reset (inside the test): it does not clean up after itself.
 */
export async function createAuthorizationWorld(ctx: ApiTestContext): Promise<AuthorizationWorld> {
  const { db } = ctx.handle;
  const corporationA = await insertCorporation(db, { name: "株式会社エー" });
  const corporationB = await insertCorporation(db, { name: "株式会社ビー" });
  const freeCorporation = await insertCorporation(db, { name: "株式会社フリー" });

  const pro = await insertUser(db, { isPro: true });
  // The least an application needs (decision 023): a headline and one skill (1 = TypeScript).
  await db.insert(proProfiles).values({ userId: pro.id, headline: "フロントエンドエンジニア", skillIds: [1] });
  const orderer = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporationA.id });
  await insertMembership(db, { userId: orderer.id, corporationId: corporationA.id, role: "owner" });
  const otherOrderer = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporationB.id });
  await insertMembership(db, { userId: otherOrderer.id, corporationId: corporationB.id, role: "owner" });
  const freeOrderer = await insertUser(db, { isOrderer: true, plan: "free", currentCorporationId: freeCorporation.id });
  await insertMembership(db, { userId: freeOrderer.id, corporationId: freeCorporation.id, role: "owner" });
  const admin = await insertUser(db, { isAdmin: true });
  const otherPro = await insertUser(db, { isPro: true });
  await db.insert(proProfiles).values({ userId: otherPro.id, headline: "インフラエンジニア", skillIds: [1] });
  await db.insert(proEmployerShields).values({ userId: otherPro.id, corporationId: corporationB.id });
  const memberOfA = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporationA.id });
  await insertMembership(db, { userId: memberOfA.id, corporationId: corporationA.id, role: "member" });

  const projectOfA = await insertProject(db, {
    corporationId: corporationA.id,
    createdByUserId: orderer.id,
    status: "open",
    closedAt: null,
    publishedAt: new Date(ctx.clock.now().getTime() - 3_600_000),
    referenceDate: ctx.clock.now(),
  });
  const [draftOfA] = await db
    .insert(projectDrafts)
    .values({ corporationId: corporationA.id, createdByUserId: orderer.id, title: "下書きの案件", fields: { title: "下書きの案件" } })
    .returning();
  const [announcement] = await db
    .insert(announcements)
    .values({ title: "メンテナンスのお知らせ", targetUrl: "/news/1", audience: "all", publishedAt: new Date(ctx.clock.now().getTime() - 3_600_000) })
    .returning();
  const [newsArticle] = await db
    .insert(news)
    .values({ title: "メンテナンスのお知らせ", body: "メンテナンスを行います。", category: "お知らせ", publishedAt: new Date(ctx.clock.now().getTime() - 3_600_000) })
    .returning();

  const projectRequestOfFree = await insertProjectRequest(db, {
    corporationId: freeCorporation.id,
    requestedByUserId: freeOrderer.id,
    form: ProjectFormSchema.parse(validProjectForm()),
    now: ctx.clock.now(),
  });
  await db.update(projectRequests).set({ status: "rejected", operatorComment: "報酬をご確認ください。" }).where(eq(projectRequests.id, projectRequestOfFree.id));
  const pendingRequestOfFree = await insertProjectRequest(db, {
    corporationId: freeCorporation.id,
    requestedByUserId: freeOrderer.id,
    form: ProjectFormSchema.parse(validProjectForm()),
    now: ctx.clock.now(),
  });

  const projectOfB = await insertProject(db, {
    corporationId: corporationB.id,
    createdByUserId: otherOrderer.id,
    status: "open",
    closedAt: null,
    referenceDate: ctx.clock.now(),
  });
  const [applicationOfPro] = await db
    .insert(applications)
    .values({ projectId: projectOfB.id, proUserId: pro.id, message: "ぜひ一度お話を伺えればと思い、応募いたしました。", statusChangedAt: ctx.clock.now() })
    .returning();
  await db
    .insert(applicationEvents)
    .values({ applicationId: applicationOfPro!.id, actorUserId: pro.id, fromStatus: null, toStatus: "applied", createdAt: ctx.clock.now() });

  const projectOfFree = await insertProject(db, {
    corporationId: freeCorporation.id,
    createdByUserId: freeOrderer.id,
    status: "open",
    closedAt: null,
    referenceDate: ctx.clock.now(),
  });
  const secondProjectOfB = await insertProject(db, {
    corporationId: corporationB.id,
    createdByUserId: otherOrderer.id,
    status: "open",
    closedAt: null,
    referenceDate: ctx.clock.now(),
  });
  const [scoutOfPro] = await db
    .insert(scouts)
    .values({
      projectId: secondProjectOfB.id,
      corporationId: corporationB.id,
      senderUserId: otherOrderer.id,
      proUserId: pro.id,
      message: "はじめまして。ご経歴を拝見し、弊社の案件でぜひご一緒したくご連絡しました。",
      messageFingerprint: "world",
      createdAt: ctx.clock.now(),
    })
    .returning();

  const [roomOfPro] = await db
    .insert(chatRooms)
    .values({ projectId: projectOfB.id, corporationId: corporationB.id, proUserId: pro.id, applicationId: applicationOfPro!.id, lastMessageAt: ctx.clock.now() })
    .returning();
  const [openingMessage] = await db
    .insert(chatMessages)
    .values({ roomId: roomOfPro!.id, senderUserId: pro.id, body: applicationOfPro!.message, createdAt: ctx.clock.now() })
    .returning();
  // On the opening message itself, so that the room's messages stay as every chat test expects them.
  const resume = tinyPdf("職務経歴書");
  const storageKey = `chat/${roomOfPro!.id}/world-resume.pdf`;
  await ctx.uploads.put(storageKey, resume, "application/pdf");
  const [attachmentOfPro] = await db
    .insert(chatAttachments)
    .values({
      roomId: roomOfPro!.id,
      messageId: openingMessage!.id,
      storageKey,
      fileName: "職務経歴書.pdf",
      contentType: "application/pdf",
      byteSize: resume.length,
      uploaderUserId: pro.id,
    })
    .returning();

  // Written directly (no messages), so the room's thread stays as the chat tests expect it.
  const inDays = (days: number) => new Date(ctx.clock.now().getTime() + days * 86_400_000);
  const meeting = (proposerUserId: number, status: "agreed" | "proposed") => ({
    roomId: roomOfPro!.id,
    proposerUserId,
    status,
    durationMinutes: 60,
    mode: "online" as const,
    place: "https://meet.example.com/kakehashi-world",
    slots: [inDays(3), inDays(4)],
    startsAt: status === "agreed" ? inDays(3) : null,
    answeredAt: status === "agreed" ? ctx.clock.now() : null,
  });
  const [agreedMeeting, proposedByPro, proposedByCorporation] = await db
    .insert(chatMeetings)
    .values([meeting(otherOrderer.id, "agreed"), meeting(pro.id, "proposed"), meeting(otherOrderer.id, "proposed")])
    .returning();
  const consoleRows = await insertConsoleWorld(ctx, { pro, projectOfA });

  return {
    users: { pro, orderer, otherOrderer, freeOrderer, admin, otherPro, memberOfA },
    password: FACTORY_PASSWORD,
    corporationA,
    corporationB,
    freeCorporation,
    projectOfA,
    draftOfA: draftOfA!,
    announcement: announcement!,
    newsArticle: newsArticle!,
    projectRequestOfFree,
    pendingRequestOfFree,
    applicationOfPro: applicationOfPro!,
    projectOfFree,
    scoutOfPro: scoutOfPro!,
    roomOfPro: roomOfPro!,
    attachmentOfPro: attachmentOfPro!,
    meetingsOfPro: { agreed: agreedMeeting!, proposedByPro: proposedByPro!, proposedByCorporation: proposedByCorporation! },
    ...consoleRows,
  };
}

/**
 * A browser-like client for the role: a visitor holds only the anonymous CSRF token (so its answers
 * show authorization, not a missing token); the others are logged in by a session row.
 */
export async function clientFor(ctx: ApiTestContext, world: AuthorizationWorld, role: Role | MatchingRole): Promise<BrowserLikeClient> {
  const client = new BrowserLikeClient(ctx.app, CLIENT_IP[role]);
  if (role === "visitor") await client.fetchCsrfToken();
  else await logInAs(ctx.handle, client, world.users[role].id, ctx.clock.now());
  return client;
}

/** All six clients at once, for tests that compare what each role sees. */
export async function clientsForEveryRole(ctx: ApiTestContext, world: AuthorizationWorld): Promise<Record<Role, BrowserLikeClient>> {
  const clients = {} as Record<Role, BrowserLikeClient>;
  for (const role of ROLES) clients[role] = await clientFor(ctx, world, role);
  return clients;
}
