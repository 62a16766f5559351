import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { APPLICATION_SHARED_SECTIONS, type ApplicationSharedSection } from "@/db/schema";
import { isCorporationMember } from "@/features/corporations/corporation-members.service";
import { projectPagePath } from "@/features/projects/detail/project-detail.service";
import { BUDGET_LIMITS, monthlyEquivalentMan } from "@/features/project-posting/project-form.schemas";
import { formatProjectBudget } from "@/lib/budget-label";
import { toJstIsoDateTime } from "@/lib/format-date";
import { jstDayOf } from "@/lib/jst-day";
import { excerpt } from "@/lib/plain-text";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { actorOrThrow, EMAIL_NOT_VERIFIED_MESSAGE, foundOrThrow, proOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import { parseWith } from "@/platform/validation";

import { notifyCorporation } from "@/features/notifications/notifications.service";

import {
  isOpenStatus,
  isReplyLate,
  REPLY_LATE_DAYS,
  OPEN_STATUSES,
  PRO_APPLICATION_GROUPS,
  PRO_STATUS_LABELS,
  proNextStep,
  type ProApplicationGroup,
} from "./application-rules";
import {
  countProApplicationsByStatus,
  findApplicantProfile,
  findApplicationIdOf,
  findApplyTarget,
  findProApplication,
  insertApplication,
  isShieldedFrom,
  listProApplications,
  markWithdrawn,
  type ApplicantProfile,
  type ApplyTarget,
  type ProApplicationRow,
} from "./applications.queries";
import { applyBodySchema, type ApplyFormContext, type ApplyRefusal, type ProApplication, type ProApplicationsPage, type RateUnit } from "./applications.schemas";

export { APPLICATION_STATUS_LABELS } from "./application-rules";

export const PROJECT_NOT_FOUND = "案件が見つかりませんでした。";
export const APPLICATION_NOT_FOUND = "応募が見つかりませんでした。";
export const PRO_APPLICATIONS_PER_PAGE = 20;

const REFUSALS = {
  not_pro: "応募はプロのアカウントでご利用いただけます。",
  closed: "この案件は募集を終了したため、応募できません。",
  own_corporation: "ご自身が所属する企業の案件には応募できません。",
  already_applied: "この案件にはすでに応募しています。応募の状況は「案件管理」からご確認ください。",
  shielded: "この企業は勤務先ブロックの対象のため応募できません。応募するには、設定の「勤務先ブロック」から解除してください。",
  profile_incomplete: "応募の前にプロフィールを入力してください。企業はプロフィールを見て返信します。",
  email_not_verified: EMAIL_NOT_VERIFIED_MESSAGE,
} as const satisfies Record<ApplyRefusal["code"], string>;

const STARTS_ON_MESSAGE = "稼働開始可能日は今日以降の日付にしてください";

/** The unit a pro states their rate in for this project: its own, and 月額 for 要相談. */
export const rateUnitOf = (target: Pick<ApplyTarget, "budgetUnit">): RateUnit => target.budgetUnit;

function missingProfileParts(profile: ApplicantProfile | undefined): string[] {
  if (!profile) return ["プロフィール"];
  const missing: string[] = [];
  if (profile.headline.trim() === "") missing.push("見出し");
  if (profile.skillCount === 0) missing.push("スキル");
  return missing;
}

function availableSections(profile: ApplicantProfile | undefined): ApplicationSharedSection[] {
  if (!profile) return [];
  const has: Record<ApplicationSharedSection, boolean> = { bio: profile.hasBio, work_histories: profile.hasWorkHistories, portfolio_links: profile.hasPortfolioLinks };
  return APPLICATION_SHARED_SECTIONS.filter((section) => has[section]);
}

/** The profile's own rate, in the project's unit where the profile states one. */
function defaultRate(profile: ApplicantProfile | undefined, unit: RateUnit): number | null {
  if (!profile) return null;
  const { min, max } = BUDGET_LIMITS[unit];
  const stated = unit === "monthly" ? profile.desiredMonthlyRateMan : unit === "hourly" ? profile.desiredHourlyRateYen : null;
  return stated !== null && stated >= min && stated <= max ? stated : null;
}

type Checked = { target: ApplyTarget; profile: ApplicantProfile | undefined; refusal: ApplyRefusal | null; existingApplicationId: number | null };

/** Every reason a pro may not apply, in the order the pro can act on them. */
async function checkApplicant(db: Database, pro: Actor, projectId: number): Promise<Checked> {
  const target = foundOrThrow(await findApplyTarget(db, projectId), PROJECT_NOT_FOUND);
  const [profile, existingApplicationId, isMember, isShielded] = await Promise.all([
    findApplicantProfile(db, pro.userId),
    findApplicationIdOf(db, projectId, pro.userId),
    isCorporationMember(db, target.corporationId, pro.userId),
    isShieldedFrom(db, pro.userId, target.corporationId),
  ]);
  const refuse = (code: ApplyRefusal["code"]): ApplyRefusal => ({ code, message: REFUSALS[code] });
  let refusal: ApplyRefusal | null = null;
  if (!pro.isPro) refusal = refuse("not_pro");
  else if (existingApplicationId !== null) refusal = refuse("already_applied");
  else if (target.status !== "open") refusal = refuse("closed");
  else if (isMember) refusal = refuse("own_corporation");
  else if (isShielded) refusal = refuse("shielded");
  else if (missingProfileParts(profile).length > 0) refusal = refuse("profile_incomplete");
  else if (!pro.isEmailVerified) refusal = refuse("email_not_verified");
  return { target, profile, refusal, existingApplicationId };
}

/** What the application form shows (GET /api/v2/projects/{id}/application_form): the project, any reason it cannot be sent, and defaults from the profile. */
export async function getApplyFormContext(db: Database, actor: RequestActor, projectId: number, now: Date): Promise<ApplyFormContext> {
  const signedIn = actorOrThrow(actor);
  const { target, profile, refusal, existingApplicationId } = await checkApplicant(db, signedIn, projectId);
  const unit = rateUnitOf(target);
  const availableFrom = profile?.availableFrom ?? null;
  return {
    project: {
      id: target.id,
      title: target.title,
      path: projectPagePath(target.id),
      corporationName: target.corporationName,
      budgetLabel: formatProjectBudget(target),
      availableTimeLabel: target.availableTimeName,
    },
    rateUnit: unit,
    refusal,
    missingProfileParts: missingProfileParts(profile),
    existingApplicationId,
    defaults: {
      desiredRateAmount: defaultRate(profile, unit),
      daysPerWeek: profile?.availableDaysPerWeek != null && profile.availableDaysPerWeek <= 5 ? profile.availableDaysPerWeek : null,
      startsOn: availableFrom !== null && availableFrom > jstDayOf(now) ? availableFrom : null,
    },
    availableSections: availableSections(profile),
  };
}

/**
 * POST /api/v2/projects/{id}/applications: the pro applies. The refusals above are 403 / 409 / 404
 * with their Japanese reason; the body is checked against the project's own rate unit. One
 * transaction writes the application, its timeline's first entry and the conversation it opens.
 */
export async function applyToProject(db: Database, actor: RequestActor, projectId: number, input: unknown, now: Date): Promise<ProApplication> {
  const pro = verifiedOrThrow(proOrThrow(actor, REFUSALS.not_pro));
  const { target, profile, refusal } = await checkApplicant(db, pro, projectId);
  if (refusal) throw new AppError(refusal.code === "already_applied" ? "conflict" : "forbidden", refusal.message);
  const unit = rateUnitOf(target);
  const body = parseWith(applyBodySchema(unit), input);
  if (body.startsOn !== null && body.startsOn < jstDayOf(now))
    throw new AppError("validation_failed", undefined, { issues: [{ path: "startsOn", message: STARTS_ON_MESSAGE }] });
  const offered = new Set(availableSections(profile));
  const sharedSections = body.sharedSections.filter((section) => offered.has(section));
  const created = await inTransaction(db, async (tx) => {
    const inserted = await insertApplication(
      tx,
      {
        projectId,
        corporationId: target.corporationId,
        proUserId: pro.userId,
        message: body.message,
        desiredRateUnit: body.desiredRateAmount === null ? null : unit,
        desiredRateAmount: body.desiredRateAmount,
        desiredMonthlyMan: body.desiredRateAmount === null ? null : monthlyEquivalentMan(unit, body.desiredRateAmount),
        startsOn: body.startsOn,
        daysPerWeek: body.daysPerWeek,
        sharedSections,
      },
      now,
    );
    if (inserted) {
      await notifyCorporation(
        tx,
        target.corporationId,
        {
          kind: "application_received",
          title: `「${target.title}」に新しい応募があります`,
          body: `${profile?.name ?? "プロ"}さんが応募しました。${REPLY_LATE_DAYS}日以内のお返事をおすすめします。`,
          linkPath: `/mypage/order/applies?project_id=${projectId}`,
          applicationId: inserted.id,
        },
        now,
      );
    }
    return inserted;
  });
  if (!created) throw new AppError("conflict", REFUSALS.already_applied);
  return toProApplication(foundOrThrow(await findProApplication(db, pro.userId, created.id)), now);
}

const RATE_LABELS: Record<RateUnit, (amount: number) => string> = {
  monthly: (n) => `月額 ${n.toLocaleString("ja-JP")}万円`,
  hourly: (n) => `時給 ${n.toLocaleString("ja-JP")}円`,
  annual: (n) => `年収 ${n.toLocaleString("ja-JP")}万円`,
};

/** 「月額 70万円」「時給 5,000円」「年収 800万円」 */
export const rateLabel = (unit: RateUnit, amount: number) => RATE_LABELS[unit](amount);

export function toProApplication(row: ProApplicationRow, now: Date): ProApplication {
  return {
    id: row.id,
    status: row.status,
    statusLabel: PRO_STATUS_LABELS[row.status],
    project: {
      id: row.projectId,
      title: row.projectTitle,
      path: projectPagePath(row.projectId),
      corporationName: row.corporationName,
      budgetLabel: formatProjectBudget(row),
      isClosed: row.projectStatus !== "open",
    },
    message: row.message,
    desiredRate:
      row.desiredRateUnit === null || row.desiredRateAmount === null
        ? null
        : { unit: row.desiredRateUnit, amount: row.desiredRateAmount, label: rateLabel(row.desiredRateUnit, row.desiredRateAmount) },
    startsOn: row.startsOn,
    daysPerWeek: row.daysPerWeek,
    sharedSections: row.sharedSections,
    createdAt: toJstIsoDateTime(row.createdAt),
    statusChangedAt: toJstIsoDateTime(row.statusChangedAt),
    isReplyLate: isReplyLate(row.status, row.statusChangedAt, now),
    nextStep: proNextStep(row.status, row.statusChangedAt, now),
    closingMessage: row.closingMessage,
    chatRoomId: row.chatRoomId,
    lastMessage:
      row.lastMessageBody === null || row.lastMessageAt === null
        ? null
        : { excerpt: excerpt(row.lastMessageBody, 60), sentAt: toJstIsoDateTime(row.lastMessageAt), isFromMe: row.lastMessageIsFromPro === true },
    canWithdraw: isOpenStatus(row.status),
  };
}

/** How many of the pro's applications each tab holds. */
export async function countMyApplications(db: Database, actor: RequestActor): Promise<Record<ProApplicationGroup, number>> {
  const pro = proOrThrow(actor);
  const byStatus = await countProApplicationsByStatus(db, pro.userId);
  const countOf = (g: ProApplicationGroup) => PRO_APPLICATION_GROUPS[g].reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
  return { active: countOf("active"), deals: countOf("deals"), ended: countOf("ended") };
}

/** GET /api/v2/me/applications: the pro's applications of one tab, with every tab's count. */
export async function listMyApplications(db: Database, actor: RequestActor, group: ProApplicationGroup, page: number, now: Date): Promise<ProApplicationsPage> {
  const pro = proOrThrow(actor);
  const counts = await countMyApplications(db, pro);
  const totalPages = Math.max(1, Math.ceil(counts[group] / PRO_APPLICATIONS_PER_PAGE));
  const rows = await listProApplications(db, pro.userId, PRO_APPLICATION_GROUPS[group], {
    limit: PRO_APPLICATIONS_PER_PAGE,
    offset: (Math.min(page, totalPages) - 1) * PRO_APPLICATIONS_PER_PAGE,
  });
  return { items: rows.map((row) => toProApplication(row, now)), counts, page: Math.min(page, totalPages), totalPages };
}

/** POST /api/v2/me/applications/{id}/withdrawal: 辞退 while the application is in play; someone else's is 404, an ended one 409. */
export async function withdrawApplication(db: Database, actor: RequestActor, applicationId: number, reason: string | null, now: Date): Promise<ProApplication> {
  const pro = proOrThrow(actor);
  // The row is read once, after the update: it names the corporation to tell and is the answer.
  const { from, row } = await inTransaction(db, async (tx) => {
    const previous = await markWithdrawn(tx, { proUserId: pro.userId, applicationId, fromStatuses: OPEN_STATUSES, reason }, now);
    const current = await findProApplication(tx, pro.userId, applicationId);
    if (previous && current) {
      await notifyCorporation(
        tx,
        current.corporationId,
        {
          kind: "application_withdrawn",
          title: `${current.proName}さんが「${current.projectTitle}」への応募を辞退しました`,
          body: reason ?? "",
          linkPath: `/mypage/order/applies?project_id=${current.projectId}`,
          applicationId,
        },
        now,
      );
    }
    return { from: previous, row: current };
  });
  const found = foundOrThrow(row, APPLICATION_NOT_FOUND);
  if (!from) throw new AppError("conflict", `この応募は「${PRO_STATUS_LABELS[found.status]}」のため、辞退できません。`);
  return toProApplication(found, now);
}
