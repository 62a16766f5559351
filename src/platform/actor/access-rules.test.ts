import { describe, expect, it } from "vitest";

import { AppError } from "../errors";
import type { Actor } from "./actor";
import { actorOrThrow, adminOrThrow, foundOrThrow, ordererOrThrow, proOrThrow, verifiedOrThrow } from "./access-rules";
import { pageAccess } from "./page-access";

const base: Actor = { userId: 1, isPro: false, isOrderer: false, isAdmin: false, plan: "free", isEmailVerified: true, corporation: null };
const pro: Actor = { ...base, isPro: true };
const orderer: Actor = { ...base, userId: 2, isOrderer: true, plan: "standard", corporation: { corporationId: 7, role: "owner" } };
const ordererWithoutCorporation: Actor = { ...orderer, corporation: null };
const admin: Actor = { ...base, userId: 3, isAdmin: true };

function statusOf(run: () => unknown): number | "ok" {
  try {
    run();
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe("access rules (API guards)", () => {
  it("a visitor must log in (401) wherever an actor is needed; the console is 404 to them", () => {
    expect(statusOf(() => actorOrThrow(null))).toBe(401);
    expect(statusOf(() => proOrThrow(null))).toBe(401);
    expect(statusOf(() => ordererOrThrow(null))).toBe(401);
    expect(statusOf(() => adminOrThrow(null))).toBe(404);
  });

  it("a signed-in user in the wrong role gets 403 with a Japanese reason", () => {
    expect(() => proOrThrow(orderer)).toThrow("プロのアカウントでのみ利用できます。");
    expect(statusOf(() => ordererOrThrow(pro))).toBe(403);
    expect(() => ordererOrThrow(pro)).toThrow("企業アカウントでのみ利用できます。");
  });

  it("an orderer without a current corporation is asked to choose one", () => {
    expect(() => ordererOrThrow(ordererWithoutCorporation)).toThrow("企業アカウントを選択してから操作してください。");
  });

  it("requireOrderer answers the verified corporation and role", () => {
    expect(ordererOrThrow(orderer)).toEqual({ actor: orderer, corporationId: 7, role: "owner" });
  });

  it("the operator console exists only for admins: everyone else reads 404", () => {
    expect(adminOrThrow(admin)).toBe(admin);
    for (const actor of [pro, orderer]) expect(statusOf(() => adminOrThrow(actor))).toBe(404);
  });

  it("a row the access filter did not return reads as not found, never forbidden", () => {
    expect(statusOf(() => foundOrThrow(undefined))).toBe(404);
    expect(statusOf(() => foundOrThrow(null))).toBe(404);
    expect(foundOrThrow({ id: 1 })).toEqual({ id: 1 });
  });
});

describe("page access (page guards)", () => {
  it("member, pro and orderer pages send a visitor to log in", () => {
    for (const requirement of ["member", "pro", "orderer"] as const) expect(pageAccess(null, requirement)).toEqual({ kind: "login" });
  });

  it("a page of another role is 404 to a signed-in user", () => {
    expect(pageAccess(orderer, "pro")).toEqual({ kind: "notFound" });
    expect(pageAccess(pro, "orderer")).toEqual({ kind: "notFound" });
  });

  it("the console is 404 to visitors too, and open to admins", () => {
    expect(pageAccess(null, "admin")).toEqual({ kind: "notFound" });
    expect(pageAccess(pro, "admin")).toEqual({ kind: "notFound" });
    expect(pageAccess(admin, "admin")).toEqual({ kind: "allowed", actor: admin });
  });

  it("the right role is let in with its actor", () => {
    expect(pageAccess(pro, "pro")).toEqual({ kind: "allowed", actor: pro });
    expect(pageAccess(orderer, "orderer")).toEqual({ kind: "allowed", actor: orderer });
    expect(pageAccess(pro, "member")).toEqual({ kind: "allowed", actor: pro });
    // The page itself asks an orderer with several corporations to choose one first.
    expect(pageAccess(ordererWithoutCorporation, "orderer")).toEqual({ kind: "allowed", actor: ordererWithoutCorporation });
  });
});

describe("verifiedOrThrow (issue 12: unverified accounts browse but do not reach others)", () => {
  it("lets a verified member through and stops an unverified one with a message that says what to do", () => {
    expect(verifiedOrThrow(pro)).toBe(pro);
    const unverified = { ...pro, isEmailVerified: false };
    expect(() => verifiedOrThrow(unverified)).toThrow(expect.objectContaining({ code: "email_not_verified", status: 403 }));
    expect(() => verifiedOrThrow(unverified)).toThrow(/メールのリンクから確認/);
  });
});
