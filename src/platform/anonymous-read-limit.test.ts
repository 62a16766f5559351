import { describe, expect, it } from "vitest";

import { ANONYMOUS_READ_LIMIT, ANONYMOUS_READS_PER_MINUTE, AnonymousReadLimiter, MAX_TRACKED_ADDRESSES } from "./anonymous-read-limit";

function clockAt(start = Date.parse("2026-11-01T00:00:00Z")) {
  let current = start;
  return { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
}

const RULE = { limit: 3, windowMs: 60_000 };

describe("anonymous read limit counter (issue 11: being a good public API)", () => {
  it("the product's limit is 120 anonymous reads a minute per address, with a bounded number of addresses", () => {
    expect(ANONYMOUS_READS_PER_MINUTE).toBe(120);
    expect(ANONYMOUS_READ_LIMIT).toEqual({ limit: 120, windowMs: 60_000 });
    expect(MAX_TRACKED_ADDRESSES).toBeGreaterThan(0);
  });

  it("allows `limit` reads in a window, counts down what is left, and refuses the next with the seconds until the window ends", () => {
    const clock = clockAt();
    const limiter = new AnonymousReadLimiter(RULE, clock);
    expect(limiter.hit("192.0.2.1")).toEqual({ isAllowed: true, limit: 3, remaining: 2, retryAfterSeconds: 60 });
    clock.advance(10_000);
    expect(limiter.hit("192.0.2.1")).toMatchObject({ isAllowed: true, remaining: 1 });
    expect(limiter.hit("192.0.2.1")).toMatchObject({ isAllowed: true, remaining: 0 });
    clock.advance(15_500);
    // The window started at 0 s and ends at 60 s: 34.5 s left, rounded up.
    expect(limiter.hit("192.0.2.1")).toEqual({ isAllowed: false, limit: 3, remaining: 0, retryAfterSeconds: 35 });
    expect(limiter.hit("192.0.2.1").isAllowed).toBe(false);
  });

  it("counts each address on its own", () => {
    const limiter = new AnonymousReadLimiter(RULE, clockAt());
    for (let i = 0; i < 4; i++) limiter.hit("192.0.2.1");
    expect(limiter.hit("192.0.2.1").isAllowed).toBe(false);
    expect(limiter.hit("192.0.2.2")).toMatchObject({ isAllowed: true, remaining: 2 });
  });

  it("starts a new window once the old one has ended, and never answers Retry-After below 1 second", () => {
    const clock = clockAt();
    const limiter = new AnonymousReadLimiter(RULE, clock);
    for (let i = 0; i < 3; i++) limiter.hit("192.0.2.1");
    clock.advance(59_999);
    expect(limiter.hit("192.0.2.1")).toMatchObject({ isAllowed: false, retryAfterSeconds: 1 });
    clock.advance(1);
    expect(limiter.hit("192.0.2.1")).toEqual({ isAllowed: true, limit: 3, remaining: 2, retryAfterSeconds: 60 });
  });

  it("forgets ended windows as reads arrive, so quiet addresses take no memory", () => {
    const clock = clockAt();
    const limiter = new AnonymousReadLimiter(RULE, clock);
    for (let i = 0; i < 50; i++) limiter.hit(`192.0.2.${i}`);
    clock.advance(30_000);
    limiter.hit("198.51.100.1");
    expect(limiter.trackedAddresses).toBe(51);
    clock.advance(30_000);
    limiter.hit("198.51.100.2");
    // The 50 first windows ended; 198.51.100.1's has 30 s left.
    expect(limiter.trackedAddresses).toBe(2);
  });

  it("never counts more than the cap of addresses: a flood of new ones forgets the windows that started first", () => {
    const clock = clockAt();
    const limiter = new AnonymousReadLimiter(RULE, clock, 100);
    for (let i = 0; i < 4; i++) limiter.hit("192.0.2.1");
    expect(limiter.hit("192.0.2.1").isAllowed).toBe(false);
    for (let i = 0; i < 10_000; i++) {
      clock.advance(1);
      limiter.hit(`2001:db8::${i.toString(16)}`);
      expect(limiter.trackedAddresses).toBeLessThanOrEqual(100);
    }
    // 192.0.2.1's window was the oldest and was forgotten: it starts again from zero.
    expect(limiter.hit("192.0.2.1")).toMatchObject({ isAllowed: true, remaining: 2 });
    // The most recent addresses are still counted.
    expect(limiter.hit("2001:db8::270f")).toMatchObject({ isAllowed: true, remaining: 1 });
  });

  it("judges a window by its own start even when the clock steps back", () => {
    const clock = clockAt();
    const limiter = new AnonymousReadLimiter(RULE, clock);
    limiter.hit("192.0.2.1");
    clock.advance(-30_000);
    limiter.hit("192.0.2.2");
    clock.advance(60_000);
    // Now 30 s: 192.0.2.2's window (from -30 s) has ended, though it sits behind 192.0.2.1's (from 0 s), which has not.
    expect(limiter.hit("192.0.2.2")).toMatchObject({ isAllowed: true, remaining: 2, retryAfterSeconds: 60 });
    expect(limiter.hit("192.0.2.1")).toMatchObject({ isAllowed: true, remaining: 1, retryAfterSeconds: 30 });
  });
});
