import { describe, expect, it } from 'vitest';
import { MAX_TRACKED, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('gives each client `limit` at once and refills it over the interval', () => {
    let now = 0;
    const limiter = new RateLimiter({ sign_in_sign_ups: 3, token_refresh: 0, token_verifications: 0 }, () => now, 60);
    for (let i = 0; i < 3; i += 1) expect(limiter.take('sign_in_sign_ups', 'token', '10.0.0.1')).toBe(true);
    expect(limiter.take('sign_in_sign_ups', 'token', '10.0.0.1')).toBe(false);
    expect(limiter.take('sign_in_sign_ups', 'token', '10.0.0.2')).toBe(true);
    now += 20_000; // a third of the interval: one request back
    expect(limiter.take('sign_in_sign_ups', 'token', '10.0.0.1')).toBe(true);
    expect(limiter.take('sign_in_sign_ups', 'token', '10.0.0.1')).toBe(false);
    // A limit of 0 is no limit.
    expect(limiter.take('token_refresh', 'token', '10.0.0.1')).toBe(true);
  });

  it('keeps memory bounded under a flood of addresses that each spent part of their bucket', () => {
    const limiter = new RateLimiter({ requests: 5 }, () => 0, 60);
    const attacker = '192.0.2.1';
    for (let i = 0; i < 5; i += 1) limiter.take('requests', 'rest', attacker);
    expect(limiter.take('requests', 'rest', attacker)).toBe(false);
    // Fewer fresh addresses than it keeps: the spent bucket stays spent.
    for (let i = 0; i < MAX_TRACKED - 1; i += 1) limiter.take('requests', 'rest', `flood-${i}`);
    expect(limiter.has('requests', 'rest', attacker)).toBe(false);
    // Three times as many: still at most MAX_TRACKED buckets (every one of them partly spent).
    for (let i = 0; i < 3 * MAX_TRACKED; i += 1) limiter.take('requests', 'rest', `more-${i}`);
    expect(limiter.tracked).toBeLessThanOrEqual(MAX_TRACKED);
  });
});
