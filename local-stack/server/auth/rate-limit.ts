/**
 * Per-client rate limits, as token buckets: each (limit, action, client address) may spend
 * `limit` requests at once and regains `limit` per interval — five minutes for the auth
 * endpoints, the interval hosted auth counts its `[auth.rate_limit]` settings in. Over the limit
 * the request is refused before any work (no bcrypt, no database), so a flood costs the stack
 * next to nothing. The REST service uses the same buckets for its own limits.
 */
import { AuthError } from './errors.ts';

/** The `[auth.rate_limit]` keys of config.toml this stack enforces. */
export type RateLimitName = 'sign_in_sign_ups' | 'token_refresh' | 'token_verifications';
export type AuthRateLimits = Record<RateLimitName, number>;

export const RATE_LIMIT_INTERVAL_SECONDS = 5 * 60;
/** Beyond this many tracked clients, buckets that have refilled completely are forgotten. */
const MAX_TRACKED = 10_000;

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class RateLimiter<Name extends string = RateLimitName> {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: Record<Name, number>,
    private readonly now: () => number = Date.now,
    private readonly intervalSeconds: number = RATE_LIMIT_INTERVAL_SECONDS,
  ) {}

  /** Takes one request from the bucket of `action` for `client`; false when it is empty. */
  take(name: Name, action: string, client: string): boolean {
    const refilled = this.available(name, action, client);
    if (refilled === Infinity) return true;
    const allowed = refilled >= 1;
    this.buckets.set(`${action}\u0000${client}`, { tokens: allowed ? refilled - 1 : refilled, updatedMs: this.now() });
    if (this.buckets.size > MAX_TRACKED) this.forgetFull(this.now());
    return allowed;
  }

  /** Whether the bucket of `action` for `client` holds a request, without taking it. */
  has(name: Name, action: string, client: string): boolean {
    return this.available(name, action, client) >= 1;
  }

  private available(name: Name, action: string, client: string): number {
    const limit = this.limits[name];
    if (!Number.isFinite(limit) || limit <= 0) return Infinity;
    const now = this.now();
    const bucket = this.buckets.get(`${action}\u0000${client}`) ?? { tokens: limit, updatedMs: now };
    return Math.min(limit, bucket.tokens + ((now - bucket.updatedMs) / 1000) * (limit / this.intervalSeconds));
  }

  /** A bucket untouched for a whole interval is full again: forgetting it changes nothing. */
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedMs >= this.intervalSeconds * 1000) this.buckets.delete(key);
    }
  }
}

/** GoTrue's answer over a limit. */
export function overRateLimit(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
