/**
 * Proof that GET /api/v2/top/pros survives whatever a query string holds (issue 13: "nothing
 * answers 5xx (≥ 10,000 generated query strings in a property test)"): the pro search's parameters
 * with plausible and hostile values, the project search's vocabulary of odd names, nasty text,
 * numbers and broken escapes (tests/support/hostile-query-strings.ts) renamed to search_pro[…] — each
 * answers 200 or 422 with `{ error: { code, message } }` naming only parameters that were sent.
 *
 * Reproduce a failure with the seed it prints: PRO_SEARCH_ROBUSTNESS_SEED=<seed> npx vitest run
 * --project integration src/features/pros/search/search-pros-robustness.int.test.ts
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { anyValueArb, freeWordArb, numberish, ODD_NAMES, percentEncode, RAW_FRAGMENTS, type Piece } from "@tests/support/hostile-query-strings";
import { seedProofPros } from "@tests/support/pro-proof-data";
import { createTestApp, getTestDatabase, resetDatabase, TEST_ORIGIN } from "@tests/support/test-database";

import { PRO_SEARCH } from "./pro-search.definition";

const RUNS = Number(process.env.PRO_SEARCH_ROBUSTNESS_RUNS ?? 10_000);
const SEED = process.env.PRO_SEARCH_ROBUSTNESS_SEED ? Number(process.env.PRO_SEARCH_ROBUSTNESS_SEED) : Math.floor(Math.random() * 2 ** 31);

const toPro = (text: string) => text.replaceAll("search_project", "search_pro");
const PARAMETERS = [...Object.values(PRO_SEARCH.groups).map((g) => g.parameter), PRO_SEARCH.sort.parameter, "sort", "page"];

describe("GET /api/v2/top/pros never fails on what it is sent", () => {
  let app: ReturnType<typeof createTestApp>;
  let validByParameter: Map<string, string[]>;

  beforeAll(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const { ref } = await seedProofPros(handle, 300, 20_261_114);
    validByParameter = new Map([
      ["search_pro[profession_ids][]", ref.professions.map((p) => String(p.id))],
      ["search_pro[skill_ids][]", ref.skills.map((s) => String(s.id))],
      ["search_pro[rate_id]", ref.budgetBands.map((b) => String(b.id))],
      ["search_pro[available_days]", ["1", "2", "3", "4", "5"]],
      ["search_pro[remote_types][]", ref.remoteTypes.map((r) => r.key)],
      ["search_pro[area_ids][]", [...ref.regions.map((r) => `region-${r.id}`), ...ref.prefectures.map((p) => String(p.id))]],
      ["search_pro[job_change_intentions][]", ["considering", "active"]],
      ["search_pro[active_within]", ["3", "7", "30"]],
      ["search_pro[sort]", ["1", "2", "3", "4"]],
      ["sort", ["1", "2", "3", "4"]],
      ["page", ["1", "2", "3", "20", "50", "51"]],
    ]);
    app = createTestApp(handle, { anonymousReadLimit: null });
  }, 120_000);

  it(`issue 13: ${RUNS.toLocaleString("en-US")} generated query strings never answer 5xx; each 4xx is { error: { code, message } } in Japanese naming only parameters that were sent`, async () => {
    const anyValue = anyValueArb([...new Set([...validByParameter.values()].flat())]);
    const timesArb = fc.oneof(
      { weight: 40, arbitrary: fc.constant(1) },
      { weight: 4, arbitrary: fc.integer({ min: 2, max: 30 }) },
      { weight: 1, arbitrary: fc.constant(2_000) },
    );
    const plausiblePairArb: fc.Arbitrary<Piece> = fc.constantFrom(...PARAMETERS).chain((name) => {
      const valid = validByParameter.get(name);
      const value: fc.Arbitrary<string> =
        name === "search_pro[free_word]"
          ? freeWordArb()
          : fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...valid!) }, { weight: 1, arbitrary: anyValue }, { weight: 1, arbitrary: numberish });
      return fc.record({
        kind: fc.constant("pair" as const),
        name: fc.constant(name),
        value: fc.option<string>(value, { freq: 20 }),
        plus: fc.boolean(),
        times: timesArb,
      });
    });
    const nameArb = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...PARAMETERS) },
      { weight: 3, arbitrary: fc.constantFrom(...ODD_NAMES.map(toPro), ...ODD_NAMES) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 24 }).map((s) => `search_pro[${s}]`) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom("search_pro", "search_pro[", "page", "sort", ""), fc.string({ unit: "binary", maxLength: 12 })).map(([a, b]) => a + b),
      },
    );
    const anyPieceArb: fc.Arbitrary<Piece> = fc.oneof(
      {
        weight: 10,
        arbitrary: fc.record({ kind: fc.constant("pair" as const), name: nameArb, value: fc.option(anyValue, { freq: 12 }), plus: fc.boolean(), times: timesArb }),
      },
      { weight: 2, arbitrary: plausiblePairArb },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("raw" as const), text: fc.constantFrom(...RAW_FRAGMENTS.map(toPro)) }) },
    );
    const queryArb = fc.oneof(fc.array(plausiblePairArb, { maxLength: 6 }), fc.array(anyPieceArb, { maxLength: 8 })).map((pieces) =>
      pieces
        .flatMap((p) => {
          if (p.kind === "raw") return [p.text];
          const value = p.times > 30 ? p.value?.slice(0, 20) : p.value;
          const pair = value == null ? percentEncode(p.name, p.plus) : `${percentEncode(p.name, p.plus)}=${percentEncode(value, p.plus)}`;
          return Array.from({ length: p.times }, () => pair);
        })
        .join("&"),
    );

    const seen = { ok: 0, refused: 0, byStatus: new Map<number, number>() };
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
    function problemWith(query: string, status: number, text: string): string | null {
      if (status !== 200 && status !== 422) return `status ${status}`;
      const body = JSON.parse(text) as { error?: { code: unknown; message: unknown; issues?: { path: unknown }[] }; proList?: unknown[]; totalCount?: number };
      if (status === 422) {
        if (body.error?.code !== "validation_failed" || typeof body.error.message !== "string" || !japanese.test(body.error.message))
          return "not a Japanese validation error";
        const sent = new Set(new URLSearchParams(query).keys());
        for (const issue of body.error.issues ?? [])
          if (typeof issue.path !== "string" || !sent.has(issue.path)) return `an issue names ${JSON.stringify(issue.path)}, which was not sent`;
        return null;
      }
      if (!Array.isArray(body.proList) || body.proList.length > 20) return "not a page of at most 20 pros";
      if (typeof body.totalCount !== "number" || body.totalCount < 0 || body.totalCount > 1_000) return `totalCount ${body.totalCount}`;
      return null;
    }

    const property = fc.asyncProperty(queryArb, async (query) => {
      const url = `${TEST_ORIGIN}/api/v2/top/pros${query === "" ? "" : `?${query}`}`;
      const response = await app.request(url, { headers: { "x-requested-with": "XMLHttpRequest", origin: TEST_ORIGIN } });
      const text = await response.text();
      seen.byStatus.set(response.status, (seen.byStatus.get(response.status) ?? 0) + 1);
      if (response.status === 200) seen.ok++;
      else seen.refused++;
      const problem = problemWith(query, response.status, text);
      if (problem) throw new Error(`seed ${SEED}: ${problem}: GET ${url.slice(0, 2_000)} answered ${response.status} ${text.slice(0, 500)}`);
    });
    const started = performance.now();
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
    console.info(
      `pro search robustness: ${RUNS} query strings in ${Math.round(performance.now() - started)} ms, statuses ${JSON.stringify(Object.fromEntries(seen.byStatus))}`,
    );
    expect(seen.ok).toBeGreaterThan(RUNS * 0.25);
    expect(seen.refused).toBeGreaterThan(RUNS * 0.25);
  }, 600_000);
});
