import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { selectRows, type DatabaseHandle } from "@/db/client";
import { ProjectDraftFieldsSchema, ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { refreshListings } from "@/features/order-projects/listing-freshness.job";
import { getTestDatabase, resetDatabase, TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";

import { seedDemoData } from ".";

let handle: DatabaseHandle;
const referenceDate = new Date("2026-11-01T12:00:00+09:00");

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle);
  await seedDemoData(handle, { projects: 300, pros: 100, corporations: 10, referenceDate });
});

describe("issue 14: the demo orderers' projects, drafts and requests", () => {
  it("orderer@'s first corporation has two drafts and a request in each status, free@ one 差し戻し, every payload the form's shape", async () => {
    const requests = await selectRows<{
      corporation: string;
      status: string;
      fields: unknown;
      comment: string | null;
      project_corporation: string | null;
      corporation_id: string;
    }>(
      handle.db,
      sql`select c.name as corporation, r.status, r.fields, r.operator_comment as comment, pc.name as project_corporation, c.id as corporation_id
        from project_requests r join corporations c on c.id = r.corporation_id
        left join projects p on p.id = r.published_project_id left join corporations pc on pc.id = p.corporation_id
        order by c.id, r.status`,
    );
    expect(requests.map((r) => [r.corporation, r.status])).toEqual([
      ["株式会社ネクストリンク", "in_review"],
      ["株式会社ネクストリンク", "pending"],
      ["株式会社ネクストリンク", "published"],
      ["株式会社ネクストリンク", "rejected"],
      ["株式会社みなと情報サービス", "pending"],
      ["株式会社みなと情報サービス", "rejected"],
    ]);
    for (const request of requests) expect(ProjectFormSchema.safeParse(request.fields).error).toBeUndefined();
    expect(requests.find((r) => r.status === "published")!.project_corporation).toBe("株式会社ネクストリンク");
    expect(requests.filter((r) => r.status === "rejected").every((r) => (r.comment ?? "").length > 20)).toBe(true);

    const drafts = await selectRows<{ fields: unknown; corporation: string }>(
      handle.db,
      sql`select d.fields, c.name as corporation from project_drafts d join corporations c on c.id = d.corporation_id`,
    );
    expect(drafts.map((d) => d.corporation)).toEqual(["株式会社ネクストリンク", "株式会社ネクストリンク"]);
    for (const draft of drafts) expect(ProjectDraftFieldsSchema.safeParse(draft.fields).error).toBeUndefined();
  });

  it("open projects were saved within 50 days except one deliberate 65-day one; the freshness job's first run closes nothing and mails that corporation once", async () => {
    const [facts] = await selectRows<{ stale: number; staleName: string; closedStale: number }>(
      handle.db,
      sql`select count(*) filter (where status = 'open' and content_updated_at < ${referenceDate.toISOString()}::timestamptz - interval '50 days')::int as stale,
        min(c.name) filter (where status = 'open' and content_updated_at < ${referenceDate.toISOString()}::timestamptz - interval '50 days') as "staleName",
        count(*) filter (where close_reason = 'stale')::int as "closedStale"
        from projects p join corporations c on c.id = p.corporation_id`,
    );
    expect(facts).toEqual({ stale: 1, staleName: "株式会社ネクストリンク", closedStale: 1 });
    const report = await refreshListings(handle.db, referenceDate, { siteOrigin: TEST_ORIGIN, appSecret: TEST_SECRET });
    expect(report).toEqual({ closed: 0, noticedProjects: 1, mails: 2 });
  });
});
