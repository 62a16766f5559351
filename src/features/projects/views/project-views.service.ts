import { jstDayOf } from "@/lib/jst-day";
import type { AppDeps } from "@/platform/context";
import { perAppState } from "@/platform/per-app-state";

import { isCountableView } from "./countable-view";
import { upsertProjectViewDay } from "./project-views.queries";
import { RecentViews } from "./recent-views";

/** What the page knows about who is looking, read from the request before the answer is sent. */
export type ProjectViewer = { isCountable: boolean; visitorKey: string };

type HeaderReader = { get(name: string): string | null };

/**
 * The visitor is known by their address (set by src/server/main.ts, never taken from the client
 * unless TRUST_PROXY): a cookie would not do, since a script that drops cookies gets a new one on
 * every request. People behind one office address viewing the same project within half an hour
 * are counted once, which costs the ranking little.
 */
export function describeProjectViewer(headers: HeaderReader, clientIpHeader: string): ProjectViewer {
  return { isCountable: isCountableView(headers), visitorKey: headers.get(clientIpHeader) ?? "unknown" };
}

const recentViewsOf = perAppState("recentProjectViews", () => new RecentViews());

/**
 * Counts a view of a project page: people only, once per visitor and project in half an hour, one
 * upsert; true when it counted. Never throws: a view that cannot be recorded is logged and the page is unaffected.
 */
export async function recordProjectView(deps: Pick<AppDeps, "db" | "now" | "databaseHealth">, projectId: number, viewer: ProjectViewer): Promise<boolean> {
  if (!viewer.isCountable) return false;
  const now = deps.now();
  if (!recentViewsOf(deps).isNewView(viewer.visitorKey, projectId, now.getTime())) return false;
  try {
    return await upsertProjectViewDay(deps.db, projectId, jstDayOf(now));
  } catch (error) {
    deps.databaseHealth.logFailure(error, "could not record a project view", { projectId }, "warn");
    return false;
  }
}
