/**
 * TMDb's fair-use limit, enforced before calling out (spec: 40 requests per 10 s window), so a
 * burst from many visitors is refused here instead of getting the key throttled upstream.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly stamps: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  tryAcquire(): RateDecision {
    const now = this.now();
    while (this.stamps.length > 0 && (this.stamps[0] ?? 0) <= now - this.windowMs) this.stamps.shift();
    if (this.stamps.length >= this.limit) {
      const oldest = this.stamps[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    this.stamps.push(now);
    return { allowed: true };
  }
}
