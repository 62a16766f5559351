import type { Database } from "@/db/client";
import type { Logger } from "@/lib/logger";

import type { DatabaseHealth } from "./database-health";

/** Everything a request handler needs from the outside world; tests pass their own. */
export type AppDeps = {
  db: Database;
  logger: Logger;
  /** The public origin (SITE_ORIGIN): CSRF origin checks, absolute links, cookie security. */
  siteOrigin: string;
  /** Key for CSRF token HMACs. */
  appSecret: string;
  isDemoMode: boolean;
  /** Injectable clock so expiry and rate-limit windows can be tested. */
  now: () => Date;
  /** The database's reachability: outages answer 503 and are logged once (database-health.ts). */
  databaseHealth: DatabaseHealth;
};

export type SessionState = {
  /** The raw cookie value (needed to derive the CSRF token); never stored. */
  rawId: string;
  idHash: string;
  userId: number;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    clientIp: string;
    session: SessionState | null;
  };
};
