import { describe, expect, it } from "vitest";

import { EnvError, PRODUCTION_SITE_ORIGIN, parseEnv } from "./env";

describe("parseEnv", () => {
  it("defaults to the embedded database in demo mode on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ port: 3000, dataDir: "./.data", databaseUrl: undefined, isDemoMode: true });
    expect(env.siteOrigin).toBe("http://localhost:3000");
  });

  it("S-HEAD-4: SITE_ORIGIN wins and loses a trailing slash", () => {
    expect(parseEnv({ SITE_ORIGIN: "https://kakehashi.example/" }).siteOrigin).toBe("https://kakehashi.example");
  });

  it("S-HEAD-4: production on a server without SITE_ORIGIN falls back to the fixed public origin", () => {
    const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/kakehashi", APP_SECRET: "x".repeat(32) });
    expect(env.siteOrigin).toBe(PRODUCTION_SITE_ORIGIN);
    expect(env.isDemoMode).toBe(false);
  });

  it("names every bad variable at once, in Japanese", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "abc", SITE_ORIGIN: "https://kakehashi.example/path", DATABASE_URL: "mysql://x" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT: 1〜65535 の整数を指定してください");
    expect(message).toContain("SITE_ORIGIN: パスを含まないオリジン");
    expect(message).toContain("DATABASE_URL: postgres:// で始まる接続文字列を指定してください");
  });

  it("refuses a production server run without APP_SECRET", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/kakehashi" })).toThrow(/APP_SECRET/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });

  it("S-HEAD-2, S-HEAD-3: tag ids and the app id are optional and validated", () => {
    expect(parseEnv({}).site).toEqual({
      gtmId: undefined,
      gaMeasurementId: undefined,
      fbAppId: undefined,
      operatingCompanyName: "かけはし株式会社",
    });
    const site = parseEnv({ GTM_ID: "GTM-AB12CD3", GA_MEASUREMENT_ID: "G-12AB34CD56", FB_APP_ID: "1234567890", OPERATING_COMPANY_NAME: "株式会社テスト" }).site;
    expect(site).toEqual({ gtmId: "GTM-AB12CD3", gaMeasurementId: "G-12AB34CD56", fbAppId: "1234567890", operatingCompanyName: "株式会社テスト" });
    expect(() => parseEnv({ GTM_ID: "<script>", FB_APP_ID: "abc" })).toThrow(/GTM_ID: GTM-XXXXXXX[\s\S]*FB_APP_ID/);
  });
});
