import { z } from "zod";

/** The fixed public origin used in production when SITE_ORIGIN is not set (spec S-HEAD-4). */
export const PRODUCTION_SITE_ORIGIN = "https://kakehashi.jp";

/** Named in the footer's copyright line (spec S-FOOT-4). */
export const DEFAULT_OPERATING_COMPANY_NAME = "かけはし株式会社";

const booleanFlag = z.enum(["true", "false", "1", "0"], { message: "true か false を指定してください" }).transform((value) => value === "true" || value === "1");

/**
 * TRUST_PROXY: `false`/`0` trusts no proxy header; `true`/`1` trusts one reverse proxy; `2`…`5`
 * that many proxies in a chain (each appends one X-Forwarded-For entry).
 */
const proxyHopsSchema = z
  .enum(["true", "false", "0", "1", "2", "3", "4", "5"], { message: "true、false、または信頼するプロキシの段数（0〜5）を指定してください" })
  .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)));

const originSchema = z
  .string()
  .url({ message: "https://example.com の形式の URL を指定してください" })
  .refine((value) => /^https?:\/\/[^/]+\/?$/.test(value), {
    message: "パスを含まないオリジン（例: https://kakehashi.jp）を指定してください",
  })
  .transform((value) => value.replace(/\/$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "1〜65535 の整数を指定してください" })
    .int({ message: "1〜65535 の整数を指定してください" })
    .min(1, { message: "1〜65535 の整数を指定してください" })
    .max(65535, { message: "1〜65535 の整数を指定してください" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { message: "postgres:// で始まる接続文字列を指定してください" })
    .optional(),
  SITE_ORIGIN: originSchema.optional(),
  DEMO_MODE: booleanFlag.optional(),
  APP_SECRET: z.string().min(32, { message: "32 文字以上のランダムな文字列を指定してください" }).optional(),
  APP_SECRET_PREVIOUS: z.string().min(32, { message: "32 文字以上のランダムな文字列を指定してください" }).optional(),
  TRUST_PROXY: proxyHopsSchema.default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, { message: "GTM-XXXXXXX の形式で指定してください" })
    .optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, { message: "G-XXXXXXXXXX の形式で指定してください" })
    .optional(),
  FB_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, { message: "数字だけの ID を指定してください" })
    .optional(),
  OPERATING_COMPANY_NAME: z.string().trim().min(1).max(100).default(DEFAULT_OPERATING_COMPANY_NAME),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { message: "smtp:// または smtps:// で始まる URL を指定してください" })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: "0〜300 の整数（秒）を指定してください" })
    .int({ message: "0〜300 の整数（秒）を指定してください" })
    .min(0, { message: "0〜300 の整数（秒）を指定してください" })
    .max(300, { message: "0〜300 の整数（秒）を指定してください" })
    .default(30),
  /** Demo mode only: a file holding milliseconds the app's clock runs ahead (browser tests of scheduled publication). */
  CLOCK_OFFSET_FILE: z.string().trim().min(1).optional(),
});

export type AppEnv = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteOrigin: string;
  isDemoMode: boolean;
  /** Why demo mode is on or off, for the start-up line (decision 005). */
  demoModeReason: DemoModeReason;
  appSecret: string | undefined;
  /** The secret being retired (docs/operations.md, "Rotating APP_SECRET"): still accepted, never used to sign. */
  previousAppSecret: string | undefined;
  /** Reverse proxies in front of the app whose X-Forwarded-For entries are believed (0: none). */
  proxyHops: number;
  logLevel: string;
  /** Page-head and footer settings that pages render (spec S-HEAD-2, S-HEAD-3, S-FOOT-4). */
  site: SiteSettings;
  /** Where the outbox is delivered; undefined keeps mail in the outbox (decision 015). */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /** Set only in demo mode: see src/platform/offset-clock.ts. */
  clockOffsetFile: string | undefined;
  /** How long a public page rendered for visitors is shared with other visitors; 0 turns the cache off (decision 031). */
  pageCacheSeconds: number;
};

/** DEMO_MODE given; a local origin on the embedded database; a public origin; a PostgreSQL server. */
export type DemoModeReason = "DEMO_MODE" | "local-origin" | "public-origin" | "DATABASE_URL";

