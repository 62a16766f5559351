import { describe, expect, it } from "vitest";

import { certificationBadgeLines, HELD_CERTIFICATION } from "./certification-badge";

describe("the footer's certification badge (S-FOOT-4)", () => {
  it("names a certification only with its registration number", () => {
    expect(certificationBadgeLines({ scheme: "ISMS", standard: "ISO/IEC 27001", registrationNumber: "IS 000000" })).toEqual({
      title: "ISMS認証取得",
      detail: "ISO/IEC 27001 IS 000000",
    });
  });

  it("claims no certification while none is held, and points to the security policy instead", () => {
    expect(HELD_CERTIFICATION).toBeNull();
    const lines = certificationBadgeLines(HELD_CERTIFICATION);
    expect(lines.title).toBe("情報セキュリティ方針");
    expect(`${lines.title}${lines.detail}`).not.toMatch(/認証|ISMS|27001|プライバシーマーク/);
  });
});
