import { describe, expect, it } from "vitest";

import { generateCorporation } from "./companies";
import { PRODUCTS_BY_INDUSTRY, productsFor, WORK_FITS, type ProductKind } from "./project-titles";
import { ARCHETYPES, generateProject } from "./projects";
import { Random } from "./random";
import { INDUSTRIES } from "./vocabulary";

const REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");

function titles(seed: number, count: number): string[] {
  const random = new Random(seed);
  // A corporation per project, so every domain meets every kind of work.
  return Array.from({ length: count }, (_, i) => generateProject(random, generateCorporation(random, i), REFERENCE_DATE).title);
}

describe("generated project titles pair a domain with work that fits it", () => {
  const generated = titles(2026, 4_000);

  it("every product of every domain has a kind, and every kind of work a domain it fits", () => {
    for (const industry of INDUSTRIES) {
      const listed = Object.values(PRODUCTS_BY_INDUSTRY[industry.name] ?? {}).flat();
      for (const product of industry.products) expect(listed, industry.name).toContain(product);
    }
    for (const archetype of ARCHETYPES) {
      expect(WORK_FITS[archetype.key], archetype.key).toBeDefined();
      expect(INDUSTRIES.some((industry) => productsFor(archetype, industry).length > 0)).toBe(true);
    }
  });

  it("never writes work on a product it is not done on (「配送管理システムのゲーム開発」)", () => {
    const kindOf = new Map<string, ProductKind>(
      Object.values(PRODUCTS_BY_INDUSTRY).flatMap((byKind) => Object.entries(byKind).flatMap(([kind, names]) => names.map((n) => [n, kind as ProductKind] as const))),
    );
    for (const archetype of ARCHETYPES) {
      const fits = WORK_FITS[archetype.key]!;
      for (const [product, kind] of kindOf) {
        if (fits !== "company" && fits.includes(kind)) continue;
        const misfit = generated.find((title) => title.includes(`${product}の${archetype.work}`));
        expect(misfit, `${product} × ${archetype.key}`).toBeUndefined();
      }
    }
    expect(generated.some((title) => title.includes("ゲーム開発"))).toBe(true);
  });

  it("keeps the words searches and benchmarks look for, and titles varied", () => {
    const text = generated.join("\n");
    for (const word of ["React", "TypeScript", "Java", "Go", "AWS", "Python", "デザイナー", "マーケ", "エンジニア", "フルリモート", "正社員", "Salesforce"]) {
      expect(text, word).toContain(word);
    }
    expect(new Set(generated).size).toBeGreaterThan(generated.length * 0.8);
  });

  it("is deterministic for a seed", () => {
    expect(titles(7, 50)).toEqual(titles(7, 50));
  });
});
