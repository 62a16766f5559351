import { proSearchDocument } from "../../../lib/pro-search-text";
import { SEARCH_TEXT_VERSION } from "../../../lib/search-document";
import { toSearchBigramsLiteral } from "../../../lib/search-text";
import type { GeneratedCareer } from "../generators/pro-careers";
import type { GeneratedPro } from "../generators/pros";
import { REFERENCE_CONDITION_NAMES } from "../reference/condition-names";
import { BulkInserter, type ColumnSpec, intArrayLiteral, type RawExecutor } from "./bulk";
import { DAY_MS, HOUR_MS, iso } from "./plan";

/** The profile columns beyond the search card's (see PROFILE_COLUMNS in accounts.ts), in this order. */
export const PROFILE_DETAIL_COLUMNS: readonly ColumnSpec[] = [
  ["desired_hourly_rate_yen", "int"],
  ["available_hours_per_day", "smallint"],
  ["available_from", "date"],
  ["last_active_at", "timestamptz"],
  ["search_text", "text"],
  ["search_bigrams", "tsvector"],
  ["search_head_length", "int"],
  ["search_text_version", "smallint"],
];

/** The first day of the month `monthsAgo` months before the reference date, as a date. */
function monthStart(referenceDate: Date, monthsAgo: number): string {
  const date = new Date(Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth() - monthsAgo, 1));
  return date.toISOString().slice(0, 10);
}

/** Writes each pro's skills with years, work history and portfolio, and returns the profile's detail values. */
export class ProDetailsWriter {
  private readonly skills: BulkInserter;
  private readonly histories: BulkInserter;
  private readonly links: BulkInserter;

  constructor(
    exec: RawExecutor,
    profiles: BulkInserter,
    private readonly referenceDate: Date,
  ) {
    const options = { overridingSystemValue: false, after: profiles };
    this.skills = new BulkInserter(
      exec,
      "pro_skills",
      [
        ["user_id", "int"],
        ["skill_id", "int"],
        ["years", "smallint"],
        ["position", "smallint"],
      ],
      10_000,
      options,
    );
    this.histories = new BulkInserter(
      exec,
      "pro_work_histories",
      [
        ["user_id", "int"],
        ["company_name", "text"],
        ["is_company_name_hidden", "bool"],
        ["project_name", "text"],
        ["role", "text"],
        ["started_on", "date"],
        ["ended_on", "date"],
        ["description", "text"],
        ["skill_ids", "int[]"],
        ["position", "smallint"],
      ],
      5_000,
      options,
    );
    this.links = new BulkInserter(
      exec,
      "pro_portfolio_links",
      [
        ["user_id", "int"],
        ["kind", "text"],
        ["title", "text"],
        ["url", "text"],
        ["position", "smallint"],
      ],
      5_000,
      options,
    );
  }

  /**
   * Queues the pro's skills, history and links. Call it after the profile row is queued: a full batch
   * here waits for the queued profiles first (`after`), and its rows reference the pro's profile.
   */
  async addRows(userId: number, pro: GeneratedPro, career: GeneratedCareer): Promise<void> {
    for (let i = 0; i < pro.skillIds.length; i++) await this.skills.push([userId, pro.skillIds[i], career.skillYears[i] ?? 1, i]);
    for (let i = 0; i < career.histories.length; i++) {
      const h = career.histories[i]!;
      await this.histories.push([
        userId,
        h.companyName,
        h.isCompanyNameHidden,
        h.projectName,
        h.role,
        monthStart(this.referenceDate, h.startedMonthsAgo),
        h.endedMonthsAgo === null ? null : monthStart(this.referenceDate, h.endedMonthsAgo),
        h.description,
        intArrayLiteral(h.skillIds),
        i,
      ]);
    }
    for (let i = 0; i < career.links.length; i++) {
      const link = career.links[i]!;
      await this.links.push([userId, link.kind, link.title, link.url, i]);
    }
  }

  /** The values of PROFILE_DETAIL_COLUMNS for the pro. */
  detailValues(pro: GeneratedPro, career: GeneratedCareer): unknown[] {
    const now = this.referenceDate.getTime();
    const search = proSearchDocument(REFERENCE_CONDITION_NAMES, {
      headline: pro.headline,
      bio: pro.bio,
      skillIds: pro.skillIds,
      professionIds: pro.professionIds,
      remoteTypeId: pro.remoteTypeId,
      prefectureId: pro.prefectureId,
      histories: career.histories,
    });
    return [
      career.desiredHourlyRateYen,
      career.availableHoursPerDay,
      career.availableInDays === null ? null : new Date(now + career.availableInDays * DAY_MS).toISOString().slice(0, 10),
      iso(now - career.lastActiveHoursAgo * HOUR_MS),
      search.text,
      toSearchBigramsLiteral(search.text),
      search.headLength,
      SEARCH_TEXT_VERSION,
    ];
  }

  async finish(): Promise<void> {
    await Promise.all([this.skills.finish(), this.histories.finish(), this.links.finish()]);
  }
}
