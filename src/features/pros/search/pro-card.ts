import type { Catalog } from "@/features/catalog/catalog.service";
import { smallAvatarUrl } from "@/lib/avatar-url";

import { lastActiveLabel } from "../pro-activity";
import { proDisplayName } from "../pro-name";
import type { ProViewer } from "../pro-viewer";
import { CARD_SKILL_COUNT, type ProCard } from "./pro-search-answer.schemas";
import type { ProSearchRow } from "./search-pros.queries";

/** Search rows as result cards: names per the viewer (decision 020), catalog names for ids. */
export function proCardsOf(catalog: Catalog, viewer: ProViewer, rows: readonly ProSearchRow[], now: Date): ProCard[] {
  return rows.map((row) => ({
    id: row.id,
    displayName: proDisplayName(viewer, row),
    // A card shows the picture at 56 px: the 96 px file, as the top bar does, not the 400 px one.
    avatarUrl: row.profileImageUrl === null ? null : smallAvatarUrl(row.profileImageUrl),
    headline: row.headline,
    skills: row.skillIds.slice(0, CARD_SKILL_COUNT).flatMap((id) => {
      const label = catalog.skills.nameOf(id);
      return label === undefined ? [] : [{ id, label }];
    }),
    monthlyRateMan: row.desiredMonthlyRateMan,
    hourlyRateYen: row.desiredHourlyRateYen,
    availableDaysPerWeek: row.availableDaysPerWeek,
    remoteTypeLabel: row.remoteTypeId === null ? null : (catalog.remoteTypes.nameOf(row.remoteTypeId) ?? null),
    prefectureName: row.prefectureId === null ? null : (catalog.prefectures.nameOf(row.prefectureId) ?? null),
    jobChangeIntention: row.jobChangeIntention,
    isRealNameVerified: row.isRealNameVerified,
    lastActiveLabel: lastActiveLabel(row.lastActiveAt, now),
  }));
}
