/**
 * Settings of the local Supabase-compatible stack. Defaults are the Supabase CLI's local
 * defaults, so a project created with `supabase start` and this stack accept the same keys.
 * Every value can be overridden from the environment (see the root `.env.example`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** This package's folder: the platform SQL and the local data (`.data/`) live under it. */
export const LOCAL_STACK_DIR = path.resolve(here, '..');

/**
 * The Supabase project the stack serves, as `supabase start` serves the folder it runs in: its
 * `migrations/`, `seed.sql`, `functions/` and `config.toml`. That is the workspace's `supabase/`
 * package, beside this one.
 */
export const SUPABASE_DIR = path.resolve(LOCAL_STACK_DIR, '..', 'supabase');

/** The JWT secret of `supabase start`; tokens signed with it are accepted by this stack. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** `supabase start`'s anon key: role anon, signed with the default secret. */
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** `supabase start`'s service_role key: bypasses row level security. */
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * config.toml's `additional_redirect_urls`: entries are matched exactly (or as globs), so the
 * password-reset page on 127.0.0.1 is listed besides the site itself.
 */
export const DEFAULT_ADDITIONAL_REDIRECT_URLS = 'http://127.0.0.1:3000,http://127.0.0.1:3000/auth/update-password';

export interface StackConfig {
  host: string;
  port: number;
  /** Public URL of the stack, as the browser reaches it. */
  publicUrl: string;
  /** Where the web app lives; the default `redirect_to` of auth e-mails and OAuth. */
  siteUrl: string;
  /** URLs (exact, or globs with `*`, `**`, `?`) allowed to redirect to after auth, besides siteUrl's origin. */
  additionalRedirectUrls: string[];
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access token lifetime in seconds (GoTrue default: one hour). */
  jwtExpiry: number;
  /** Whether sign-up sends a confirmation e-mail instead of confirming at once. */
  enableConfirmations: boolean;
  /** PostgreSQL connection string; when empty, embedded PGlite is used. */
  databaseUrl: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Where uploaded storage objects are kept. */
  storageDir: string;
  /** Extra variables handed to edge functions (e.g. TMDB_API_KEY). */
  functionEnv: Record<string, string>;
  /**
   * Whether google/github sign-in goes to the local stand-in page, which signs anyone in as any
   * e-mail they type (AUTH_LOCAL_OAUTH_PROVIDERS=false turns the providers off).
   */
  localOAuthProviders: boolean;
  /**
   * Listen on a non-loopback address even with the demo JWT secret or the local provider page
   * (SUPABASE_ALLOW_INSECURE_PUBLIC=true); the stack then only warns.
   */
  allowInsecurePublic: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StackConfig> = {}): StackConfig {
  const host = env.SUPABASE_HOST ?? '127.0.0.1';
  const port = Number(env.SUPABASE_PORT ?? 54321);
  const dataRoot = path.join(LOCAL_STACK_DIR, '.data');
  const functionEnv: Record<string, string> = {};
  for (const key of ['TMDB_API_KEY', 'TMDB_ACCESS_TOKEN', 'TMDB_BASE_URL']) {
    const value = env[key];
    if (value) functionEnv[key] = value;
  }
  const base: StackConfig = {
    host,
    port,
    publicUrl: env.SUPABASE_PUBLIC_URL ?? `http://${host}:${port}`,
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? DEFAULT_ADDITIONAL_REDIRECT_URLS).split(',').filter(Boolean),
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    enableConfirmations: env.AUTH_ENABLE_CONFIRMATIONS === 'true',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.PGLITE_DATA_DIR ?? path.join(dataRoot, 'pglite'),
    storageDir: env.STORAGE_DIR ?? path.join(dataRoot, 'storage'),
    functionEnv,
    localOAuthProviders: env.AUTH_LOCAL_OAUTH_PROVIDERS !== 'false',
    allowInsecurePublic: env.SUPABASE_ALLOW_INSECURE_PUBLIC === 'true',
  };
  return { ...base, ...overrides };
}
