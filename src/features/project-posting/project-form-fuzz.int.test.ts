import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { selectRows } from "@/db/client";
import { json } from "@tests/support/api-client";
import { RATE_LIMITS, resetRateLimit } from "@/platform/rate-limit";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { validProjectForm } from "@tests/support/project-form-body";

const context = useApiTestContext();

/** Values each field can never take: every generated payload carries at least one, so it must be refused. */
const INVALID: Record<string, unknown[]> = {
  title: ["", "四文字だ", "長".repeat(81), 123, null, "改行\nあり", "NUL\u0000を含むタイトル", ["配列"]],
  description: ["短い説明", 5, null, "x\u0000".repeat(30), "長".repeat(10_001), {}],
  professionIds: [[], [0], [-1], ["1"], [1, 1], [1, 2, 3, 4], null, [1.5], [9999]],
  requiredSkillIds: [[99999], [1, 1], Array.from({ length: 11 }, (_, i) => i + 1), "1", [null]],
  welcomeSkillIds: [[1], [99999], [0], null],
  budget: [
    { unit: "weekly", min: 1, max: 2 },
    { unit: "monthly", min: null, max: null },
    { unit: "monthly", min: 0, max: 10 },
    { unit: "monthly", min: 80, max: 60 },
    { unit: "hourly", min: 100, max: 200 },
    { unit: "annual", min: 600, max: 800 },
    { unit: "monthly", min: 60.5, max: 80 },
    "60万円",
    null,
    { min: 60, max: 80 },
  ],
  availableTimeId: [0, "3", null, 999, -1],
  minHoursPerWeek: [0, 61, 1.5, "10"],
  remoteTypeId: [99, null, "1"],
  prefectureId: [0, 99, "13"],
  contractTypeId: [99, null, 0],
  tagIds: [[999], [4, 4], "4"],
  openings: [0, 100, 1.5, null, "2"],
  startsOn: ["2026-02-30", "tomorrow", 20261201, "2026-13-01"],
  applicationClosesOn: ["2020-01-01", "2026-1-1", 0],
  screeningSteps: [[""], Array.from({ length: 7 }, () => "面談"), ["長".repeat(41)], "書類選考", [1], ["改行\nあり"]],
};
const FIELDS = Object.keys(INVALID);

const invalidMutation = fc.constantFrom(...FIELDS).chain((field) => fc.constantFrom(...INVALID[field]!).map((value) => [field, value] as const));
/** Anything at all for another field (small: a body over the size limit would be 413, not what this proves). */
const anyMutation = fc.tuple(fc.constantFrom(...FIELDS, "unexpected", "__proto__"), fc.anything({ maxDepth: 2, maxKeys: 4 }));
const wholeBody = fc.constantFrom<unknown>(null, [], "form", 42, true);

const payloads = fc.oneof(
  { arbitrary: fc.tuple(fc.array(invalidMutation, { minLength: 1, maxLength: 4 }), fc.array(anyMutation, { maxLength: 3 })), weight: 20 },
  { arbitrary: wholeBody.map((body) => [[], [], body] as const), weight: 1 },
);

type ErrorBody = { error: { code: string; issues?: { path: string; message: string }[] } };

const counts = async () =>
  (
    await selectRows<{ projects: number; drafts: number }>(
      context.handle.db,
      sql`select (select count(*) from projects)::int as projects, (select count(*) from project_drafts)::int as drafts`,
    )
  )[0]!;

describe("issue 14: bad input never writes (property test, ≥ 2,000 payloads)", () => {
  it("every generated invalid form answers 422 with field errors in Japanese, never 5xx, and no row is written", { timeout: 300_000 }, async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    const before = await counts();
    const draftPath = `/api/v2/project_drafts/${world.draftOfA.id}/publish`;
    const targets = [
      ["POST", "/api/v2/projects"],
      ["PUT", `/api/v2/projects/${world.projectOfA.id}`],
      ["POST", draftPath],
    ] as const;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(payloads, fc.constantFrom(...targets), async (generated, [method, path]) => {
        runs += 1;
        const [invalid, extra, whole] = generated as readonly [readonly (readonly [string, unknown])[], readonly (readonly [string, unknown])[], unknown?];
        // The always-invalid values go last, so "anything" for the same field cannot overwrite them.
        const body = whole !== undefined ? whole : Object.fromEntries([...Object.entries(validProjectForm()), ...extra, ...invalid]);
        // This test is about validation: the account's 300 saves an hour (issue 19) are tested on their own.
        await resetRateLimit(context.handle.db, RATE_LIMITS.projectWritesPerUserHour, String(world.users.orderer.id));
        const response = await orderer.request(method, path, { json: body });
        expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(422);
        const error = (await json<ErrorBody>(response)).error;
        expect(error.code).toBe("validation_failed");
        expect(error.issues?.length).toBeGreaterThan(0);
        for (const issue of error.issues!) expect(issue.message).toMatch(/[ぁ-んァ-ヶ一-龯]/);
      }),
      { numRuns: 2_100, seed: 14 },
    );
    expect(runs).toBeGreaterThanOrEqual(2_000);
    expect(await counts()).toEqual(before);
  });
});
