/**
 * Sliding-window limits in front of TMDb. The shared window keeps the key inside TMDb's fair-use
 * budget (40 requests per 10 s); the per-client windows keep one caller's burst from spending
 * that whole budget and locking every other visitor out.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly stamps: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a request would be allowed now, without spending a slot. */
  check(): RateDecision {
    const now = this.now();
    while (this.stamps.length > 0 && (this.stamps[0] ?? 0) <= now - this.windowMs) this.stamps.shift();
    if (this.stamps.length >= this.limit) {
      const oldest = this.stamps[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    return { allowed: true };
  }

  tryAcquire(): RateDecision {
    const decision = this.check();
    if (decision.allowed) this.stamps.push(this.now());
    return decision;
  }
}

/**
 * One window per client key, at most `maxClients` of them, so a caller inventing addresses cannot
 * grow memory without limit. The map is kept in order of last use; at the cap the least recently
 * seen client's window goes, in constant time (looking for idle windows first meant reading all of
 * them on every request past the cap: 20,000 invented addresses took 18 s). A dropped window
 * forgets only that client's history, which has usually expired: it was seen before every other
 * window in the map.
 */
export class PerClientLimiter {
  private readonly windows = new Map<string, SlidingWindowLimiter>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  private windowOf(client: string): SlidingWindowLimiter {
    let window = this.windows.get(client);
    if (window) {
      // Re-inserting keeps the map ordered from least to most recently seen.
      this.windows.delete(client);
    } else {
      window = new SlidingWindowLimiter(this.limit, this.windowMs, this.now);
      if (this.windows.size >= this.maxClients) {
        const leastRecent = this.windows.keys().next();
        if (!leastRecent.done) this.windows.delete(leastRecent.value);
      }
    }
    this.windows.set(client, window);
    return window;
  }

  check(client: string): RateDecision {
    return this.windowOf(client).check();
  }

  acquire(client: string): void {
    this.windowOf(client).tryAcquire();
  }

  get size(): number {
    return this.windows.size;
  }
}
