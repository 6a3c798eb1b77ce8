/**
 * Public settings every app reads: the Supabase URL and its anonymous key. Build-time defaults
 * come from the build (see shared/build/public-env.mjs); a deployment can override them at run
 * time (the shell loads /env.json in its bootstrap) before anything creates a client.
 */
export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** How long a remote's entry may take before the load counts as failed. */
  remoteLoadTimeoutMs: number;
}

const DEFAULT_REMOTE_LOAD_TIMEOUT_MS = 10_000;

declare const process: { env: Record<string, string | undefined> };

function buildDefaults(): PublicConfig {
  return {
    supabaseUrl: process.env.MARQUEE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
    supabaseAnonKey: process.env.MARQUEE_SUPABASE_ANON_KEY ?? '',
    remoteLoadTimeoutMs: DEFAULT_REMOTE_LOAD_TIMEOUT_MS,
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
  const timeout = overrides.remoteLoadTimeoutMs;
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 100 && timeout <= 120_000) next.remoteLoadTimeoutMs = timeout;
  current = next;
  return next;
}
export { registerPageInstance, type PageInstanceKind } from './page-instances';
