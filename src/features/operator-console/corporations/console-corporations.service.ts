import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { formatJstDate, toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { PLAN_NAMES } from "@/platform/actor/plan-policy";
import { queueMail } from "@/platform/mail/outbox";

import { changedFields } from "../audit/changed-fields";
import { recordOperatorAction } from "../audit/record-operator-action";
import {
  countCorporations,
  findCorporation,
  listContractContacts,
  listCorporations,
  listMembers,
  listRecentProjects,
  updateContract,
} from "./console-corporations.queries";
import {
  CORPORATIONS_PER_PAGE,
  type ConsoleCorporation,
  type ConsoleCorporationPage,
  type ConsoleCorporationQuery,
  type ContractBody,
} from "./console-corporations.schemas";
import { buildPlanChangedMail } from "./plan-change-mail";

const NOT_FOUND = "企業が見つかりませんでした。";
const ROLE_LABELS: Record<string, string> = { owner: "オーナー", admin: "管理者", member: "メンバー" };

/** 企業 (issue 18): newest first, by name or id and plan; 50 a page with a capped count. */
export async function readConsoleCorporations(db: Database, actor: RequestActor, query: ConsoleCorporationQuery): Promise<ConsoleCorporationPage> {
  adminOrThrow(actor);
  const page = query.page ?? 1;
  const filter = { q: query.q, plan: query.plan };
  const [rows, { count: totalCount, isCapped }] = await Promise.all([
    listCorporations(db, filter, CORPORATIONS_PER_PAGE, (page - 1) * CORPORATIONS_PER_PAGE),
    countCorporations(db, filter),
  ]);
  return {
    corporations: rows.map((row) => ({ ...row, planName: PLAN_NAMES[row.plan], createdAt: toJstIsoDateTime(row.createdAt) })),
    page,
    totalCount,
    isTotalCapped: isCapped,
    totalPages: Math.max(1, Math.ceil(totalCount / CORPORATIONS_PER_PAGE)),
  };
}

export async function readConsoleCorporation(db: Database, actor: RequestActor, corporationId: number): Promise<ConsoleCorporation> {
  adminOrThrow(actor);
  const corporation = foundOrThrow(await findCorporation(db, corporationId), NOT_FOUND);
  const [members, projects] = await Promise.all([listMembers(db, corporationId), listRecentProjects(db, corporationId, 20)]);
  return {
    id: corporation.id,
    name: corporation.name,
    websiteUrl: corporation.websiteUrl,
    createdAt: toJstIsoDateTime(corporation.createdAt),
    contract: {
      plan: corporation.plan,
      planName: PLAN_NAMES[corporation.plan],
      planStartedOn: corporation.planStartedOn,
      planInvoiceNote: corporation.planInvoiceNote,
      invoiceRegistrationNumber: corporation.invoiceRegistrationNumber,
    },
    members: members.map((m) => ({
      userId: m.userId,
      name: `${m.lastName} ${m.firstName}`.trim(),
      email: m.email,
      role: ROLE_LABELS[m.role] ?? m.role,
      since: toJstIsoDateTime(m.since),
    })),
    projects: projects.map((p) => ({ id: p.id, title: p.title, status: p.status === "open" ? "公開中" : "募集終了", publishedAt: toJstIsoDateTime(p.publishedAt) })),
  };
}

/**
 * 契約・請求 (issue 18): the plan, its start day, the invoice note and the invoice number, in one
 * write with its audit row — `corporation.change_plan` when the plan moves (the owners and admins
 * are mailed; every member's abilities follow on their next request, decision 030), otherwise
 * `corporation.edit_billing`. Nothing changed: no write and no row.
 */
export async function changeContract(db: Database, actor: RequestActor, corporationId: number, body: ContractBody, mail: { now: Date; siteOrigin: string }) {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const current = foundOrThrow(await findCorporation(tx, corporationId, { lock: true }), NOT_FOUND);
    const before = {
      plan: current.plan,
      planStartedOn: current.planStartedOn,
      planInvoiceNote: current.planInvoiceNote,
      invoiceRegistrationNumber: current.invoiceRegistrationNumber,
    };
    const after = {
      plan: body.plan,
      planStartedOn: body.planStartedOn,
      planInvoiceNote: body.planInvoiceNote,
      invoiceRegistrationNumber: body.invoiceRegistrationNumber,
    };
    const changes = changedFields(before, after);
    if (Object.keys(changes.after).length === 0) return { changed: false };
    await updateContract(tx, corporationId, after, mail.now);
    const isPlanChange = before.plan !== after.plan;
    await recordOperatorAction(
      tx,
      operator,
      { action: isPlanChange ? "corporation.change_plan" : "corporation.edit_billing", targetType: "corporation", targetId: corporationId, ...changes },
      mail.now,
    );
    if (isPlanChange) {
      const rendered = await buildPlanChangedMail(
        {
          corporationName: current.name,
          planName: PLAN_NAMES[after.plan],
          previousPlanName: PLAN_NAMES[before.plan],
          startedOn: after.planStartedOn ? formatJstDate(`${after.planStartedOn}T00:00:00+09:00`) : null,
        },
        mail.siteOrigin,
      );
      for (const contact of await listContractContacts(tx, corporationId)) await queueMail(tx, { to: contact.email, mail: rendered, now: mail.now });
    }
    return { changed: true };
  });
}
