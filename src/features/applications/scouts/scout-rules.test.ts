import { describe, expect, it } from "vitest";

import { jstMonthBounds } from "@/lib/jst-day";

import { conditionFlags, matchesConditions, messageFingerprint } from "./scout-rules";

describe("scout quality guard (issue 15)", () => {
  it("recognises one template sent to different pros: the name, numbers, spaces and punctuation do not count", () => {
    const template = (name: string, years: number) => `${name}様\nはじめまして。${years}年のご経験を拝見し、ぜひ弊社のReact案件でご一緒したくご連絡しました！`;
    expect(messageFingerprint(template("山田 太郎", 5), ["山田 太郎", "山田", "太郎"])).toBe(messageFingerprint(template("佐藤 花子", 8), ["佐藤 花子", "佐藤", "花子"]));
    expect(messageFingerprint("ＲＥＡＣＴの案件です", [])).toBe(messageFingerprint("react の案件です。", []));
  });

  it("tells a message written for the pro from the template", () => {
    const base = "はじめまして。ぜひ弊社の案件でご一緒したくご連絡しました。";
    expect(messageFingerprint(`${base}決済基盤の移行のご経験に惹かれました。`, [])).not.toBe(messageFingerprint(base, []));
  });

  it("flags a budget far below the pro's rate and on-site work for a remote-only pro", () => {
    expect(conditionFlags({ monthlyRateMan: 100, remoteTypeId: 1 }, { maxBudgetMan: 70, remoteTypeId: 3 })).toEqual(["rate_above_budget", "onsite_for_remote_pro"]);
    // 20 % above the upper end is still within reach; 要相談 budgets and unstated rates are never flagged.
    expect(conditionFlags({ monthlyRateMan: 84, remoteTypeId: 2 }, { maxBudgetMan: 70, remoteTypeId: 3 })).toEqual([]);
    expect(conditionFlags({ monthlyRateMan: 200, remoteTypeId: null }, { maxBudgetMan: null, remoteTypeId: 1 })).toEqual([]);
    expect(conditionFlags({ monthlyRateMan: null, remoteTypeId: 1 }, { maxBudgetMan: 50, remoteTypeId: 1 })).toEqual([]);
  });

  it("a template alone still matches the pro's conditions; a condition flag does not", () => {
    expect(matchesConditions(["template_blast"])).toBe(true);
    expect(matchesConditions(["rate_above_budget"])).toBe(false);
  });

  it("the monthly quota's month is Tokyo's: 1 December 00:30 JST already counts as December", () => {
    const { start, next } = jstMonthBounds(new Date("2026-11-30T15:30:00Z"));
    expect(start.toISOString()).toBe("2026-11-30T15:00:00.000Z");
    expect(next.toISOString()).toBe("2026-12-31T15:00:00.000Z");
  });
});