export type SiteSettings = {
  gtmId: string | undefined;
  gaMeasurementId: string | undefined;
  fbAppId: string | undefined;
  operatingCompanyName: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`環境変数の設定に誤りがあります:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Reads and validates configuration; throws EnvError naming every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined> = process.env): AppEnv {
  // Empty strings mean "not set" (a common result of `FOO= npm start`).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "?");
        return `${name}: ${issue.message}（現在の値: ${JSON.stringify(cleaned[name] ?? "")}）`;
      }),
    );
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.APP_SECRET && env.DEMO_MODE !== true) {
    throw new EnvError(["APP_SECRET: PostgreSQL サーバーで本番運用するときは必須です"]);
  }
  if (env.APP_SECRET_PREVIOUS && (!env.APP_SECRET || env.APP_SECRET_PREVIOUS === env.APP_SECRET)) {
    throw new EnvError(["APP_SECRET_PREVIOUS: 新しい APP_SECRET と一緒に、それとは異なる以前の値を指定してください"]);
  }
  const siteOrigin = resolveSiteOrigin({
    configured: env.SITE_ORIGIN,
    nodeEnv: env.NODE_ENV,
    hasDatabaseUrl: Boolean(env.DATABASE_URL),
    isDemoModeAsked: env.DEMO_MODE === true,
    port: env.PORT,
  });
  // Over plain http a public site can neither keep its cookies Secure nor ask for HSTS (ASVS 12.2.1);
  // a demonstration on a LAN address may say DEMO_MODE=true and accept that.
  if (env.NODE_ENV === "production" && siteOrigin.startsWith("http:") && !isLocalOrigin(siteOrigin) && env.DEMO_MODE !== true) {
    throw new EnvError([
      `SITE_ORIGIN: 公開するサイトは https:// で始まるオリジンにしてください（Secure Cookie と HSTS のため。LAN 内のデモは DEMO_MODE=true で起動できます）（現在の値: ${JSON.stringify(siteOrigin)}）`,
    ]);
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !isDatabaseUrlEncrypted(env.DATABASE_URL) && env.DEMO_MODE !== true) {
    throw new EnvError([
      "DATABASE_URL: ほかのマシンの PostgreSQL には TLS で接続してください。接続文字列に ?sslmode=verify-full（または require）を付けてください（同じマシンの localhost・127.0.0.1・Unix ソケットは不要です）",
    ]);
  }
  const demoModeReason = demoModeReasonFor(env.DEMO_MODE, Boolean(env.DATABASE_URL), siteOrigin);
  const isDemoMode = env.DEMO_MODE ?? demoModeReason === "local-origin";
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    siteOrigin,
    isDemoMode,
    demoModeReason,
    appSecret: env.APP_SECRET,
    previousAppSecret: env.APP_SECRET_PREVIOUS,
    proxyHops: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `かけはし <no-reply@${new URL(siteOrigin).hostname}>`,
    // A shifted clock is for demonstrations and tests; a real marketplace's time is the wall clock's.
    clockOffsetFile: isDemoMode ? env.CLOCK_OFFSET_FILE : undefined,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    site: {
      gtmId: env.GTM_ID,
      gaMeasurementId: env.GA_MEASUREMENT_ID,
      fbAppId: env.FB_APP_ID,
      operatingCompanyName: env.OPERATING_COMPANY_NAME,
    },
  };
}

/**
 * Decision 005. SITE_ORIGIN wins. Without it, a production run on a PostgreSQL server falls back to
 * the fixed public origin (unless DEMO_MODE=true asks for a demo); every other run is a local run on
 * its own localhost origin, so CSRF origin checks and links work on a laptop.
 */
export function resolveSiteOrigin(options: {
  configured: string | undefined;
  nodeEnv: AppEnv["nodeEnv"];
  hasDatabaseUrl: boolean;
  isDemoModeAsked: boolean;
  port: number;
}): string {
  if (options.configured) return options.configured;
  if (options.nodeEnv === "production" && options.hasDatabaseUrl && !options.isDemoModeAsked) return PRODUCTION_SITE_ORIGIN;
  return `http://localhost:${options.port}`;
}

/** localhost, 127.0.0.0/8 or [::1]: an origin only this machine reaches. */
export function isLocalOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname);
}

/**
 * Demo mode at an origin others reach (decision 005): the published demo passwords are known to
 * strangers, so what a shared demo account could lock or reveal is held back there.
 */
export function isPublicDemo(env: { isDemoMode: boolean; siteOrigin: string }): boolean {
  return env.isDemoMode && !isLocalOrigin(env.siteOrigin);
}

/** A host name only this machine reaches (no name at all: a Unix socket, for PostgreSQL). */
export function isLoopbackHost(host: string): boolean {
  return host === "" || host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * ASVS 12.3.1: a production database on another machine is reached over TLS that checks the server
 * (`sslmode=require`, `verify-ca` or `verify-full`; node-postgres verifies the certificate for each).
 */
export function isDatabaseUrlEncrypted(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  return isLoopbackHost(url.hostname) || ["require", "verify-ca", "verify-full"].includes(url.searchParams.get("sslmode") ?? "");
}

/**
 * Decision 005: demo mode (published passwords, an operator among them) is on by default only on
 * the embedded database at a local origin; a public origin or a PostgreSQL server needs DEMO_MODE=true.
 */
function demoModeReasonFor(demoMode: boolean | undefined, hasDatabaseUrl: boolean, siteOrigin: string): DemoModeReason {
  if (demoMode !== undefined) return "DEMO_MODE";
  if (hasDatabaseUrl) return "DATABASE_URL";
  return isLocalOrigin(siteOrigin) ? "local-origin" : "public-origin";
}

const DEMO_MODE_REASONS: Record<DemoModeReason, string> = {
  DEMO_MODE: "DEMO_MODE の指定どおり",
  "local-origin": "組み込みデータベースをローカルのオリジンで使うため",
  "public-origin": "SITE_ORIGIN が公開オリジンのため。デモにするには DEMO_MODE=true",
  DATABASE_URL: "PostgreSQL サーバーを使うため。デモにするには DEMO_MODE=true",
};

/** The one start-up line that says which mode the server runs in, and why. */
export function describeDemoMode(env: Pick<AppEnv, "isDemoMode" | "demoModeReason">): string {
  const why = DEMO_MODE_REASONS[env.demoModeReason];
  return env.isDemoMode
    ? `デモモード: オン（${why}）。デモアカウントのパスワードは公開されています。本番では使わないでください / demo mode: on`
    : `デモモード: オフ（${why}） / demo mode: off`;
}

let cached: AppEnv | undefined;

/** The process-wide configuration, validated once. */
export function getEnv(): AppEnv {
  cached ??= parseEnv();
  return cached;
}
