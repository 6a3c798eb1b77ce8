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

  /** True when no request is left in the window: the limiter can be forgotten. */
  isIdle(): boolean {
    return this.check().allowed && this.stamps.length === 0;
  }
}

/**
 * One window per client key. Idle windows are dropped and the map is bounded, so a caller
 * inventing addresses cannot grow memory without limit; a dropped window only forgets history
 * that had already expired, or, at the cap, the least recently seen client's.
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
      if (this.windows.size >= this.maxClients) this.evict();
    }
    this.windows.set(client, window);
    return window;
  }

  private evict(): void {
    for (const [client, window] of this.windows) {
      if (window.isIdle()) this.windows.delete(client);
    }
    if (this.windows.size >= this.maxClients) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
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
