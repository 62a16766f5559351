/**
 * The per-address limit on anonymous API reads (docs/decisions/004-rate-limits.md, "Anonymous API
 * reads"): fixed one-minute windows counted in this process's memory, because a database write for
 * every read of the hottest routes would cost more than the reads themselves. Pure: the clock is a
 * parameter, and memory is bounded by `maxTrackedAddresses` whatever the addresses are.
 */
export type AnonymousReadLimitRule = { limit: number; windowMs: number };

/** Anonymous reads per client IP in one window (a person paging through results never gets near it). */
export const ANONYMOUS_READS_PER_MINUTE = 120;

export const ANONYMOUS_READ_LIMIT: AnonymousReadLimitRule = { limit: ANONYMOUS_READS_PER_MINUTE, windowMs: 60_000 };

/**
 * Addresses counted at once, at most: ~100 bytes each, so about 1 MB. A flood from more addresses
 * than this within one window forgets the oldest windows first (those addresses start again from
 * zero) instead of growing the process.
 */
export const MAX_TRACKED_ADDRESSES = 10_000;

/** The 429's message, in Japanese and English: the callers are other sites' scripts as often as people. */
export const ANONYMOUS_READ_LIMITED_MESSAGE = "アクセスが集中しています。しばらく待ってからもう一度お試しください。(Too many requests. Please wait and try again.)";

export type AnonymousReadVerdict = {
  isAllowed: boolean;
  limit: number;
  /** Reads left in the current window after this one. */
  remaining: number;
  /** Whole seconds until the current window ends and the address may read again (at least 1). */
  retryAfterSeconds: number;
};

type Window = { startedAt: number; hits: number };

export class AnonymousReadLimiter {
  /** By address, in the order their windows started: the first entries are the first to expire. */
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: AnonymousReadLimitRule,
    private readonly deps: { now: () => Date },
    private readonly maxTrackedAddresses = MAX_TRACKED_ADDRESSES,
  ) {}

  /** Counts one read from `address` and says whether it may be answered. */
  hit(address: string): AnonymousReadVerdict {
    const now = this.deps.now().getTime();
    this.evictExpired(now);
    let window = this.windows.get(address);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      // A new window goes to the end, so the map stays in order of window start.
      this.windows.delete(address);
      this.makeRoom();
      window = { startedAt: now, hits: 0 };
      this.windows.set(address, window);
    }
    window.hits += 1;
    return {
      isAllowed: window.hits <= this.rule.limit,
      limit: this.rule.limit,
      remaining: Math.max(0, this.rule.limit - window.hits),
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + this.rule.windowMs - now) / 1000)),
    };
  }

  /** Addresses counted right now (for tests and diagnostics). */
  get trackedAddresses(): number {
    return this.windows.size;
  }

  /**
   * Drops the windows that have ended, from the front: each is dropped once, so this costs nothing
   * per read on average. Should the clock step back, a later window may sit behind an earlier one
   * for a while; it is still judged by its own start when its address reads again.
   */
  private evictExpired(now: number) {
    for (const [address, window] of this.windows) {
      if (now - window.startedAt < this.rule.windowMs) break;
      this.windows.delete(address);
    }
  }

  /** At the cap, forgets the window that started first (the one closest to its end anyway). */
  private makeRoom() {
    while (this.windows.size >= this.maxTrackedAddresses) {
      const oldest = this.windows.keys().next();
      if (oldest.done) return;
      this.windows.delete(oldest.value);
    }
  }
}
