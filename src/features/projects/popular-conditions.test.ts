import { describe, expect, it } from "vitest";

import { popularConditionsFrom } from "./popular-conditions";
import { buildSearchMetadata } from "./search/search-metadata";
import type { SearchReferenceData } from "./search/search-metadata.queries";

const none: SearchReferenceData = {
  professionRows: [], skillRows: [], remoteRows: [], tagRows: [], budgetRows: [], timeRows: [], regionRows: [], prefectureRows: [], contractRows: [], specialRows: [],
};

describe("popularConditionsFrom", () => {
  it("takes the first conditions of each group in reference order, each with its landing page", () => {
    const skillRows = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, name: `Skill${i + 1}`, category: "language" as const }));
    const groups = popularConditionsFrom(buildSearchMetadata({ ...none, skillRows, remoteRows: [{ id: 1, key: "full_remote", name: "フルリモート" }] }));
    expect(groups.map((g) => [g.label, g.links.length])).toEqual([["スキル・言語", 12], ["働き方", 1]]);
    expect(groups[0]!.links[0]).toEqual({ name: "Skill1", href: "/required_skills/Skill1" });
    expect(groups[1]!.links).toEqual([{ name: "フルリモート", href: "/remote_types/1" }]);
  });

  it("is empty before reference data exists, so the top page leaves the section out", () => {
    expect(popularConditionsFrom(buildSearchMetadata(none))).toEqual([]);
  });
});
