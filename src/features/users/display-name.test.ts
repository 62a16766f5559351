import { describe, expect, it } from "vitest";

import { DEACTIVATED_USER_NAME, displayNameOf } from "./display-name.service";

describe("issue 12: the name others see", () => {
  it("is 姓 名 for an active account", () => {
    expect(displayNameOf({ lastName: "山田", firstName: "太郎", deactivatedAt: null })).toBe("山田 太郎");
  });

  it("is 退会したユーザー from the moment the account is deactivated, before the erasure", () => {
    expect(displayNameOf({ lastName: "山田", firstName: "太郎", deactivatedAt: new Date("2026-11-01T00:00:00Z") })).toBe(DEACTIVATED_USER_NAME);
  });
});
