import { describe, expect, it } from "vitest";

import { catalogOf } from "@tests/support/catalog";

const catalog = catalogOf({
  professions: [
    { id: 2, name: "デザイナー" },
    { id: 1, name: "エンジニア" },
  ],
  budgetBands: [{ id: 3, label: "60〜80万円", minMan: 60, maxMan: 80 }],
  availableTimes: [{ id: 5, label: "週5日（週40h）", daysPerWeek: 5 }],
  prefectures: [{ id: 13, name: "東京都", regionId: 3 }],
  regions: [{ id: 13, name: "存在しない地方" }],
  remoteTypes: [{ id: 1, key: "full_remote", name: "フルリモート" }],
  specialProjectPages: [{ id: 1, slug: "high-paying", title: "高単価案件特集" }],
});

describe("the catalog", () => {
  it("keeps each list in the order it was read (display order)", () => {
    expect(catalog.professions.all.map((p) => p.id)).toEqual([2, 1]);
  });

  it("finds a row and its name by id", () => {
    expect(catalog.professions.get(1)).toEqual({ id: 1, name: "エンジニア" });
    expect(catalog.professions.nameOf(2)).toBe("デザイナー");
    expect(catalog.remoteTypes.get(1)?.key).toBe("full_remote");
  });

  it("names a budget band and an available time by their label, a special page by its title", () => {
    expect(catalog.budgetBands.nameOf(3)).toBe("60〜80万円");
    expect(catalog.availableTimes.nameOf(5)).toBe("週5日（週40h）");
    expect(catalog.specialProjectPages.nameOf(1)).toBe("高単価案件特集");
  });

  it("keeps the lists apart: a region and a prefecture may share an id", () => {
    expect(catalog.prefectures.nameOf(13)).toBe("東京都");
    expect(catalog.regions.nameOf(13)).toBe("存在しない地方");
  });

  it("answers undefined for an id it does not hold", () => {
    expect(catalog.professions.get(99)).toBeUndefined();
    expect(catalog.skills.nameOf(1)).toBeUndefined();
  });
});
