import type { Database } from "@/db/client";
import type { Logger } from "@/lib/logger";

import type { RequestActor } from "./actor/actor";
import type { AnonymousReadLimitRule } from "./anonymous-read-limit";
import type { DatabaseEvents } from "./database-events";
import type { DatabaseHealth } from "./database-health";
import type { RateLimitRule } from "./rate-limit";
import type { ActiveSession } from "./sessions/session.queries";
import type { UploadStore } from "./uploads/upload-store";

/** Everything a request handler needs from the outside world; tests pass their own. */
export type AppDeps = {
  db: Database;
  logger: Logger;
  /** The public origin (SITE_ORIGIN): CSRF origin checks, absolute links, cookie security. */
  siteOrigin: string;
  /** Key for CSRF token HMACs. */
  appSecret: string;
  /** The secret being retired: signatures and sealed values made with it are still read (acceptedAppSecrets). */
  previousAppSecret?: string;
  isDemoMode: boolean;
  /** Injectable clock so expiry and rate-limit windows can be tested. */
  now: () => Date;
  /** The database's reachability: outages answer 503 and are logged once (database-health.ts). */
  databaseHealth: DatabaseHealth;
  /** NOTIFY payloads for this process's streams (chat events, ended sessions): database-events.ts. */
  events: DatabaseEvents;
  /** Uploaded files (avatars): `DATA_DIR/uploads`, or another store (docs/decisions/021-uploads.md). */
  uploads: UploadStore;
  /**
   * Anonymous API reads allowed per client IP (anonymous-read-limit.ts). Absent: the product's
   * 120 a minute; null: no limit, for test suites that send thousands of searches from one address.
   */
  anonymousReadLimit?: AnonymousReadLimitRule | null;
  /**
   * Per-account limits on chat sends (issue 19; RATE_LIMITS.chatMessagesPerUser…, chatAttachmentsPerUser…).
   * Absent: those; null: none, for benchmarks that send hundreds of messages as one account at once.
   */
  chatSendLimits?: ChatSendLimits | null;
};

export type ChatSendLimits = { messages: readonly RateLimitRule[]; attachments: readonly RateLimitRule[] };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    clientIp: string;
    /** The live session behind the request; its raw cookie value derives the CSRF token. */
    session: ActiveSession | null;
    /** Who is asking (null: a visitor), resolved once from the session (actor/resolve-actor.ts). */
    actor: RequestActor;
  };
};
