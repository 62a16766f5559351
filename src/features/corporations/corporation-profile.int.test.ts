import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { corporations } from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { MASKED_CORPORATION_NAME } from "@/features/projects/project-summary.schemas";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";
import { plainImage } from "@tests/support/test-images";

import { sweepOrphanLogos } from "./corporation-logo-sweep.job";
import type { CorporationEditor, PublicCorporation } from "./corporation-profile.schemas";

let uploads: MemoryUploadStore;
const ctx = useApiTestContext(() => ({ uploads: (uploads = new MemoryUploadStore(() => ctx.clock.now())) }));

const PROFILE = {
  name: "株式会社かけはしテック",
  description: "私たちはSaaSを作っています。\n\n一緒に働く仲間を募集中です。",
  industry: "saas",
  employeeSize: "10_49",
  websiteUrl: "https://kakehashi-tech.example.jp",
  prefectureId: 13,
  foundedYear: 2015,
  invoiceRegistrationNumber: "Ｔ７０００-０１２０-５０００２",
  isNamePublic: false,
};

async function ownerOf(corporationId: number, role: "owner" | "member" = "owner") {
  const user = await insertUser(ctx.handle.db, { isOrderer: true, plan: "standard", currentCorporationId: corporationId });
  await insertMembership(ctx.handle.db, { userId: user.id, corporationId, role });
  const client = new BrowserLikeClient(ctx.app);
  await logInAs(ctx.handle, client, user.id, ctx.clock.now());
  return client;
}

