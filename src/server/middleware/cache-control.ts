import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "@/platform/context";

/**
 * API answers are not for caches unless a route says so: most depend on the session (the user, likes,
 * unread counts), and one cached by a shared proxy would show one person's data to another. A route
 * whose answer is the same for everyone sets its own public Cache-Control and is left alone; every
 * other answer is `private, no-store` and varies with the cookie.
 */
export const PRIVATE_NO_STORE = "private, no-store";

export const defaultCacheControl: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  c.res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  c.res.headers.append("Vary", "Cookie");
};
