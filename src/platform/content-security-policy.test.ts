import { describe, expect, it } from "vitest";

import { buildPagePolicy, createNonce } from "./content-security-policy";

const noTags = { gtmId: undefined, gaMeasurementId: undefined };

describe("page Content-Security-Policy", () => {
  it("S-HEAD-3: allows scripts only with the response's nonce", () => {
    const policy = buildPagePolicy({ nonce: "abc123==", isDev: false, site: noTags });
    expect(policy).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("S-HEAD-3: names Google's tag hosts only when a tag id is configured", () => {
    expect(buildPagePolicy({ nonce: "n", isDev: false, site: noTags })).not.toContain("googletagmanager");
    const policy = buildPagePolicy({ nonce: "n", isDev: false, site: { gtmId: "GTM-AB12CD3", gaMeasurementId: undefined } });
    expect(policy).toContain("img-src 'self' data: blob: https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com");
  });

  it("issue 19, ASVS 3.4.3: base-uri 'none' and object-src 'none', in production and in next dev alike", () => {
    for (const isDev of [false, true]) {
      const directives = buildPagePolicy({ nonce: "n", isDev, site: noTags }).split("; ");
      expect(directives).toContain("base-uri 'none'");
      expect(directives).toContain("object-src 'none'");
      expect(directives.filter((directive) => directive.startsWith("base-uri"))).toHaveLength(1);
    }
  });

  it("uses a fresh 128-bit nonce each time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
