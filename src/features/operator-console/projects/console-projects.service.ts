import type { Database } from "@/db/client";
import type { ProjectCloseReason } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { closeProjectAsOperator, editProjectAsOperator } from "@/features/project-posting/operator-projects.service";
import { searchProjects } from "@/features/projects/search/search-projects.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow } from "@/platform/actor/access-rules";
import { parseWith } from "@/platform/validation";

import { changedFields } from "../audit/changed-fields";
import { recordOperatorAction } from "../audit/record-operator-action";
import { countProjects, findProjectsByIds, listProjects, type ConsoleProjectRow } from "./console-projects.queries";
import { CONSOLE_PROJECTS_PER_PAGE, OperatorNoteSchema, type ConsoleProjectItem, type ConsoleProjectPage, type ConsoleProjectQuery } from "./console-projects.schemas";

const CLOSED_LABELS: Record<ProjectCloseReason, string> = {
  orderer: "募集終了（企業）",
  stale: "募集終了（期限切れ）",
  operator: "掲載終了（運営）",
  suspended: "非公開（利用停止）",
};

function itemOf(row: ConsoleProjectRow): ConsoleProjectItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    closeReason: row.closeReason,
    statusLabel: row.status === "open" ? "公開中" : CLOSED_LABELS[row.closeReason ?? "orderer"],
    corporation: { id: row.corporationId, name: row.corporationName },
    publishedAt: toJstIsoDateTime(row.publishedAt),
    likeCount: row.likeCount,
    operatorNote: row.operatorNote,
  };
}

/** Words go through the site's own free-word search (its index, its dictionary): public projects, 20 a page. */
async function searchByWords(db: Database, query: ConsoleProjectQuery, words: string): Promise<ConsoleProjectPage> {
  const params = new URLSearchParams({ "search_project[free_word]": words, page: String(query.page ?? 1) });
  if (query.status === "open") params.set("search_project[exclude_closed_projects]", "1");
  const found = await searchProjects(db, params, null);
  const rows = await findProjectsByIds(
    db,
    found.projectList.map((p) => p.id),
  );
  return {
    projects: rows.filter((row) => !query.status || row.status === query.status).map(itemOf),
    page: query.page ?? 1,
    totalCount: found.totalCount,
    isTotalCapped: found.isTotalCapped,
    totalPages: Math.max(1, found.totalPages),
    mode: "word",
  };
}

/**
 * 案件 (issue 18): an id finds that project whatever its state; words search like the site does;
 * otherwise every project newest first, by status and corporation, 50 a page with a capped count.
 */
export async function readConsoleProjects(db: Database, actor: RequestActor, query: ConsoleProjectQuery): Promise<ConsoleProjectPage> {
  adminOrThrow(actor);
  const q = query.q?.trim() ?? "";
  if (/^\d{1,10}$/.test(q)) {
    const rows = await findProjectsByIds(
      db,
      [Number(q)].filter((id) => id <= 2_147_483_647),
    );
    return { projects: rows.map(itemOf), page: 1, totalCount: rows.length, isTotalCapped: false, totalPages: 1, mode: "id" };
  }
  if (q !== "") return searchByWords(db, query, q);
  const page = query.page ?? 1;
  const filter = { status: query.status, corporationId: query.corporationId };
  const [rows, { count: totalCount, isCapped: isTotalCapped }] = await Promise.all([
    listProjects(db, filter, CONSOLE_PROJECTS_PER_PAGE, (page - 1) * CONSOLE_PROJECTS_PER_PAGE),
    countProjects(db, filter),
  ]);
  return { projects: rows.map(itemOf), page, totalCount, isTotalCapped, totalPages: Math.max(1, Math.ceil(totalCount / CONSOLE_PROJECTS_PER_PAGE)), mode: "list" };
}

/** 掲載終了 with the reason the corporation reads; one audit row. */
export async function closeConsoleProject(db: Database, actor: RequestActor, projectId: number, note: string, now: Date) {
  const operator = adminOrThrow(actor);
  const reason = parseWith(OperatorNoteSchema, note);
  return inTransaction(db, async (tx) => {
    await closeProjectAsOperator(tx, operator, projectId, reason, now);
    await recordOperatorAction(
      tx,
      operator,
      { action: "project.close", targetType: "project", targetId: projectId, before: { status: "open" }, after: { status: "closed", closeReason: "operator" }, reason },
      now,
    );
    return { projectId };
  });
}

/** 編集 with the reason the corporation reads; the audit row keeps the fields that changed. */
export async function editConsoleProject(db: Database, actor: RequestActor, projectId: number, form: unknown, note: string, now: Date) {
  const operator = adminOrThrow(actor);
  const reason = parseWith(OperatorNoteSchema, note);
  return inTransaction(db, async (tx) => {
    const change = await editProjectAsOperator(tx, operator, projectId, form, reason, now);
    await recordOperatorAction(
      tx,
      operator,
      { action: "project.edit", targetType: "project", targetId: projectId, ...changedFields(change.before, change.after), reason },
      now,
    );
    return { projectId };
  });
}
