/**
 * Public settings every app reads: the Supabase URL and its anonymous key. Build-time defaults
 * come from the build (see shared/build/public-env.mjs); a deployment can override them at run
 * time (the shell loads /env.json in its bootstrap) before anything creates a client.
 */
export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

declare const process: { env: Record<string, string | undefined> };

function buildDefaults(): PublicConfig {
  return {
    supabaseUrl: process.env.MARQUEE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
    supabaseAnonKey: process.env.MARQUEE_SUPABASE_ANON_KEY ?? '',
  };
}

let current: PublicConfig | null = null;

export function getPublicConfig(): PublicConfig {
  current ??= buildDefaults();
  return current;
}

/** Applies run-time overrides; ignores values that are not non-empty strings. */
export function setPublicConfig(overrides: Partial<Record<keyof PublicConfig, unknown>>): PublicConfig {
  const next = { ...getPublicConfig() };
  for (const key of ['supabaseUrl', 'supabaseAnonKey'] as const) {
    const value = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') next[key] = value.trim();
  }
  current = next;
  return next;
}
