import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { parseEnv } from "@/lib/env";

import { createAppClock } from "./offset-clock";

const dir = mkdtempSync(path.join(tmpdir(), "clock-"));
afterEach(() => vi.useRealTimers());

describe("the app's clock (issue 18: scheduled publication seen at its time in a browser test)", () => {
  it("runs the file's milliseconds ahead of the wall clock, and follows the file when it changes", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
    const file = path.join(dir, "offset");
    writeFileSync(file, String(2 * 3_600_000));
    const now = createAppClock(file);
    expect(now().toISOString()).toBe("2026-11-25T12:00:00.000Z");
    writeFileSync(file, "0");
    vi.advanceTimersByTime(300);
    expect(now().toISOString()).toBe("2026-11-25T10:00:00.300Z");
  });

  it("is the wall clock without a file, or with an unreadable one", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
    expect(createAppClock(undefined)().toISOString()).toBe("2026-11-25T10:00:00.000Z");
    expect(createAppClock(path.join(dir, "missing"))().toISOString()).toBe("2026-11-25T10:00:00.000Z");
    rmSync(dir, { recursive: true, force: true });
  });

  it("is honoured in demo mode only: a real marketplace keeps the wall clock", () => {
    expect(parseEnv({ CLOCK_OFFSET_FILE: "/tmp/offset", DEMO_MODE: "true" }).clockOffsetFile).toBe("/tmp/offset");
    expect(parseEnv({ CLOCK_OFFSET_FILE: "/tmp/offset", DEMO_MODE: "false", SITE_ORIGIN: "https://kakehashi.example" }).clockOffsetFile).toBeUndefined();
  });
});
