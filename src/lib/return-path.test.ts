import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { safeReturnPath } from "./return-path";

const SITE = "https://kakehashi.jp";

/** Where a browser on our site ends up after `location.assign(path)`. */
function landsOn(path: string): string {
  return new URL(path, `${SITE}/login`).origin;
}

describe("return paths after login never leave the site (open redirect)", () => {
  it.each([
    ["a tab between the slashes", "/\t/evil.example/x"],
    ["a newline between the slashes", "/\n/evil.example/x"],
    ["a carriage return between the slashes", "/\r/evil.example/x"],
    ["CR LF", "/\r\n/evil.example"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash", "/\\evil.example"],
    ["a backslash after a tab", "/\t\\evil.example"],
    ["a leading space", " //evil.example"],
    ["a leading control character", "\u0001//evil.example"],
    ["dot segments collapsing to //", "/.//evil.example"],
    ["dot segments with a backslash", "/./\\/evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a scheme-relative with credentials", "//user@evil.example"],
    ["nothing", ""],
  ])("%s goes to the top page", (_, next) => {
    expect(safeReturnPath(next)).toBe("/");
  });

  it.each([
    ["/top/projects/12", "/top/projects/12"],
    ["/top/projects?search_project[free_word]=React#results", "/top/projects?search_project[free_word]=React#results"],
    ["/announcements", "/announcements"],
    ["/top/projects/%E3%81%82", "/top/projects/%E3%81%82"],
  ])("a path of ours is kept: %s", (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it("a value that is not a string goes to the top page", () => {
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(["/a", "/b"])).toBe("/");
  });

  it("property: whatever is generated, the answer is a path that stays on the origin", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      "\u0000",
      "\u001f",
      "\u00a0",
      ".",
      "..",
      "%2F",
      "%5C",
      "%09",
      "@",
      ":",
      "evil.example",
      "http:",
      "https:",
      "javascript:",
      "?",
      "#",
      "top",
      "projects",
      "\u3000",
      "ｈｔｔｐ",
      "／",
    );
    const generated = fc.oneof(
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join("")),
      fc.string(),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(generated, (next) => {
        const path = safeReturnPath(next);
        expect(path.startsWith("/")).toBe(true);
        expect(path).not.toMatch(/^\/[/\\]/);
        // eslint-disable-next-line no-control-regex -- no control character may survive
        expect(path).not.toMatch(/[\u0000-\u001f]/);
        expect(landsOn(path)).toBe(SITE);
      }),
      { numRuns: 20_000 },
    );
    // 20,000 runs take 2–3 s on a quiet machine; the limit is a deadline for a busy one, not a measurement.
  }, 60_000);
});
