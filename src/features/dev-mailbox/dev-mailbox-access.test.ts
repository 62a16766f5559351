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

const LOCAL_DEMO = { isDemoMode: true, siteOrigin: "http://localhost:3000" };

describe("who may open the development mailbox (issue 12: mail kept without SMTP_URL)", () => {
  it("in demo mode at a local origin anyone may, so a newcomer can follow a mail's link", () => {
    expect(canOpenDevMailbox(null, LOCAL_DEMO)).toBe(true);
    expect(canOpenDevMailbox(member({ isPro: true }), LOCAL_DEMO)).toBe(true);
  });

  it("outside demo mode only an operator may; a visitor, a pro and an orderer may not know it exists", () => {
    const production = { isDemoMode: false, siteOrigin: "https://kakehashi.jp" };
    expect(canOpenDevMailbox(member({ isAdmin: true }), production)).toBe(true);
    expect(canOpenDevMailbox(null, production)).toBe(false);
    expect(canOpenDevMailbox(member({ isPro: true }), production)).toBe(false);
    expect(canOpenDevMailbox(member({ isOrderer: true, plan: "premium" }), production)).toBe(false);
  });

  it("issue 19, ASVS 6.3.2: a demo at a public origin shows everyone's mail (reset links among them) to operators only", () => {
    const publicDemo = { isDemoMode: true, siteOrigin: "https://demo.kakehashi.example" };
    expect(canOpenDevMailbox(null, publicDemo)).toBe(false);
    expect(canOpenDevMailbox(member({ isPro: true }), publicDemo)).toBe(false);
    expect(canOpenDevMailbox(member({ isAdmin: true }), publicDemo)).toBe(true);
  });
});
