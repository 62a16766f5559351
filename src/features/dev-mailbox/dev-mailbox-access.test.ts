import { describe, expect, it } from "vitest";

import type { Actor } from "@/platform/actor/actor";

import { canOpenDevMailbox } from "./dev-mailbox.service";

const member = (overrides: Partial<Actor>): Actor => ({
  userId: 1,
  isPro: false,
  isOrderer: false,
  isAdmin: false,
  plan: "free",
  isEmailVerified: true,
  corporation: null,
  ...overrides,
});

describe("who may open the development mailbox (issue 12: mail kept without SMTP_URL)", () => {
  it("in demo mode anyone may, so a newcomer can follow a mail's link", () => {
    expect(canOpenDevMailbox(null, true)).toBe(true);
    expect(canOpenDevMailbox(member({ isPro: true }), true)).toBe(true);
  });

  it("outside demo mode only an operator may; a visitor, a pro and an orderer may not know it exists", () => {
    expect(canOpenDevMailbox(member({ isAdmin: true }), false)).toBe(true);
    expect(canOpenDevMailbox(null, false)).toBe(false);
    expect(canOpenDevMailbox(member({ isPro: true }), false)).toBe(false);
    expect(canOpenDevMailbox(member({ isOrderer: true, plan: "premium" }), false)).toBe(false);
  });
});
