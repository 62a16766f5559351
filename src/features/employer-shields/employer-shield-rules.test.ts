import { describe, expect, it } from "vitest";

import { FREE_MAIL_DOMAINS, isValidEmailDomain, normalizeEmailDomain } from "./employer-shield-rules";

describe("issue 13: employer shield domains", () => {
  it("are stored lower-case without @ or spaces", () => {
    expect(normalizeEmailDomain("  @Example.CO.JP ")).toBe("example.co.jp");
  });

  it.each(["example.co.jp", "kakehashi-inc.com", "xn--eckwd4c7c.jp", "a.b.c.example"])("accepts %s", (domain) => {
    expect(isValidEmailDomain(domain)).toBe(true);
  });

  it.each(["example", "example..com", "-bad.com", "exa mple.com", "例え.jp", "user@example.com", "example.c", ".com"])("refuses %s", (domain) => {
    expect(isValidEmailDomain(domain)).toBe(false);
  });

  it("names the common free-mail domains", () => {
    for (const domain of ["gmail.com", "yahoo.co.jp", "icloud.com", "outlook.com", "hotmail.com"]) expect(FREE_MAIL_DOMAINS.has(domain)).toBe(true);
  });
});
