/**
 * The auth rate limits: `[auth.rate_limit]` of supabase/config.toml (what `supabase start`
 * reads too), overridden by GoTrue's own environment variables, else the Supabase CLI defaults.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from '../config.ts';
import { readTomlNumbers } from '../config-toml.ts';
import type { AuthRateLimits, RateLimitName } from './rate-limit.ts';

export const DEFAULT_RATE_LIMITS: AuthRateLimits = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30 };

/** The variables the Supabase CLI hands GoTrue for each setting. */
export const RATE_LIMIT_ENV: Record<RateLimitName, string> = {
  sign_in_sign_ups: 'GOTRUE_RATE_LIMIT_OTP',
  token_refresh: 'GOTRUE_RATE_LIMIT_TOKEN_REFRESH',
  token_verifications: 'GOTRUE_RATE_LIMIT_VERIFY',
};

function isLimitName(key: string): key is RateLimitName {
  return Object.hasOwn(DEFAULT_RATE_LIMITS, key);
}

export function readRateLimitSection(text: string): Partial<AuthRateLimits> {
  const found: Partial<AuthRateLimits> = {};
  for (const [key, value] of Object.entries(readTomlNumbers(text, 'auth.rate_limit'))) if (isLimitName(key)) found[key] = value;
  return found;
}

export function loadRateLimits(
  env: NodeJS.ProcessEnv = process.env,
  configToml: string = path.join(SUPABASE_DIR, 'config.toml'),
): AuthRateLimits {
  let fromFile: Partial<AuthRateLimits> = {};
  try {
    fromFile = readRateLimitSection(fs.readFileSync(configToml, 'utf8'));
  } catch {
    // No config.toml: the CLI defaults apply.
  }
  const limits = { ...DEFAULT_RATE_LIMITS, ...fromFile };
  for (const name of Object.keys(RATE_LIMIT_ENV) as RateLimitName[]) {
    const raw = env[RATE_LIMIT_ENV[name]];
    const value = Number(raw);
    if (raw && Number.isFinite(value) && value >= 0) limits[name] = value;
  }
  return limits;
}
