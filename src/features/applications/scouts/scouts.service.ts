import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { ScoutGuardFlag, ScoutStatus } from "@/db/schema";
import { REMOTE_TYPES } from "@/db/seed/reference/conditions";
import { isCorporationMember } from "@/features/corporations/corporation-members.service";
import { notifyUsers } from "@/features/notifications/notifications.service";
import { monthlyEquivalentMan } from "@/features/project-posting/project-form.schemas";
import { projectPagePath } from "@/features/projects/detail/project-detail.service";
import { findProVisibleTo, type ProAtAGlance } from "@/features/pros/pro-lookup.service";
import { formatProjectBudget } from "@/lib/budget-label";
import { toJstIsoDateTime } from "@/lib/format-date";
import { jstDayOf, jstMonthBounds } from "@/lib/jst-day";
import { excerpt } from "@/lib/plain-text";
import type { Actor, RequestActor } from "@/platform/actor/actor";
import { EMAIL_NOT_VERIFIED_MESSAGE, foundOrThrow, ordererOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { abilitiesOf, PLAN_NAMES } from "@/platform/actor/plan-policy";
import { AppError } from "@/platform/errors";
import { parseWith } from "@/platform/validation";

import {
  conditionFlags,
  messageFingerprint,
  SCOUT_DECLINE_REASON_LABELS,
  SCOUT_STATUS_LABELS,
  senderWarning,
  TEMPLATE_BLAST_LIMIT,
  TEMPLATE_WINDOW_MS,
  type ProConditions,
} from "./scout-rules";
import {
  countScoutsByStatus,
  countScoutsSentSince,
  countTemplateRecipients,
  findCorporationScout,
  findScoutProject,
  findScoutProjects,
  insertScout,
  listCorporationScouts,
  lockSender,
  type ScoutProject,
  type ScoutRow,
} from "./scouts.queries";
import {
  ScoutDraftSchema,
  SendScoutBodySchema,
  type ScoutCheck,
  type ScoutFormContext,
  type ScoutQuota,
  type ScoutRefusal,
  type ScoutWarning,
  type SentScout,
  type SentScoutsPage,
} from "./scouts.schemas";

export const PRO_NOT_FOUND = "プロが見つかりませんでした。";
export const SCOUT_NOT_FOUND = "スカウトが見つかりませんでした。";
export const SCOUTS_PER_PAGE = 20;
/** The form offers this many of the corporation's newest open projects. */
const FORM_PROJECT_LIMIT = 200;

const PROJECT_ISSUE = { path: "projectId", message: "募集中の自社の案件を選んでください" };
const ALREADY_REACHED = "このプロには、この案件のスカウトをすでに送っているか、応募を受けています。";
const OWN_MEMBER = "ご自身の企業のメンバーにはスカウトを送れません。";

export async function scoutQuotaOf(db: Database, sender: Actor, now: Date): Promise<ScoutQuota> {
  const limit = abilitiesOf(sender.plan).monthlyScoutQuota;
  const { start, next } = jstMonthBounds(now);
  const used = await countScoutsSentSince(db, sender.userId, start);
  return { plan: sender.plan, planName: PLAN_NAMES[sender.plan], limit, used, remaining: Math.max(0, limit - used), resetsOn: jstDayOf(next) };
}

const quotaExhausted = (quota: ScoutQuota) =>
  `今月のスカウトは${quota.planName}の上限（${quota.limit}通）まで送りました。${quota.resetsOn.slice(5, 7).replace(/^0/, "")}月1日から、また送れます。`;

/** What the pro asked for, as the guard compares it: the rate as 万円 a month. */
function conditionsOf(pro: ProAtAGlance): ProConditions {
  const hourly = pro.desiredHourlyRateYen === null ? null : monthlyEquivalentMan("hourly", pro.desiredHourlyRateYen);
  return { monthlyRateMan: pro.desiredMonthlyRateMan ?? hourly, remoteTypeId: pro.remoteTypeId };
}

function conditionLines(pro: ProAtAGlance): string[] {
  const lines: string[] = [];
  if (pro.desiredMonthlyRateMan !== null) lines.push(`希望単価 月額 ${pro.desiredMonthlyRateMan}万円`);
  if (pro.desiredHourlyRateYen !== null) lines.push(`希望単価 時給 ${pro.desiredHourlyRateYen.toLocaleString("ja-JP")}円`);
  const remote = REMOTE_TYPES.find((type) => type.id === pro.remoteTypeId);
  if (remote) lines.push(`${remote.name}を希望`);
  return lines;
}

/** GET /api/v2/pros/{id}/scout_form: the pro, the corporation's open projects, the quota, and why it cannot be sent. */
export async function getScoutForm(db: Database, actor: RequestActor, proUserId: number, now: Date): Promise<ScoutFormContext> {
  const { actor: orderer, corporationId } = ordererOrThrow(actor);
  const pro = foundOrThrow(await findProVisibleTo(db, orderer, proUserId), PRO_NOT_FOUND);
  const [projects, quota, isMember] = await Promise.all([
    findScoutProjects(db, corporationId, pro.id, FORM_PROJECT_LIMIT),
    scoutQuotaOf(db, orderer, now),
    isCorporationMember(db, corporationId, pro.id),
  ]);
  const refuse = (code: ScoutRefusal["code"], message: string): ScoutRefusal => ({ code, message });
  let refusal: ScoutRefusal | null = null;
  if (!orderer.isEmailVerified) refusal = refuse("email_not_verified", EMAIL_NOT_VERIFIED_MESSAGE);
  else if (isMember) refusal = refuse("own_member", OWN_MEMBER);
  else if (!projects.some((project) => !project.isReached))
    refusal = refuse("no_open_projects", "このプロに送れる募集中の案件がありません。案件を公開してから、もう一度お試しください。");
  else if (quota.remaining === 0) refusal = refuse("quota_exhausted", quotaExhausted(quota));
  return {
    pro: { id: pro.id, name: pro.name, headline: pro.headline, path: pro.path, conditions: conditionLines(pro) },
    projects: projects.map((project) => ({
      id: project.id,
      title: project.title,
      budgetLabel: formatProjectBudget(project),
      remoteTypeLabel: project.remoteTypeName,
      isReached: project.isReached,
    })),
    quota,
    refusal,
  };
}

type Guarded = { pro: ProAtAGlance; project: ScoutProject; fingerprint: string; flags: ScoutGuardFlag[]; warnings: ScoutWarning[] };

/** The quality guard (decision 024): the same words to more than 20 pros a day, and conditions the project ignores. */
async function guard(db: Database, corporationId: number, pro: ProAtAGlance, project: ScoutProject, message: string, now: Date): Promise<Guarded> {
  const fingerprint = messageFingerprint(message, [pro.name, pro.lastName, pro.firstName]);
  const since = new Date(now.getTime() - TEMPLATE_WINDOW_MS);
  const others = await countTemplateRecipients(db, corporationId, fingerprint, since, pro.id);
  const proConditions = conditionsOf(pro);
  const projectConditions = { maxBudgetMan: project.maxBudgetMan, remoteTypeId: project.remoteTypeId };
  const flags: ScoutGuardFlag[] = [...(others >= TEMPLATE_BLAST_LIMIT ? (["template_blast"] as const) : []), ...conditionFlags(proConditions, projectConditions)];
  return { pro, project, fingerprint, flags, warnings: flags.map((code) => ({ code, message: senderWarning(code, proConditions, projectConditions) })) };
}

/** The pro (404 when shielded or hidden from this corporation) and the chosen project (422 unless open and the corporation's). */
async function draftTarget(db: Database, orderer: Actor, corporationId: number, proUserId: number, projectId: number) {
  const pro = foundOrThrow(await findProVisibleTo(db, orderer, proUserId), PRO_NOT_FOUND);
  const project = await findScoutProject(db, corporationId, projectId, pro.id);
  if (!project || project.status !== "open") throw new AppError("validation_failed", undefined, { issues: [PROJECT_ISSUE] });
  return { pro, project };
}

/** POST /api/v2/pros/{id}/scout_checks: what the guard would say, and the quota, before sending. Changes nothing. */
export async function checkScout(db: Database, actor: RequestActor, proUserId: number, input: unknown, now: Date): Promise<ScoutCheck> {
  const { actor: orderer, corporationId } = ordererOrThrow(actor);
  const draft = parseWith(ScoutDraftSchema, input);
  const { pro, project } = await draftTarget(db, orderer, corporationId, proUserId, draft.projectId);
  const [{ warnings }, quota] = await Promise.all([guard(db, corporationId, pro, project, draft.message, now), scoutQuotaOf(db, orderer, now)]);
  return { warnings, quota };
}

/**
 * POST /api/v2/pros/{id}/scouts: sends the scout and tells the pro. A warned scout needs
 * `confirmWarnings` (409 otherwise, with the warnings); the quota is counted under a lock on the
 * sender, so parallel sends never pass it; a second scout for the same project and pro is 409.
 */
export async function sendScout(db: Database, actor: RequestActor, proUserId: number, input: unknown, now: Date): Promise<SentScout> {
  const { actor: orderer, corporationId } = ordererOrThrow(actor);
  verifiedOrThrow(orderer);
  const body = parseWith(SendScoutBodySchema, input);
  const { pro, project } = await draftTarget(db, orderer, corporationId, proUserId, body.projectId);
  if (await isCorporationMember(db, corporationId, pro.id)) throw new AppError("forbidden", OWN_MEMBER);
  if (project.isReached) throw new AppError("conflict", ALREADY_REACHED);
  const guarded = await guard(db, corporationId, pro, project, body.message, now);
  if (guarded.warnings.length > 0 && !body.confirmWarnings) {
    throw new AppError("conflict", "送信する前に、確認していただきたい点があります。", {
      issues: guarded.warnings.map((w) => ({ path: "message", message: w.message })),
    });
  }
  const sent = await inTransaction(db, async (tx) => {
    await lockSender(tx, orderer.userId);
    const quota = await scoutQuotaOf(tx, orderer, now);
    if (quota.remaining === 0) throw new AppError("forbidden", quotaExhausted(quota));
    const id = await insertScout(
      tx,
      {
        projectId: project.id,
        corporationId,
        senderUserId: orderer.userId,
        proUserId: pro.id,
        message: body.message,
        messageFingerprint: guarded.fingerprint,
        guardFlags: guarded.flags,
      },
      now,
    );
    if (id === undefined) throw new AppError("conflict", ALREADY_REACHED);
    const scout = foundOrThrow(await findCorporationScout(tx, corporationId, id), SCOUT_NOT_FOUND);
    await notifyUsers(
      tx,
      [pro.id],
      {
        kind: "scout_received",
        title: `${scout.corporationName}から「${project.title}」のスカウトが届きました`,
        body: excerpt(body.message, 100),
        linkPath: "/mypage/accept/projects?tab=scouts",
        applicationId: null,
      },
      now,
    );
    return scout;
  });
  // The row read in the transaction (for the notice's corporation name) is the answer: no second read.
  return toSentScout(sent);
}

/** What both sides show of a scout's project and answer. */
export function scoutCommonView(row: ScoutRow, statusLabel: string) {
  return {
    id: row.id,
    status: row.status,
    statusLabel,
    project: {
      id: row.projectId,
      title: row.projectTitle,
      path: projectPagePath(row.projectId),
      corporationName: row.corporationName,
      budgetLabel: formatProjectBudget(row),
      remoteTypeLabel: row.remoteTypeName,
      isClosed: row.projectStatus !== "open",
    },
    message: row.message,
    declineReasonLabel: row.declineReason === null ? null : SCOUT_DECLINE_REASON_LABELS[row.declineReason],
    answerMessage: row.answerMessage,
    sentAt: toJstIsoDateTime(row.createdAt),
    answeredAt: row.answeredAt === null ? null : toJstIsoDateTime(row.answeredAt),
    applicationId: row.applicationId,
  };
}

const SENDER_FLAG_LABELS: Record<ScoutGuardFlag, string> = {
  template_blast: "同じ文面を多数のプロに送信",
  rate_above_budget: "予算が希望単価を大きく下回る",
  onsite_for_remote_pro: "フルリモート希望のプロに出社の案件",
};

export function toSentScout(row: ScoutRow): SentScout {
  return {
    ...scoutCommonView(row, SCOUT_STATUS_LABELS[row.status]),
    pro: { id: row.proUserId, name: row.proName, path: `/top/pros/${row.proUserId}` },
    senderName: row.senderName,
    warnings: row.guardFlags.map((flag) => SENDER_FLAG_LABELS[flag]),
  };
}

/** Every status's count and the total, for the tabs of either side. */
export function scoutCounts(byStatus: Partial<Record<ScoutStatus, number>>) {
  const sent = byStatus.sent ?? 0;
  const accepted = byStatus.accepted ?? 0;
  const declined = byStatus.declined ?? 0;
  return { all: sent + accepted + declined, sent, accepted, declined };
}

/** GET /api/v2/current_corporation/scouts: the corporation's scouts (every member's), 20 a page, with the sender's quota. */
export async function listSentScouts(db: Database, actor: RequestActor, status: ScoutStatus | null, page: number, now: Date): Promise<SentScoutsPage> {
  const { actor: orderer, corporationId } = ordererOrThrow(actor);
  const [byStatus, quota] = await Promise.all([countScoutsByStatus(db, { corporationId }), scoutQuotaOf(db, orderer, now)]);
  const counts = scoutCounts(byStatus);
  const totalPages = Math.max(1, Math.ceil((status === null ? counts.all : counts[status]) / SCOUTS_PER_PAGE));
  const current = Math.min(page, totalPages);
  const rows = await listCorporationScouts(db, corporationId, status, { limit: SCOUTS_PER_PAGE, offset: (current - 1) * SCOUTS_PER_PAGE });
  return { items: rows.map(toSentScout), counts, quota, page: current, totalPages };
}
