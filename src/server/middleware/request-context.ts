import { randomUUID } from "node:crypto";

import type { MiddlewareHandler } from "hono";

import type { AppDeps, AppEnv } from "@/platform/context";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from "@/platform/request-headers";

import { isWellFormedRequestId } from "../http/client-address";

/** Puts deps, a request id and the client address on the context; echoes the id in the response. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = isWellFormedRequestId(incoming) ? incoming : randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("clientIp", c.req.header(CLIENT_IP_HEADER) ?? "unknown");
    c.set("session", null);
    c.set("actor", null);
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
  };
}
