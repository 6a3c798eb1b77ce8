/**
 * Per-client rate limits, as token buckets: each (limit, action, client address) may spend
 * `limit` requests at once and regains `limit` per interval — five minutes for the auth
 * endpoints, the interval hosted auth counts its `[auth.rate_limit]` settings in. Over the limit
 * the request is refused before any work (no bcrypt, no database), so a flood costs the stack
 * next to nothing. The REST service uses the same buckets for its own limits.
 *
 * The buckets are kept in an LRU cache (`lru-cache`) of at most MAX_TRACKED clients, so memory
 * stays bounded whatever the number of addresses. A bucket it lets go is the least recently used
 * one; taken up again, it starts full. That frees a client from its limit only after MAX_TRACKED
 * other addresses have been seen since its last request — a client with that many addresses
 * gets past any per-address limit anyway.
 */
import { LRUCache } from 'lru-cache';
import { AuthError } from './errors.ts';

/** The `[auth.rate_limit]` keys of config.toml this stack enforces. */
export type RateLimitName = 'sign_in_sign_ups' | 'token_refresh' | 'token_verifications';
export type AuthRateLimits = Record<RateLimitName, number>;

export const RATE_LIMIT_INTERVAL_SECONDS = 5 * 60;
/** The clients (per action) whose buckets are kept; the least recently seen beyond this are let go. */
export const MAX_TRACKED = 10_000;

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class RateLimiter<Name extends string = RateLimitName> {
  private readonly buckets = new LRUCache<string, Bucket>({ max: MAX_TRACKED });

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
    return allowed;
  }

  /** How many clients' buckets are kept (at most MAX_TRACKED). */
  get tracked(): number {
    return this.buckets.size;
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
}

/** GoTrue's answer over a limit. */
export function overRateLimit(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}
