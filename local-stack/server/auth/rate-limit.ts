/**
 * Per-client rate limits of the auth endpoints, as token buckets: each (endpoint, client
 * address) pair may spend `limit` requests at once and regains `limit` per five minutes, the
 * interval hosted auth counts its `[auth.rate_limit]` settings in. Over the limit the request is
 * refused before any work (no bcrypt, no database), so a flood costs the stack next to nothing.
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

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: AuthRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from the bucket of `action` for `client`; false when it is empty. */
  take(name: RateLimitName, action: string, client: string): boolean {
    const limit = this.limits[name];
    if (!Number.isFinite(limit) || limit <= 0) return true;
    const key = `${action}\u0000${client}`;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: limit, updatedMs: now };
    const refilled = Math.min(limit, bucket.tokens + ((now - bucket.updatedMs) / 1000) * (limit / RATE_LIMIT_INTERVAL_SECONDS));
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, updatedMs: now });
    if (this.buckets.size > MAX_TRACKED) this.forgetFull(now);
    return allowed;
  }

  /** A bucket untouched for a whole interval is full again: forgetting it changes nothing. */
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.updatedMs >= RATE_LIMIT_INTERVAL_SECONDS * 1000) this.buckets.delete(key);
    }
  }
}

/** GoTrue's answer over a limit. */
export function overRateLimit(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
