import { describe, expect, it } from "vitest";

import { perAppState, ReadCache } from "./per-app-state";

describe("perAppState", () => {
  it("keeps one state per owner and name, created from the owner", () => {
    const countOf = perAppState("per-app-state-test", (owner: { start: number }) => ({ count: owner.start }));
    const a = { start: 1 };
    const b = { start: 5 };
    countOf(a).count++;
    expect(countOf(a).count).toBe(2);
    expect(countOf(b).count).toBe(5);
    // The same name reaches the same states, as Next's bundled copy of a module does.
    expect(perAppState("per-app-state-test", () => ({ count: 0 }))(a).count).toBe(2);
  });
});

describe("ReadCache", () => {
  it("shares one read between callers, per key", async () => {
    const cache = new ReadCache<number>();
    let reads = 0;
    const load = async () => ++reads;
    const [first, second] = await Promise.all([cache.read("a", load), cache.read("a", load)]);
    expect([first, second, await cache.read("a", load), await cache.read("b", load)]).toEqual([1, 1, 1, 2]);
  });

  it("forgets a failed read, so the next caller tries again", async () => {
    const cache = new ReadCache<string>();
    await expect(cache.read("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("a", async () => "up")).toBe("up");
  });

  it("reads again once the value is maxAgeMs old", async () => {
    const cache = new ReadCache<number>(1000);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read("a", load, 0)).toBe(1);
    expect(await cache.read("a", load, 999)).toBe(1);
    expect(await cache.read("a", load, 1000)).toBe(2);
    expect(await cache.read("a", load, 1500)).toBe(2);
  });
});
