import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";

import { MAX_EMPLOYER_SHIELDS } from "./employer-shield-rules";
import type { AddEmployerShieldBody, CorporationCandidates, EmployerShieldList } from "./employer-shields.schemas";
import { corporationExists, countShieldsOfPro, deleteShieldOfPro, findShieldsOfPro, insertShield, searchCorporationsByName } from "./employer-shields.queries";

export const SHIELD_ALREADY_LISTED_MESSAGE = "すでに登録されています。";
const CANDIDATE_LIMIT = 10;

export async function listEmployerShields(db: Database, pro: Actor): Promise<EmployerShieldList> {
  const rows = await findShieldsOfPro(db, pro.userId);
  return {
    shields: rows.map((row) => ({
      id: row.id,
      kind: row.corporationId === null ? "domain" : "corporation",
      corporationId: row.corporationId,
      corporationName: row.corporationName,
      emailDomain: row.emailDomain,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

function fieldError(path: string, message: string): AppError {
  return new AppError("validation_failed", message, { issues: [{ path, message }] });
}

/** Adds a corporation or a domain that must never see the pro (enforced by proVisibleTo, decision 020). */
export async function addEmployerShield(db: Database, pro: Actor, body: AddEmployerShieldBody, now: Date): Promise<EmployerShieldList> {
  if ((await countShieldsOfPro(db, pro.userId)) >= MAX_EMPLOYER_SHIELDS) {
    throw fieldError(body.kind === "corporation" ? "corporationId" : "emailDomain", `登録できるのは${MAX_EMPLOYER_SHIELDS}件までです`);
  }
  if (body.kind === "corporation" && !(await corporationExists(db, body.corporationId))) {
    throw fieldError("corporationId", "企業が見つかりませんでした。候補から選んでください");
  }
  const target = body.kind === "corporation" ? { corporationId: body.corporationId } : { emailDomain: body.emailDomain };
  if (!(await insertShield(db, pro.userId, target, now))) throw new AppError("conflict", SHIELD_ALREADY_LISTED_MESSAGE);
  return listEmployerShields(db, pro);
}

export const SHIELD_NOT_FOUND_MESSAGE = "この勤務先ブロックは見つかりませんでした。";

export async function removeEmployerShield(db: Database, pro: Actor, shieldId: number): Promise<EmployerShieldList> {
  if (!(await deleteShieldOfPro(db, pro.userId, shieldId))) throw new AppError("not_found", SHIELD_NOT_FOUND_MESSAGE);
  return listEmployerShields(db, pro);
}

export async function findCorporationCandidates(db: Database, words: string): Promise<CorporationCandidates> {
  return { corporations: await searchCorporationsByName(db, words, CANDIDATE_LIMIT) };
}
