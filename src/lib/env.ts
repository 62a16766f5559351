import { z } from "zod";

/** The fixed public origin used in production when SITE_ORIGIN is not set (spec S-HEAD-4). */
export const PRODUCTION_SITE_ORIGIN = "https://kakehashi.jp";

/** Named in the footer's copyright line (spec S-FOOT-4). */
export const DEFAULT_OPERATING_COMPANY_NAME = "かけはし株式会社";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { message: "true か false を指定してください" })
  .transform((value) => value === "true" || value === "1");

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
  TRUST_PROXY: proxyHopsSchema.default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, { message: "GTM-XXXXXXX の形式で指定してください" }).optional(),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,16}$/, { message: "G-XXXXXXXXXX の形式で指定してください" }).optional(),
  FB_APP_ID: z.string().regex(/^\d{5,20}$/, { message: "数字だけの ID を指定してください" }).optional(),
  OPERATING_COMPANY_NAME: z.string().trim().min(1).max(100).default(DEFAULT_OPERATING_COMPANY_NAME),
});

export type AppEnv = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteOrigin: string;
  isDemoMode: boolean;
  appSecret: string | undefined;
  /** Reverse proxies in front of the app whose X-Forwarded-For entries are believed (0: none). */
  proxyHops: number;
  logLevel: string;
  /** Page-head and footer settings that pages render (spec S-HEAD-2, S-HEAD-3, S-FOOT-4). */
  site: SiteSettings;
};

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
  const isDemoMode = env.DEMO_MODE ?? !env.DATABASE_URL;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    siteOrigin: resolveSiteOrigin(env.SITE_ORIGIN, env.NODE_ENV, isDemoMode, env.PORT),
    isDemoMode,
    appSecret: env.APP_SECRET,
    proxyHops: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    site: {
      gtmId: env.GTM_ID,
      gaMeasurementId: env.GA_MEASUREMENT_ID,
      fbAppId: env.FB_APP_ID,
      operatingCompanyName: env.OPERATING_COMPANY_NAME,
    },
  };
}

/**
 * SITE_ORIGIN wins; a local demo or development run uses its own localhost origin (so CSRF origin
 * checks and links work on a laptop); production falls back to the fixed public origin.
 */
export function resolveSiteOrigin(
  configured: string | undefined,
  nodeEnv: AppEnv["nodeEnv"],
  isDemoMode: boolean,
  port: number,
): string {
  if (configured) return configured;
  if (nodeEnv !== "production" || isDemoMode) return `http://localhost:${port}`;
  return PRODUCTION_SITE_ORIGIN;
}

let cached: AppEnv | undefined;

/** The process-wide configuration, validated once. */
export function getEnv(): AppEnv {
  cached ??= parseEnv();
  return cached;
}
