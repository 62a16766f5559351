import type { MiddlewareHandler } from "hono";

import { ANONYMOUS_READ_LIMIT, ANONYMOUS_READ_LIMITED_MESSAGE, AnonymousReadLimiter } from "@/platform/anonymous-read-limit";
import type { AppDeps, AppEnv } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { perAppState } from "@/platform/per-app-state";

const READ_METHODS = new Set(["GET", "HEAD"]);

export const RATE_LIMIT_LIMIT_HEADER = "X-RateLimit-Limit";
export const RATE_LIMIT_REMAINING_HEADER = "X-RateLimit-Remaining";

/** One counter per app deps: the process's one in production, each test app its own. */
const limiterOf = perAppState("anonymousReadLimit", (deps: AppDeps) => new AnonymousReadLimiter(deps.anonymousReadLimit ?? ANONYMOUS_READ_LIMIT, deps));

/**
 * Anonymous GET / HEAD reads of the API, per client IP (decision 004): past the limit, 429
 * `rate_limited` with Retry-After and a Japanese and English message; every counted answer says
 * the limit and what is left of it. Signed-in members are not counted, nor is anything but a read.
 * Runs after loadActor (it needs the actor) and after the public-read middleware, so that a 429 to
 * another site's script still carries its CORS headers. Pages never pass through here.
 */
export const anonymousReadLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps, actor, clientIp } = c.var;
  if (actor !== null || !READ_METHODS.has(c.req.method) || deps.anonymousReadLimit === null) return next();
  const verdict = limiterOf(deps).hit(clientIp);
  c.header(RATE_LIMIT_LIMIT_HEADER, String(verdict.limit));
  c.header(RATE_LIMIT_REMAINING_HEADER, String(verdict.remaining));
  if (!verdict.isAllowed)
    throw new AppError("rate_limited", ANONYMOUS_READ_LIMITED_MESSAGE, { retryAfterSeconds: verdict.retryAfterSeconds, security: { reason: "anonymous-read" } });
  await next();
};
