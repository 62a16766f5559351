import { describe, expect, it } from "vitest";

import { isAllowedTargetUrl } from "./target-url";

describe("issue 18: an announcement's link stays on this site or goes to an https address", () => {
  it.each(["/", "/news/15", "/pages/faq#faq-company-posting-rules", "/top/projects?q=日本", "https://example.com/", "https://magazine.example.jp/articles/1?x=1"])(
    "%j is allowed",
    (value) => {
      expect(isAllowedTargetUrl(value)).toBe(true);
    },
  );

  it.each([
    "",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "http://example.com/",
    "https://user:pass@example.com/",
    "news/15",
    "/news/ 15",
    " /news/15",
    "mailto:info@example.com",
  ])("%j is refused", (value) => {
    expect(isAllowedTargetUrl(value)).toBe(false);
  });
});
