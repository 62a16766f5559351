import { describe, expect, it } from "vitest";

import { catalogOf } from "@tests/support/catalog";

import { popularConditionsFrom } from "./popular-conditions";

describe("popularConditionsFrom", () => {
  it("takes the first conditions of each group in reference order, each with its landing page", () => {
    const skills = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, name: `Skill${i + 1}`, category: "language" as const }));
    const groups = popularConditionsFrom(catalogOf({ skills, remoteTypes: [{ id: 1, key: "full_remote", name: "フルリモート" }] }));
    expect(groups.map((g) => [g.label, g.links.length])).toEqual([
      ["スキル・言語", 12],
      ["働き方", 1],
    ]);
    expect(groups[0]!.links[0]).toEqual({ name: "Skill1", href: "/required_skills/Skill1" });
    expect(groups[1]!.links).toEqual([{ name: "フルリモート", href: "/remote_types/1" }]);
  });

  it("is empty before reference data exists, so the top page leaves the section out", () => {
    expect(popularConditionsFrom(catalogOf({}))).toEqual([]);
  });
});
