/** A reload or a back-and-forth within this time is the same view. */
export const REPEAT_VIEW_WINDOW_MS = 30 * 60_000;
/** Bounds the memory: the oldest entries go first (~100 bytes each, so ~5 MB at most). */
export const MAX_REMEMBERED_VIEWS = 50_000;

/**
 * Remembers which visitor viewed which project recently, so reloading a page in a loop does not
 * climb the ranking. Per process: behind several app instances a visitor may be counted once per
 * instance in the window, which is still far from a reload loop.
 */
export class RecentViews {
  private readonly seenUntil = new Map<string, number>();

  constructor(
    private readonly windowMs = REPEAT_VIEW_WINDOW_MS,
    private readonly capacity = MAX_REMEMBERED_VIEWS,
  ) {}

  /** True the first time a visitor views a project in the window; remembers the view. */
  isNewView(visitorKey: string, projectId: number, nowMs: number): boolean {
    const key = `${visitorKey}\u0000${projectId}`;
    const until = this.seenUntil.get(key);
    if (until !== undefined && until > nowMs) return false;
    // Re-inserted so the Map's order stays oldest first.
    this.seenUntil.delete(key);
    this.seenUntil.set(key, nowMs + this.windowMs);
    while (this.seenUntil.size > this.capacity) this.seenUntil.delete(this.seenUntil.keys().next().value!);
    return true;
  }
}
