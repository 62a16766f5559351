import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { projectDrafts, projectLikes } from "@/db/schema";
import { hitRateLimit, RATE_LIMITS, type RateLimitRule } from "@/platform/rate-limit";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { plainImage } from "@tests/support/test-images";

const context = useApiTestContext();
const MINUTE = 60_000;

const limited = (what: string, wait: string) => ({
  error: { code: "rate_limited", message: `短い時間にたくさんの${what}ため、受け付けを止めています。${wait}ほど時間をおいてから、もう一度お試しください。` },
});

/** Counts `times` earlier writes against a rule, as if the account had made them. */
async function alreadyDone(rule: RateLimitRule, userId: number, times: number) {
  for (let i = 0; i < times; i++) await hitRateLimit(context.handle.db, rule, String(userId), context.clock.now());
}

describe("issue 19: per-account limits on signed-in writes (ASVS 2.4.1)", () => {
  it("the values: 60 like toggles a minute and 600 an hour, 300 project saves an hour, 30 images an hour", () => {
    const shape = ({ limit, windowMs }: RateLimitRule) => [limit, windowMs / MINUTE];
    expect([RATE_LIMITS.likesPerUserMinute, RATE_LIMITS.likesPerUserHour, RATE_LIMITS.projectWritesPerUserHour, RATE_LIMITS.imageUploadsPerUserHour].map(shape)).toEqual([
      [60, 1],
      [600, 60],
      [300, 60],
      [30, 60],
    ]);
  });

  it("the 61st like or unlike within a minute is 429 in Japanese with Retry-After and changes nothing; the next minute it goes", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const path = `/api/v2/projects/${world.projectOfA.id}/project_like`;
    for (let i = 0; i < 30; i++) {
      expect((await pro.request("POST", path)).status).toBe(200);
      expect((await pro.request("DELETE", path)).status).toBe(200);
    }
    const likes = async () => (await context.handle.db.select({ n: count() }).from(projectLikes).where(eq(projectLikes.projectId, world.projectOfA.id)))[0]!.n;
    const before = await likes();

    const refused = await pro.request("POST", path);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await json(refused)).toEqual(limited("「いいね」の操作があった", "1分"));
    expect(await likes()).toBe(before);

    context.clock.advance(MINUTE + 1);
    expect((await pro.request("POST", path)).status).toBe(200);
    expect(await likes()).toBe(before + 1);
  });

  it("past 300 project saves in an hour a new draft is 429 and no draft is added", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    await alreadyDone(RATE_LIMITS.projectWritesPerUserHour, world.users.orderer.id, 300);
    const drafts = async () => (await context.handle.db.select({ n: count() }).from(projectDrafts))[0]!.n;
    const before = await drafts();
    const refused = await orderer.request("POST", "/api/v2/project_drafts", { json: { title: "書きかけ" } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await json(refused)).toEqual(limited("案件の保存があった", "60分"));
    expect(await drafts()).toBe(before);
  });

  it("the 31st avatar within an hour is 429, and the picture on the profile stays the 30th", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const upload = async () => pro.request("POST", "/api/v2/me/avatar", { body: await plainImage("png", 64, 64), headers: { "content-type": "image/png" } });
    await alreadyDone(RATE_LIMITS.imageUploadsPerUserHour, world.users.pro.id, 29);
    const thirtieth = await upload();
    expect(thirtieth.status).toBe(200);
    const shown = ((await json(thirtieth)) as { userProfileImage: string }).userProfileImage;

    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual(limited("画像が送られた", "60分"));
    const me = (await json(await pro.request("GET", "/api/v2/me"))) as { userProfileImage: string | null };
    expect(me.userProfileImage).toBe(shown);
  });
});
