import { describe, expect, it } from 'vitest';
import { fromState, redirectTargetFrom } from './redirect-state';
import { readRecoveryTokens } from './recovery-tokens';

describe('redirectTargetFrom', () => {
  it('rebuilds the remembered location', () => {
    expect(redirectTargetFrom(fromState({ pathname: '/profile', search: '?tab=1', hash: '#top' }))).toBe('/profile?tab=1#top');
    expect(redirectTargetFrom({ from: { pathname: '/watchlist' } })).toBe('/watchlist');
  });

  it.each([
    null,
    undefined,
    'x',
    {},
    { from: 3 },
    { from: { pathname: 'https://evil.example/' } },
    { from: { pathname: '//evil.example' } },
  ])('falls back to / for %j', (state) => {
    expect(redirectTargetFrom(state)).toBe('/');
  });
});

describe('readRecoveryTokens', () => {
  it('reads the query first, then the hash', () => {
    expect(readRecoveryTokens('?access_token=a&refresh_token=r', '')).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(readRecoveryTokens('', '#access_token=a2&expires_in=3600&refresh_token=r2&type=recovery')).toEqual({
      accessToken: 'a2',
      refreshToken: 'r2',
    });
  });

  it('needs both tokens', () => {
    expect(readRecoveryTokens('?access_token=a', '')).toBeNull();
    expect(readRecoveryTokens('', '#error=access_denied&error_code=otp_expired')).toBeNull();
  });
});
