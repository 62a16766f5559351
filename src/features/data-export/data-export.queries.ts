import { and, asc, desc, eq, getTableColumns, gt, isNull, or } from "drizzle-orm";

import type { Database } from "@/db/client";
import {
  applications,
  notifications,
  scouts,
  chatMessages,
  chatRooms,
  contactInquiries,
  corporationMemberships,
  corporations,
  dataExports,
  loginEvents,
  projectLikes,
  projects,
  proEmployerShields,
  proPortfolioLinks,
  proProfiles,
  proSkills,
  proWorkHistories,
  sessions,
  users,
} from "@/db/schema";

const SUMMARY_COLUMNS = {
  id: dataExports.id,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  byteSize: dataExports.byteSize,
};

/** A user's exports that can still be seen: pending, failed, or ready and not yet expired. */
export async function findDataExportsOfUser(db: Database, userId: number, now: Date) {
  return db
    .select(SUMMARY_COLUMNS)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), or(isNull(dataExports.expiresAt), gt(dataExports.expiresAt, now))))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(20);
}

/** A pending export requested after `since` (an older one is taken as failed: its job gave up). */
export async function hasPendingDataExport(db: Database, userId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "pending"), gt(dataExports.requestedAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function insertDataExport(db: Database, userId: number, now: Date) {
  const [row] = await db.insert(dataExports).values({ userId, status: "pending", requestedAt: now }).returning(SUMMARY_COLUMNS);
  return row!;
}

/** A ready, unexpired export of the user's own (anyone else's id finds nothing). */
export async function findDownloadableExport(db: Database, userId: number, exportId: number, now: Date) {
  const [row] = await db
    .select({ content: dataExports.content, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId), eq(dataExports.status, "ready"), gt(dataExports.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findPendingExport(db: Database, exportId: number) {
  const [row] = await db
    .select({ id: dataExports.id, userId: dataExports.userId, email: users.email })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
    .limit(1);
  return row;
}

/** Stores the document; false when another run already did (the job may run twice). */
export async function completeDataExport(db: Database, exportId: number, content: string, now: Date, expiresAt: Date): Promise<boolean> {
  const updated = await db
    .update(dataExports)
    .set({ status: "ready", content, byteSize: Buffer.byteLength(content), readyAt: now, expiresAt })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, "pending")))
    .returning({ id: dataExports.id });
  return updated.length > 0;
}

/** Everything the export holds about one user, each read scoped to that user's id. */
export async function readUserData(db: Database, userId: number) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      lastName: users.lastName,
      firstName: users.firstName,
      lastNameKana: users.lastNameKana,
      firstNameKana: users.firstNameKana,
      profileImageUrl: users.profileImageUrl,
      isPro: users.isPro,
      isOrderer: users.isOrderer,
      isAdmin: users.isAdmin,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [proProfile, memberships, likes, ownApplications, messages, logins, liveSessions, inquiries, ownNotifications] = await Promise.all([
    findProfileOf(db, userId),
    db
      .select({
        corporationId: corporations.id,
        corporationName: corporations.name,
        plan: corporations.plan,
        role: corporationMemberships.role,
        since: corporationMemberships.createdAt,
      })
      .from(corporationMemberships)
      .innerJoin(corporations, eq(corporations.id, corporationMemberships.corporationId))
      .where(eq(corporationMemberships.userId, userId))
      .orderBy(asc(corporationMemberships.createdAt)),
    db
      .select({ projectId: projectLikes.projectId, title: projects.title, likedAt: projectLikes.createdAt })
      .from(projectLikes)
      .innerJoin(projects, eq(projects.id, projectLikes.projectId))
      .where(eq(projectLikes.userId, userId))
      .orderBy(asc(projectLikes.createdAt)),
    db
      .select({
        id: applications.id,
        projectId: applications.projectId,
        status: applications.status,
        message: applications.message,
        desiredRateUnit: applications.desiredRateUnit,
        desiredRateAmount: applications.desiredRateAmount,
        startsOn: applications.startsOn,
        daysPerWeek: applications.daysPerWeek,
        sharedSections: applications.sharedSections,
        closingMessage: applications.closingMessage,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(eq(applications.proUserId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({ id: chatMessages.id, roomId: chatMessages.roomId, projectId: chatRooms.projectId, body: chatMessages.body, sentAt: chatMessages.createdAt })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .where(eq(chatMessages.senderUserId, userId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    db
      .select({ loggedInAt: loginEvents.loggedInAt, ipAddress: loginEvents.ipAddress, userAgent: loginEvents.userAgent })
      .from(loginEvents)
      .where(eq(loginEvents.userId, userId))
      .orderBy(desc(loginEvents.loggedInAt)),
    db
      .select({
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({
        id: contactInquiries.id,
        name: contactInquiries.name,
        email: contactInquiries.email,
        companyName: contactInquiries.companyName,
        category: contactInquiries.category,
        body: contactInquiries.body,
        createdAt: contactInquiries.createdAt,
      })
      .from(contactInquiries)
      .where(eq(contactInquiries.userId, userId))
      .orderBy(asc(contactInquiries.createdAt)),
    db
      .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, createdAt: notifications.createdAt, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
  ]);
  return {
    account,
    proProfile,
    memberships,
    likes,
    applications: ownApplications,
    messages,
    logins,
    sessions: liveSessions,
    inquiries,
    notifications: ownNotifications,
    scouts: await findScoutsOf(db, userId),
  };
}

/** Scouts the user received as a pro and sent as an orderer (decision 024): the words and the answers are theirs. */
async function findScoutsOf(db: Database, userId: number) {
  const columns = {
    id: scouts.id,
    projectId: scouts.projectId,
    corporationId: scouts.corporationId,
    message: scouts.message,
    status: scouts.status,
    declineReason: scouts.declineReason,
    answerMessage: scouts.answerMessage,
    sentAt: scouts.createdAt,
    answeredAt: scouts.answeredAt,
  };
  const [received, sent] = await Promise.all([
    db.select(columns).from(scouts).where(eq(scouts.proUserId, userId)).orderBy(asc(scouts.createdAt)),
    db.select(columns).from(scouts).where(eq(scouts.senderUserId, userId)).orderBy(asc(scouts.createdAt)),
  ]);
  return { received, sent };
}

/** The pro's profile with its skills, history, portfolio and employer shields; null for non-pros. The search columns are derived, not theirs. */
async function findProfileOf(db: Database, userId: number) {
  const { searchText: _text, searchBigrams: _bigrams, ...columns } = getTableColumns(proProfiles);
  const [[profile], skills, workHistory, portfolio, employerShields] = await Promise.all([
    db.select(columns).from(proProfiles).where(eq(proProfiles.userId, userId)),
    db.select({ skillId: proSkills.skillId, years: proSkills.years }).from(proSkills).where(eq(proSkills.userId, userId)).orderBy(asc(proSkills.position)),
    db.select().from(proWorkHistories).where(eq(proWorkHistories.userId, userId)).orderBy(asc(proWorkHistories.position)),
    db.select().from(proPortfolioLinks).where(eq(proPortfolioLinks.userId, userId)).orderBy(asc(proPortfolioLinks.position)),
    db
      .select({ corporationId: proEmployerShields.corporationId, emailDomain: proEmployerShields.emailDomain, createdAt: proEmployerShields.createdAt })
      .from(proEmployerShields)
      .where(eq(proEmployerShields.userId, userId)),
  ]);
  return profile ? { ...profile, skills, workHistory, portfolio, employerShields } : null;
}
