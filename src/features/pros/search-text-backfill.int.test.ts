import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { proProfiles, proWorkHistories } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { normalizeSearchText } from "@/lib/search-text";
import { useApiTestContext } from "@tests/support/api-test-context";

import { fillMissingProSearchText } from "./search-text-backfill.job";

const context = useApiTestContext();

describe("issue 13: profiles from before migration 0006 become findable by free word", () => {
  it("fills the search text of profiles that have words but none, from headline, bio, skills and history, and leaves the rest", async () => {
    const { db } = context.handle;
    const old = await insertUser(db, { isPro: true });
    await db.insert(proProfiles).values({ userId: old.id, headline: "ＲＥＡＣＴが得意です", bio: "", skillIds: [] });
    await db.insert(proWorkHistories).values({ userId: old.id, companyName: "株式会社ひみつ", projectName: "物流システム", startedOn: "2021-04-01", position: 0 });
    const empty = await insertUser(db, { isPro: true });
    await db.insert(proProfiles).values({ userId: empty.id });

    expect(await fillMissingProSearchText(db)).toBe(1);
    const [filled] = await db.select({ text: proProfiles.searchText }).from(proProfiles).where(eq(proProfiles.userId, old.id));
    expect(filled!.text).toContain("react");
    expect(filled!.text).toContain(normalizeSearchText("物流システム"));
    // A company name never becomes searchable (decision 020).
    expect(filled!.text).not.toContain(normalizeSearchText("ひみつ"));
    expect(await fillMissingProSearchText(db)).toBe(0);
  });
});
