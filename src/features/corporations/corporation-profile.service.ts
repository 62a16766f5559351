import type { Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import { listCorporationProjects } from "@/features/projects/corporation-projects.service";
import { MASKED_CORPORATION_NAME } from "@/features/projects/project-summary.schemas";
import type { CorporationSeat, Reader } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";
import { removeOwnedImage, replaceOwnedImage, type OwnedImageDeps } from "@/platform/uploads/owned-image-swap";

import { canManageCorporation, CORPORATION_NOT_FOUND_MESSAGE, managerOrThrow } from "./corporation-access";
import { EMPLOYEE_SIZE_LABELS, INDUSTRY_LABELS } from "./corporation-values";
import type { CorporationEditor, CorporationLogo, CorporationProfileBody, PublicCorporation } from "./corporation-profile.schemas";
import { findCorporation, swapCorporationLogoUrl, updateCorporationProfile, type CorporationRow } from "./corporation-profile.queries";

export { canManageCorporation } from "./corporation-access";

export function corporationPagePath(corporationId: number): string {
  return `/corporations/${corporationId}`;
}

/**
 * The company page as the reader may see it (S-BAR-8, decision 022). A visitor sees the name, logo,
 * website and invoice number (which names the company in 国税庁's register) only when the corporation
 * made its name public; its projects follow the same rule, so the page and its cards never disagree.
 */
export async function getPublicCorporation(db: Database, reader: Reader, corporationId: number): Promise<PublicCorporation | null> {
  const corporation = await findCorporation(db, corporationId);
  if (!corporation) return null;
  const viewerId = reader?.userId ?? null;
  const isMasked = reader === null && !corporation.isNamePublic;
  const catalog = await getCatalog(db);
  const projectsOf = (status: "open" | "closed") => listCorporationProjects(db, catalog, { corporationId, status, viewerId, isVisitor: isMasked });
  const [open, closed] = await Promise.all([projectsOf("open"), projectsOf("closed")]);
  const prefectureName = corporation.prefectureId === null ? undefined : catalog.prefectures.nameOf(corporation.prefectureId);
  return {
    id: corporation.id,
    name: isMasked ? MASKED_CORPORATION_NAME : corporation.name,
    isMasked,
    logoUrl: isMasked ? null : corporation.logoUrl,
    description: corporation.description,
    industry: corporation.industry ? { key: corporation.industry, label: INDUSTRY_LABELS[corporation.industry] } : null,
    employeeSize: corporation.employeeSize ? { key: corporation.employeeSize, label: EMPLOYEE_SIZE_LABELS[corporation.employeeSize] } : null,
    websiteUrl: isMasked ? null : corporation.websiteUrl,
    prefecture: prefectureName === undefined ? null : { id: corporation.prefectureId!, label: prefectureName },
    foundedYear: corporation.foundedYear,
    invoiceRegistrationNumber: isMasked ? null : corporation.invoiceRegistrationNumber,
    openProjects: open,
    closedProjects: closed,
  };
}

function editorOf(row: CorporationRow, seat: CorporationSeat): CorporationEditor {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    description: row.description,
    industry: row.industry,
    employeeSize: row.employeeSize,
    websiteUrl: row.websiteUrl,
    prefectureId: row.prefectureId,
    foundedYear: row.foundedYear,
    invoiceRegistrationNumber: row.invoiceRegistrationNumber,
    isNamePublic: row.isNamePublic,
    yourRole: seat.role,
    canEdit: canManageCorporation(seat.role),
  };
}

/** The current corporation for its settings page; every member may read it. */
export async function getCorporationEditor(db: Database, seat: CorporationSeat): Promise<CorporationEditor> {
  const row = await findCorporation(db, seat.corporationId);
  if (!row) throw new AppError("not_found", CORPORATION_NOT_FOUND_MESSAGE);
  return editorOf(row, seat);
}

/** Saves the whole profile (owner and admin). The catalog decides whether the prefecture exists. */
export async function saveCorporationProfile(db: Database, seat: CorporationSeat, body: CorporationProfileBody, now: Date): Promise<CorporationEditor> {
  managerOrThrow(seat);
  if (body.prefectureId !== null && !(await getCatalog(db)).prefectures.get(body.prefectureId)) {
    throw new AppError("validation_failed", undefined, { issues: [{ path: "prefectureId", message: "所在地（都道府県）を選んでください" }] });
  }
  const row = await updateCorporationProfile(db, seat.corporationId, body, now);
  if (!row) throw new AppError("not_found", CORPORATION_NOT_FOUND_MESSAGE);
  return editorOf(row, seat);
}

/** The current corporation's logo as an owned picture: `logos/{corporationId}-…`, corporations.logo_url. */
const logoOf = (seat: CorporationSeat) => ({
  folder: "logos" as const,
  ownerId: seat.corporationId,
  swap: (tx: Database, url: string | null, now: Date) => swapCorporationLogoUrl(tx, seat.corporationId, url, now),
  notFound: new AppError("not_found", CORPORATION_NOT_FOUND_MESSAGE),
});

/**
 * A new logo through the avatars' pipeline (decision 021): checked and re-encoded first, fitted
 * inside its square on white (a wide logo keeps every letter), the files written, the row switched.
 */
export async function replaceCorporationLogo(deps: OwnedImageDeps, seat: CorporationSeat, bytes: Uint8Array): Promise<CorporationLogo> {
  managerOrThrow(seat);
  return { logoUrl: await replaceOwnedImage(deps, logoOf(seat), bytes, "contain") };
}

export async function removeCorporationLogo(deps: OwnedImageDeps, seat: CorporationSeat): Promise<CorporationLogo> {
  managerOrThrow(seat);
  await removeOwnedImage(deps, logoOf(seat));
  return { logoUrl: null };
}
