import { describe, expect, it } from "vitest";

import { guardReportReason, guardWarning, messageGuardFlags } from "./message-guard";

describe("issue 16: the off-platform and scam guard", () => {
  it("flags a move to LINE or a personal address, in any width", () => {
    expect(messageGuardFlags("詳しくはLINEで話しませんか？")).toEqual(["off_platform"]);
    expect(messageGuardFlags("ＬＩＮＥ ＩＤを教えてください")).toEqual(["off_platform"]);
    expect(messageGuardFlags("こちらに連絡ください yamada.taro@gmail.com")).toEqual(["off_platform"]);
    expect(messageGuardFlags("個人のメールに送ります")).toEqual(["off_platform"]);
    expect(messageGuardFlags("090-1234-5678 までお電話ください")).toEqual(["off_platform"]);
  });

  it("flags requests for money and for identity documents", () => {
    expect(messageGuardFlags("案件開始の前に登録料3万円をお振込ください")).toEqual(["money"]);
    expect(messageGuardFlags("運転免許証の写真を送ってください")).toEqual(["identity_documents"]);
  });

  it("leaves ordinary business words alone", () => {
    for (const text of [
      "来週の火曜日15時からオンラインでお話しできますか？",
      "単価は月70万円、支払いは月末締め翌月末払いです。",
      "Google MeetのURLをお送りします。",
      "オンラインでの打ち合わせが中心です。",
      "ガイドラインに沿って進めます。The deadline is Friday; online is fine.",
    ]) {
      expect(messageGuardFlags(text), text).toEqual([]);
    }
  });

  it("says why, politely, once per concern", () => {
    expect(guardWarning([])).toBeNull();
    expect(guardWarning(["off_platform", "money"])!.split("\n")).toHaveLength(2);
  });

  it("issue 18: files its report as 外部での連絡 for a move off the platform, as 詐欺 once money or identity documents are asked for", () => {
    expect(guardReportReason(["off_platform"])).toBe("off_platform");
    expect(guardReportReason(["money"])).toBe("scam");
    expect(guardReportReason(["identity_documents"])).toBe("scam");
    expect(guardReportReason(["off_platform", "identity_documents"])).toBe("scam");
  });
});
