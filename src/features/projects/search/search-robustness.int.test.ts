/**
 * Proof that GET /api/v2/top/projects survives whatever a query string holds (issue 4, "Proof"):
 * generated query strings — known, misspelt and invented parameter names, search_project[...]
 * variants, lists, repeats, huge, negative and non-numbers, page=0/-1/1e9, sort garbage, unicode,
 * control characters, broken percent-encoding, very long values — never answer 5xx, and every 4xx
 * is `{ error: { code, message } }` with a Japanese message whose issues name parameters that were
 * in the request.
 *
 * Reproduce a failure with the seed it prints: SEARCH_ROBUSTNESS_SEED=<seed> npx vitest run
 * --project integration src/features/projects/search/search-robustness.int.test.ts
 * (SEARCH_ROBUSTNESS_RUNS sets the number of query strings).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { ERROR_STATUS } from "@/platform/errors";
import {
  LIST_PARAMETERS,
  ODD_NAMES,
  ONE_VALUE_PARAMETERS,
  RAW_FRAGMENTS,
  anyValueArb,
  freeWordArb,
  numberish,
  percentEncode,
  type Piece,
} from "@tests/support/hostile-query-strings";
import { readProofReferenceData, seedProofProjects } from "@tests/support/search-proof-data";
import { createTestApp, getTestDatabase, resetDatabase, TEST_ORIGIN } from "@tests/support/test-database";

const RUNS = Number(process.env.SEARCH_ROBUSTNESS_RUNS ?? 10_000);
const SEED = process.env.SEARCH_ROBUSTNESS_SEED ? Number(process.env.SEARCH_ROBUSTNESS_SEED) : Math.floor(Math.random() * 2 ** 31);

describe("GET /api/v2/top/projects never fails on what it is sent", () => {
  let app: ReturnType<typeof createTestApp>;
  /** Each S-SRCH-6 parameter's valid values. */
  let validByParameter: Map<string, string[]>;

  beforeAll(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    // A few hundred projects: enough that searches find, page and sort real rows.
    await seedProofProjects(handle, 400, 20_261_105);
    const ref = await readProofReferenceData(handle);
    validByParameter = new Map([
      ["search_project[profession_ids][]", ref.professions.map((p) => String(p.id))],
      ["search_project[searchable_language_skill_ids][]", ref.skills.map((s) => String(s.id))],
      ["search_project[remote_types][]", ref.remoteTypes.map((r) => r.key)],
      ["search_project[tag_ids][]", ref.tags.map((t) => String(t.id))],
      ["search_project[available_time_ids][]", ref.availableTimes.map((t) => String(t.id))],
      ["search_project[area_ids][]", [...ref.regions.map((r) => `region-${r.id}`), ...ref.prefectures.map((p) => String(p.id))]],
      ["search_project[contract_types][]", ref.contractTypes.map((c) => c.key)],
      ["search_project[budget_id]", ref.budgetBands.map((b) => String(b.id))],
      ["search_project[special_projects_page]", ref.specialPages.map((s) => s.slug)],
      ["search_project[exclude_closed_projects]", ["1"]],
      ["search_project[sort]", ["1", "2", "3"]],
      ["sort", ["1", "2", "3"]],
      ["page", ["1", "2", "3", "20", "50", "51"]],
    ]);
    // Thousands of requests from one address within a minute: the anonymous read limit (decision 004) is off here.
    app = createTestApp(handle, { anonymousReadLimit: null });
  }, 120_000);

  it(`S-SRCH-2, S-SRCH-6: ${RUNS.toLocaleString("en-US")} generated query strings never answer 5xx; each 4xx is { error: { code, message } } in Japanese naming only parameters that were sent`, async () => {
    const allValid = [...new Set([...validByParameter.values()].flat())];
    const anyValue = anyValueArb(allValid);
    // Mostly once; sometimes repeated; now and then 2,000 times (of a value cut to 20 characters).
    const timesArb = fc.oneof(
      { weight: 40, arbitrary: fc.constant(1) },
      { weight: 4, arbitrary: fc.integer({ min: 2, max: 30 }) },
      { weight: 1, arbitrary: fc.constant(2_000) },
    );

    // A parameter of S-SRCH-6 with a value meant for it most of the time: these searches mostly run.
    const plausiblePairArb: fc.Arbitrary<Piece> = fc.constantFrom(...LIST_PARAMETERS, ...ONE_VALUE_PARAMETERS).chain((name) => {
      const value: fc.Arbitrary<string> =
        name === "search_project[free_word]"
          ? freeWordArb()
          : name === "page" || name === "sort" || name === "search_project[sort]"
            ? fc.oneof(fc.constantFrom(...validByParameter.get(name)!), numberish)
            : fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...validByParameter.get(name)!) }, { weight: 1, arbitrary: anyValue });
      return fc.record({
        kind: fc.constant("pair" as const),
        name: fc.constant(name),
        value: fc.option<string>(value, { freq: 20 }),
        plus: fc.boolean(),
        times: timesArb,
      });
    });
    // Anything: odd and invented names, any value, raw fragments of query string.
    const nameArb = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...LIST_PARAMETERS, ...ONE_VALUE_PARAMETERS) },
      { weight: 3, arbitrary: fc.constantFrom(...ODD_NAMES) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 24 }).map((s) => `search_project[${s}]`) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom("search_project", "page", "sort", ""), fc.string({ unit: "binary", maxLength: 12 })).map(([a, b]) => a + b) },
    );
    const anyPieceArb: fc.Arbitrary<Piece> = fc.oneof(
      {
        weight: 10,
        arbitrary: fc.record({ kind: fc.constant("pair" as const), name: nameArb, value: fc.option(anyValue, { freq: 12 }), plus: fc.boolean(), times: timesArb }),
      },
      { weight: 2, arbitrary: plausiblePairArb },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("raw" as const), text: fc.constantFrom(...RAW_FRAGMENTS) }) },
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

    const seen = { ok: 0, clientErrors: 0, byStatus: new Map<number, number>() };
    const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
    /** What is wrong with one answer, or null: plain checks, so 10,000 answers cost little beyond the requests. */
    function problemWith(query: string, status: number, contentType: string | null, text: string): string | null {
      if (status >= 500) return "a server error";
      if (!contentType?.startsWith("application/json")) return `content-type ${contentType}`;
      const body = JSON.parse(text) as {
        error?: { code: unknown; message: unknown; issues?: { path: unknown; message: unknown }[] };
        projectList?: unknown[];
        totalCount?: number;
        page?: number;
      };
      if (status >= 400) {
        const { code, message, issues } = body.error ?? {};
        if (typeof code !== "string" || !(code in ERROR_STATUS)) return "no known error code";
        if (ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== status) return `code ${code} with status ${status}`;
        if (typeof message !== "string" || !japanese.test(message)) return "no Japanese message";
        // Each issue names a parameter the request held, in Japanese, so a page can point at it.
        const sent = new Set(new URLSearchParams(query).keys());
        for (const issue of issues ?? []) {
          if (typeof issue.path !== "string" || !sent.has(issue.path)) return `an issue names ${JSON.stringify(issue.path)}, which was not sent`;
          if (typeof issue.message !== "string" || !japanese.test(issue.message)) return "an issue without a Japanese message";
        }
        return null;
      }
      if (status !== 200) return `status ${status}`;
      if (!Array.isArray(body.projectList) || body.projectList.length > 20) return "not a page of at most 20 projects";
      if (typeof body.totalCount !== "number" || body.totalCount < 0 || body.totalCount > 1_000) return `totalCount ${body.totalCount}`;
      if (typeof body.page !== "number" || body.page < 1) return `page ${body.page}`;
      return null;
    }

    const property = fc.asyncProperty(queryArb, async (query) => {
      const url = `${TEST_ORIGIN}/api/v2/top/projects${query === "" ? "" : `?${query}`}`;
      const response = await app.request(url, { headers: { "x-requested-with": "XMLHttpRequest", origin: TEST_ORIGIN } });
      const text = await response.text();
      seen.byStatus.set(response.status, (seen.byStatus.get(response.status) ?? 0) + 1);
      if (response.status === 200) seen.ok++;
      else if (response.status >= 400 && response.status < 500) seen.clientErrors++;
      const problem = problemWith(query, response.status, response.headers.get("content-type"), text);
      if (problem) throw new Error(`seed ${SEED}: ${problem}: GET ${url.slice(0, 2_000)} answered ${response.status} ${text.slice(0, 500)}`);
    });
    const started = performance.now();
    const cpu = process.cpuUsage();
    await fc.assert(property, { numRuns: RUNS, seed: SEED });
    const used = process.cpuUsage(cpu);
    console.info(
      `search robustness: ${RUNS} query strings in ${Math.round(performance.now() - started)} ms (${Math.round((used.user + used.system) / 1000)} ms CPU), statuses ${JSON.stringify(Object.fromEntries(seen.byStatus))}`,
    );

    // Both paths were exercised in earnest: searches that ran and requests that were refused.
    expect(seen.ok).toBeGreaterThan(RUNS * 0.25);
    expect(seen.clientErrors).toBeGreaterThan(RUNS * 0.25);
  }, 600_000);

  it("S-SRCH-6: page=0, -1, 1e9 or far past the last page and junk sorts answer 200, sorts past 4 answer 422, and a NUL or control character in the free word is no 5xx", async () => {
    const status = async (query: string) => (await app.request(`${TEST_ORIGIN}/api/v2/top/projects?${query}`)).status;
    for (const page of ["0", "-1", "1e9", "999999999", "abc", ""]) expect(await status(`page=${page}`), `page=${page}`).toBe(200);
    for (const sort of ["0", "-1", "abc", "1e9", ""]) expect(await status(`search_project[sort]=${sort}`), `sort=${sort}`).toBe(200);
    for (const sort of ["5", "999999999"]) expect(await status(`search_project[sort]=${sort}`), `sort=${sort}`).toBe(422);
    for (const word of ["%00", "a%00b", "%01", "%7F", "%C2%85"]) expect(await status(`search_project[free_word]=${word}`), `free_word=${word}`).toBe(200);
    // The free word's limit counts characters, not bytes or UTF-16 units.
    expect(await status(`search_project[free_word]=${encodeURIComponent("𠮷".repeat(100))}`)).toBe(200);
    expect(await status(`search_project[free_word]=${encodeURIComponent("ア".repeat(101))}`)).toBe(422);
  });
});
