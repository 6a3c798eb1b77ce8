import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../server/config.ts';
import { readTomlNumbers } from '../server/config-toml.ts';

describe('readTomlNumbers', () => {
  it('reads the numbers of one section, as TOML defines them', () => {
    const text = [
      '[api]',
      'max_rows = 1_000 # underscores are TOML',
      'schemas = ["public"]',
      '',
      '[auth.rate_limit]',
      'sign_in_sign_ups = 30',
      'token_refresh = 150',
      '',
      '[auth]',
      'site_url = "http://127.0.0.1:3000"',
      'jwt_expiry = 3600',
    ].join('\n');
    expect(readTomlNumbers(text, 'api')).toEqual({ max_rows: 1000 });
    expect(readTomlNumbers(text, 'auth.rate_limit')).toEqual({ sign_in_sign_ups: 30, token_refresh: 150 });
    expect(readTomlNumbers(text, 'auth')).toEqual({ jwt_expiry: 3600 });
    expect(readTomlNumbers(text, 'storage')).toEqual({});
  });

  it('reads inline tables and dotted keys like sections', () => {
    expect(readTomlNumbers('auth.rate_limit = { token_verifications = 12 }', 'auth.rate_limit')).toEqual({ token_verifications: 12 });
    expect(readTomlNumbers('[auth]\nrate_limit.sign_in_sign_ups = 7', 'auth.rate_limit')).toEqual({ sign_in_sign_ups: 7 });
  });

  it('refuses a file that is not TOML', () => {
    expect(() => readTomlNumbers('[api\nmax_rows = ', 'api')).toThrow();
  });

  it("reads the project's own config.toml", () => {
    const text = fs.readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
    expect(readTomlNumbers(text, 'api').max_rows).toBeGreaterThan(0);
    expect(Object.keys(readTomlNumbers(text, 'auth.rate_limit'))).toContain('sign_in_sign_ups');
  });
});
