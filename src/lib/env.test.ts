import { describe, expect, it } from "vitest";

import { describeDemoMode, EnvError, isLocalOrigin, PRODUCTION_SITE_ORIGIN, parseEnv } from "./env";

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
    const env = parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/kakehashi?sslmode=verify-full", APP_SECRET: "x".repeat(32) });
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

  it("ASVS 12.3.1: in production a database on another machine needs TLS (sslmode=require or verify-*); this machine's does not; a demo may", () => {
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(32), SITE_ORIGIN: "https://kakehashi.example" };
    expect(() => parseEnv({ ...production, DATABASE_URL: "postgres://kakehashi@db.internal:5432/kakehashi" })).toThrow(
      /DATABASE_URL: ほかのマシンの PostgreSQL には TLS で接続してください/,
    );
    expect(() => parseEnv({ ...production, DATABASE_URL: "postgres://db.internal/kakehashi?sslmode=disable" })).toThrow(/sslmode=verify-full/);
    for (const url of [
      "postgres://db.internal/kakehashi?sslmode=verify-full",
      "postgres://db.internal/kakehashi?sslmode=require",
      "postgres://postgres@127.0.0.1:5432/kakehashi",
      "postgres://localhost/kakehashi",
      "postgresql:///kakehashi?host=/var/run/postgresql",
    ]) {
      expect(parseEnv({ ...production, DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    expect(parseEnv({ ...production, DATABASE_URL: "postgres://db.internal/kakehashi", DEMO_MODE: "true" }).isDemoMode).toBe(true);
  });

  it("APP_SECRET_PREVIOUS is read beside a different APP_SECRET, and refused alone or equal to it (a rotation needs both)", () => {
    const [previous, current] = ["p".repeat(32), "c".repeat(32)];
    expect(parseEnv({ APP_SECRET: current, APP_SECRET_PREVIOUS: previous })).toMatchObject({ appSecret: current, previousAppSecret: previous });
    expect(() => parseEnv({ APP_SECRET_PREVIOUS: previous })).toThrow(/APP_SECRET_PREVIOUS/);
    expect(() => parseEnv({ APP_SECRET: current, APP_SECRET_PREVIOUS: current })).toThrow(/APP_SECRET_PREVIOUS/);
  });

  it("refuses a production server run without APP_SECRET", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/kakehashi" })).toThrow(/APP_SECRET/);
  });

  it("issue 12: SMTP_URL is optional and must be smtp:// or smtps://; mail comes from the site's host unless MAIL_FROM says otherwise", () => {
    expect(parseEnv({}).smtpUrl).toBeUndefined();
    expect(parseEnv({ SITE_ORIGIN: "https://kakehashi.example" }).mailFrom).toBe("かけはし <no-reply@kakehashi.example>");
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example:465", MAIL_FROM: "info@kakehashi.example" })).toMatchObject({
      smtpUrl: "smtps://user:pass@mail.example:465",
      mailFrom: "info@kakehashi.example",
    });
    expect(() => parseEnv({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL: smtp:\/\/ または smtps:\/\//);
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

// Decision 005: demo data (published passwords, an operator among them) by default only where no
// one else can reach the site.
describe("demo mode by default", () => {
  const production = { NODE_ENV: "production" };

  it.each(["http://localhost:3000", "http://127.0.0.1:8080", "http://127.0.0.5", "http://[::1]:3000", "https://localhost"])(
    "is on with the embedded database at the local origin %s",
    (origin) => {
      expect(parseEnv({ ...production, SITE_ORIGIN: origin })).toMatchObject({ isDemoMode: true, demoModeReason: "local-origin" });
    },
  );

  it.each([
    "https://kakehashi.jp",
    "https://192.168.1.10",
    "https://example.com",
    "https://10.0.0.1:3000",
    "https://localhost.example.com",
    "https://127.0.0.1.example.com",
  ])("is off with the embedded database at the public origin %s", (origin) => {
    expect(parseEnv({ ...production, SITE_ORIGIN: origin })).toMatchObject({ isDemoMode: false, demoModeReason: "public-origin" });
  });

  it.each(["http://192.168.1.10", "http://example.com", "http://localhost.example.com"])(
    "issue 19, ASVS 12.2.1: production refuses the plain-http public origin %s (no Secure cookies, no HSTS) unless DEMO_MODE=true",
    (origin) => {
      expect(() => parseEnv({ ...production, SITE_ORIGIN: origin })).toThrow(/SITE_ORIGIN: 公開するサイトは https:\/\/ で始まるオリジンにしてください/);
      expect(parseEnv({ ...production, SITE_ORIGIN: origin, DEMO_MODE: "true" })).toMatchObject({ siteOrigin: origin, isDemoMode: true });
      expect(parseEnv({ NODE_ENV: "development", SITE_ORIGIN: origin })).toMatchObject({ siteOrigin: origin });
    },
  );

  it("is on at a public origin only when DEMO_MODE=true asks for it", () => {
    expect(parseEnv({ ...production, SITE_ORIGIN: "https://kakehashi.jp", DEMO_MODE: "true" })).toMatchObject({ isDemoMode: true, demoModeReason: "DEMO_MODE" });
  });

  it("npm start (production, embedded database, no SITE_ORIGIN) is a local run: localhost origin, demo on", () => {
    expect(parseEnv({ ...production, PORT: "4000" })).toMatchObject({ siteOrigin: "http://localhost:4000", isDemoMode: true });
  });

  it("is off with DATABASE_URL, at a local origin too, unless DEMO_MODE=true", () => {
    const server = { DATABASE_URL: "postgres://db/kakehashi?sslmode=verify-full", APP_SECRET: "x".repeat(32) };
    expect(parseEnv({ ...server, SITE_ORIGIN: "http://localhost:3000" })).toMatchObject({ isDemoMode: false, demoModeReason: "DATABASE_URL" });
    expect(parseEnv({ ...production, ...server })).toMatchObject({ isDemoMode: false, siteOrigin: PRODUCTION_SITE_ORIGIN });
    expect(parseEnv({ ...production, ...server, DEMO_MODE: "true" })).toMatchObject({ isDemoMode: true, siteOrigin: "http://localhost:3000" });
  });

  it("DEMO_MODE=false turns it off at a local origin", () => {
    expect(parseEnv({ DEMO_MODE: "false" })).toMatchObject({ isDemoMode: false, siteOrigin: "http://localhost:3000", demoModeReason: "DEMO_MODE" });
    expect(parseEnv({ ...production, DEMO_MODE: "0", SITE_ORIGIN: "http://127.0.0.1:3000" }).isDemoMode).toBe(false);
  });

  it("isLocalOrigin knows loopback addresses only: 127.0.0.0/8, [::1] and localhost", () => {
    expect(["http://127.255.255.254", "http://[::1]", "http://LOCALHOST:3000"].map(isLocalOrigin)).toEqual([true, true, true]);
    expect(["http://128.0.0.1", "http://[::2]", "http://0.0.0.0:3000", "http://localhost-app.jp"].map(isLocalOrigin)).toEqual([false, false, false, false]);
  });

  it("the start-up line names the mode, warns about the published passwords, and says why", () => {
    expect(describeDemoMode(parseEnv({}))).toMatch(/^デモモード: オン（.*ローカル.*）。デモアカウントのパスワードは公開されています。本番では使わないでください/);
    expect(describeDemoMode(parseEnv({ SITE_ORIGIN: "https://kakehashi.jp" }))).toBe(
      "デモモード: オフ（SITE_ORIGIN が公開オリジンのため。デモにするには DEMO_MODE=true） / demo mode: off",
    );
  });
});