describe("S-BAR-8 issue 14: the company page and its settings", () => {
  it("saves the whole profile (登録番号 normalised and check-digit verified) and the page shows it to members; a visitor sees it masked", async () => {
    const corporation = await insertCorporation(ctx.handle.db, { name: "旧社名" });
    const owner = await ownerOf(corporation.id);
    const creator = await insertUser(ctx.handle.db, { isOrderer: true });
    await insertProject(ctx.handle.db, { corporationId: corporation.id, createdByUserId: creator.id, status: "open", closedAt: null, referenceDate: ctx.clock.now() });
    await insertProject(ctx.handle.db, { corporationId: corporation.id, createdByUserId: creator.id, status: "closed", referenceDate: ctx.clock.now() });
    const saved = await owner.request("PUT", "/api/v2/current_corporation", { json: PROFILE });
    expect(saved.status).toBe(200);
    expect(await json<CorporationEditor>(saved)).toMatchObject({ name: "株式会社かけはしテック", invoiceRegistrationNumber: "T7000012050002", canEdit: true });

    const asMember = await json<PublicCorporation>(await owner.request("GET", `/api/v2/corporations/${corporation.id}`));
    expect(asMember).toMatchObject({
      name: "株式会社かけはしテック",
      isMasked: false,
      industry: { key: "saas", label: "SaaS" },
      employeeSize: { label: "10〜49名" },
      prefecture: { id: 13, label: "東京都" },
      foundedYear: 2015,
      websiteUrl: PROFILE.websiteUrl,
      invoiceRegistrationNumber: "T7000012050002",
      description: PROFILE.description,
    });
    expect(asMember.openProjects).toHaveLength(1);
    expect(asMember.closedProjects).toHaveLength(1);
    expect(asMember.openProjects[0]!.corporation.name).toBe("株式会社かけはしテック");

    const visitor = new BrowserLikeClient(ctx.app);
    const masked = await json<PublicCorporation>(await visitor.request("GET", `/api/v2/corporations/${corporation.id}`));
    expect(masked).toMatchObject({ name: MASKED_CORPORATION_NAME, isMasked: true, logoUrl: null, websiteUrl: null, invoiceRegistrationNumber: null });
    expect(masked.openProjects[0]!.corporation).toMatchObject({ name: MASKED_CORPORATION_NAME, isMasked: true });

    await ctx.handle.db.update(corporations).set({ isNamePublic: true }).where(eq(corporations.id, corporation.id));
    const unmasked = await json<PublicCorporation>(await visitor.request("GET", `/api/v2/corporations/${corporation.id}`));
    expect(unmasked).toMatchObject({ name: "株式会社かけはしテック", isMasked: false, websiteUrl: PROFILE.websiteUrl });
    expect(unmasked.openProjects[0]!.corporation.name).toBe("株式会社かけはしテック");
  });

  it("an unknown id is 404", async () => {
    const visitor = new BrowserLikeClient(ctx.app);
    expect((await visitor.request("GET", "/api/v2/corporations/999999")).status).toBe(404);
    expect((await visitor.request("GET", "/api/v2/corporations/99999999999999999999")).status).toBe(404);
  });

  it.each([
    ["a wrong check digit", { invoiceRegistrationNumber: "T8000012050002" }, "invoiceRegistrationNumber"],
    ["a malformed number", { invoiceRegistrationNumber: "12345" }, "invoiceRegistrationNumber"],
    ["a control character in the name", { name: "株式会社\u0007" }, "name"],
    ["NUL in the description", { description: "説明\u0000" }, "description"],
    ["a javascript: URL", { websiteUrl: "javascript:alert(1)" }, "websiteUrl"],
    ["a founding year in the future", { foundedYear: 2999 }, "foundedYear"],
    ["an unknown prefecture", { prefectureId: 99 }, "prefectureId"],
    ["an unknown industry", { industry: "mining" }, "industry"],
  ])("refuses %s with 422 naming the field, and writes nothing", async (_, change, field) => {
    const corporation = await insertCorporation(ctx.handle.db, { name: "そのまま株式会社" });
    const owner = await ownerOf(corporation.id);
    const response = await owner.request("PUT", "/api/v2/current_corporation", { json: { ...PROFILE, ...change } });
    expect(response.status).toBe(422);
    const { error } = await json<{ error: { issues: { path: string; message: string }[] } }>(response);
    expect(error.issues.map((issue) => issue.path)).toContain(field);
    const [row] = await ctx.handle.db.select().from(corporations).where(eq(corporations.id, corporation.id));
    expect(row!.name).toBe("そのまま株式会社");
  });

  it("a logo goes through the avatars' pipeline, replaces the previous one, and the sweep keeps only current files", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const owner = await ownerOf(corporation.id);
    const first = await owner.request("POST", "/api/v2/current_corporation/logo", { body: await plainImage("png", 600, 200), headers: { "content-type": "image/png" } });
    expect(first.status).toBe(200);
    const { logoUrl } = await json<{ logoUrl: string }>(first);
    expect(logoUrl).toMatch(new RegExp(`^/uploads/logos/${corporation.id}-[0-9a-f]{16}-400\\.webp$`));
    const second = await owner.request("POST", "/api/v2/current_corporation/logo", {
      body: await plainImage("webp", 300, 300),
      headers: { "content-type": "image/webp" },
    });
    const secondUrl = (await json<{ logoUrl: string }>(second)).logoUrl;
    const keys = [];
    for await (const file of uploads.list("logos")) keys.push(file.key);
    expect(keys.sort()).toEqual([secondUrl.replace("/uploads/", ""), secondUrl.replace("/uploads/", "").replace("-400.", "-96.")].sort());
    await uploads.put(`logos/${corporation.id}-0123456789abcdef-400.webp`, new Uint8Array([1]), "image/webp");
    ctx.clock.advance(2 * 3_600_000);
    expect(await sweepOrphanLogos(ctx.handle.db, uploads, ctx.clock.now())).toBe(1);
    const svg = await owner.request("POST", "/api/v2/current_corporation/logo", {
      body: "<svg xmlns='http://www.w3.org/2000/svg'/>",
      headers: { "content-type": "image/svg+xml" },
    });
    expect(svg.status).toBe(422);
    const member = await ownerOf(corporation.id, "member");
    expect((await member.request("DELETE", "/api/v2/current_corporation/logo")).status).toBe(403);
  });
});
