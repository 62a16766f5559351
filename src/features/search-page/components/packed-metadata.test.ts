import { describe, expect, it } from "vitest";

import type { SearchMetadata } from "@/platform/search/search-metadata";

import { packSearchMetadata, unpackSearchMetadata } from "./packed-metadata";

const metadata: SearchMetadata<"profession" | "skill" | "area" | "remoteType" | "budget"> = {
  groups: [
    { group: "profession", conditions: [{ id: 1, key: "1", name: "エンジニア", baseUrl: "/professions/1" }] },
    {
      group: "skill",
      conditions: [
        { id: 1, key: "1", name: "TypeScript", baseUrl: "/required_skills/TypeScript" },
        { id: 9, key: "9", name: "HTML/CSS", baseUrl: "/required_skills/HTML%2FCSS" },
      ],
    },
    {
      group: "area",
      conditions: [
        { id: 100, key: "kanto", name: "関東", searchConditionKeys: ["13", "14"] },
        { id: 13, key: "13", name: "東京都" },
      ],
    },
    { group: "remoteType", conditions: [{ id: 1, key: "full", name: "フルリモート", baseUrl: "/remote_types/full" }] },
    { group: "budget", conditions: [] },
  ],
};

describe("packed search metadata (the search pages stay under 100 KB)", () => {
  it("gives the browser the same choices, landing paths and region members the server has", () => {
    expect(unpackSearchMetadata(packSearchMetadata(metadata))).toEqual(metadata);
  });

  it("is less than half the size of the metadata it packs (a catalog of 100 skills with landing pages)", () => {
    const skills = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, key: String(i + 1), name: `Skill${i + 1}`, baseUrl: `/top/pros/required_skills/Skill${i + 1}` }));
    const catalog: SearchMetadata<"skill"> = { groups: [{ group: "skill", conditions: skills }] };
    expect(JSON.stringify(packSearchMetadata(catalog)).length).toBeLessThan(JSON.stringify(catalog).length / 2);
  });
});
