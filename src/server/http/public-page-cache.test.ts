import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { compileGzipTemplate, fillGzipTemplate } from "./gzip-template";
import { fillPageTemplate, PublicPageCache, slotValuesOf, toPageTemplate, type CachedPage } from "./public-page-cache";
import { mayChangePublicPages } from "./public-page-writes";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const TOKEN = "tttttttttttttttttttttttttttttttttttttttttt0";

function page(bytes = 10): Omit<CachedPage, "storedAt"> {
  const template = toPageTemplate("x", { nonce: NONCE, csrfToken: TOKEN });
  return { template, gzip: compileGzipTemplate(template.parts), headers: [], bytes };
}

describe("a stored page is a template for other answers (issue 19, decision 031)", () => {
  const document = `<meta content="${TOKEN}"><script nonce="${NONCE}">self.a=1</script>"${TOKEN}"<p>${"日本語".repeat(30_000)}</p><script nonce="${NONCE}"></script>`;
  const fresh = { nonce: "BBBBBBBBBBBBBBBBBBBBBB==", csrfToken: "u".repeat(43) };

  it("issue 19: every nonce and token of the first answer is replaced by the next answer's own", () => {
    const template = toPageTemplate(document, { nonce: NONCE, csrfToken: TOKEN });
    expect(template.slots).toEqual(["csrfToken", "nonce", "csrfToken", "nonce"]);
    const filled = fillPageTemplate(template, fresh);
    expect(filled).not.toContain(NONCE);
    expect(filled).not.toContain(TOKEN);
    expect(filled).toBe(document.replaceAll(NONCE, fresh.nonce).replaceAll(TOKEN, fresh.csrfToken));
  });

  it("issue 19: the gzip answer built from parts compressed once decodes to exactly the filled document", () => {
    const template = toPageTemplate(document, { nonce: NONCE, csrfToken: TOKEN });
    const gzip = compileGzipTemplate(template.parts);
    const answer = fillGzipTemplate(gzip, slotValuesOf(template, fresh));
    expect(gunzipSync(answer).toString()).toBe(fillPageTemplate(template, fresh));
    expect(answer.length).toBeLessThan(Buffer.byteLength(document) / 10);
    // A value longer than one stored block (64 KiB) is split across blocks.
    const long = fillGzipTemplate(compileGzipTemplate(["a", "b"]), ["z".repeat(70_000)]);
    expect(gunzipSync(long).toString()).toBe(`a${"z".repeat(70_000)}b`);
  });

  it("issue 19: short values are never cut out (they could be ordinary words of the page)", () => {
    expect(toPageTemplate("abc abc", { nonce: "abc", csrfToken: "" }).slots).toEqual([]);
  });
});

describe("the store is short-lived and bounded (issue 19)", () => {
  it("issue 19: an entry lives for the TTL, then is gone", () => {
    let now = 0;
    const cache = new PublicPageCache({ ttlMs: 30_000, now: () => now });
    cache.set("/", page(), cache.currentGeneration());
    now = 29_999;
    expect(cache.get("/")).toBeDefined();
    now = 30_000;
    expect(cache.get("/")).toBeUndefined();
  });

  it("issue 19: past its entry or byte budget the least recently used entries go first", () => {
    const cache = new PublicPageCache({ maxEntries: 2, maxBytes: 100 });
    cache.set("a", page(), 0);
    cache.set("b", page(), 0);
    cache.get("a");
    cache.set("c", page(), 0);
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
    cache.set("d", page(95), 0);
    expect(cache.size).toBe(1);
    cache.set("huge", page(101), 0);
    expect(cache.get("huge")).toBeUndefined();
  });

  it("issue 19: a render that began before an invalidation is not stored after it", () => {
    const cache = new PublicPageCache();
    const generation = cache.currentGeneration();
    cache.invalidate();
    cache.set("/", page(), generation);
    expect(cache.get("/")).toBeUndefined();
  });
});

describe("which writes empty the cache (issue 19)", () => {
  it.each([
    ["POST", "/api/v2/projects", 201, true],
    ["PUT", "/api/v2/me/pro_profile", 200, true],
    ["POST", "/api/v2/project_drafts/3/publish", 201, true],
    ["POST", "/api/v2/admin/users/4/suspension", 200, true],
    ["POST", "/api/v2/projects", 422, false],
    ["GET", "/api/v2/top/projects", 200, false],
    ["POST", "/api/v2/projects/5/project_like", 201, false],
    ["POST", "/api/v2/project_chat_rooms/5/messages", 201, false],
    ["POST", "/api/v2/sessions", 200, false],
    ["POST", "/api/v2/sessions/two_factor", 200, false],
    ["POST", "/api/v2/me/two_factor", 201, false],
    ["POST", "/api/v2/me/two_factor/disable", 204, false],
    ["PUT", "/api/v2/project_drafts/3", 200, false],
  ])("issue 19: %s %s answered %i → %s", (method, url, status, expected) => {
    expect(mayChangePublicPages(method, url, status)).toBe(expected);
  });
});
