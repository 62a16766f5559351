import { describe, expect, it } from "vitest";

import { proDisplayName } from "../pro-name";
import { VISITOR_VIEWER } from "../pro-viewer";
import { availableFromLabel, hourlyRateLabel, jobChangeBadge, lastActiveLabel, monthlyRateLabel, periodLabel, workloadLabel } from "./pro-profile-format";

const taro = { id: 7, lastName: "山田", firstName: "太郎", firstNameKana: "タロウ" };
const orderer = { ...VISITOR_VIEWER, userId: 9, isOrderer: true };

describe("issue 13: a profile's labels as a Japanese orderer reads them", () => {
  it("names: 「山田 太郎」 for orderers and the pro, 「山田 T.」 for visitors and other pros, the family name alone without a reading", () => {
    expect(proDisplayName(orderer, taro)).toBe("山田 太郎");
    expect(proDisplayName({ ...VISITOR_VIEWER, userId: 7 }, taro)).toBe("山田 太郎");
    expect(proDisplayName(VISITOR_VIEWER, taro)).toBe("山田 T.");
    expect(proDisplayName({ ...VISITOR_VIEWER, userId: 8 }, taro)).toBe("山田 T.");
    expect(proDisplayName(VISITOR_VIEWER, { ...taro, firstNameKana: "" })).toBe("山田");
  });

  it("periods, rates, workload and start", () => {
    expect(periodLabel("2021-04", null)).toBe("2021年4月〜現在");
    expect(periodLabel("2019-01", "2021-03")).toBe("2019年1月〜2021年3月");
    expect(monthlyRateLabel(55)).toBe("月55万円〜");
    expect(hourlyRateLabel(5000)).toBe("時給5,000円〜");
    expect(monthlyRateLabel(null)).toBeNull();
    expect(workloadLabel(3, 8)).toBe("週3日・1日8時間");
    expect(workloadLabel(null, 6)).toBe("1日6時間");
    expect(workloadLabel(null, null)).toBeNull();
    expect(availableFromLabel("2026-12-01")).toBe("2026年12月から稼働可能");
    expect(availableFromLabel(null)).toBe("稼働開始日は相談");
  });

  it("the job-change badge only for considering and active", () => {
    expect([jobChangeBadge("considering"), jobChangeBadge("active"), jobChangeBadge("none"), jobChangeBadge(null)]).toEqual(["転職も検討中", "転職も検討中", null, null]);
  });

  it("last active in three coarse steps", () => {
    const now = new Date("2026-11-20T00:00:00Z");
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    expect([ago(72), ago(73), ago(24 * 7), ago(24 * 30), ago(24 * 30 + 1), null].map((d) => lastActiveLabel(d, now))).toEqual([
      "3日以内にログイン",
      "1週間以内にログイン",
      "1週間以内にログイン",
      "1か月以内にログイン",
      null,
      null,
    ]);
  });
});
