/**
 * Build-time defaults of the public settings every app reads (see .env.example). A deployment
 * may still override them at run time through the shell's /env.json, without a rebuild.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function publicEnvDefaults(env = process.env) {
  return {
    MARQUEE_SUPABASE_URL: env.MARQUEE_SUPABASE_URL ?? env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
    MARQUEE_SUPABASE_ANON_KEY: env.MARQUEE_SUPABASE_ANON_KEY ?? env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  };
}

/** The browsers Marquee's code is compiled for. */
export const BROWSER_TARGETS = 'chrome >= 111, firefox >= 115, safari >= 16.4';

/**
 * What an app's code reads from `process.env`, replaced at build time: the mode, whether the
 * build is federated, and the public settings' defaults. `NODE_ENV` is the mode, except in the
 * shell built for the one-remote loop (`reactDevelopment`), which runs React's development build
 * (and every library's development branch) in an otherwise production build; `MARQUEE_MODE` is
 * the build's mode either way (development tools show in development builds only).
 * @param {{ mode: string, federated: boolean, reactDevelopment?: boolean }} options
 */
export function buildTimeDefines({ mode, federated, reactDevelopment = false }) {
  return {
    'process.env.NODE_ENV': JSON.stringify(reactDevelopment ? 'development' : mode),
    'process.env.MARQUEE_MODE': JSON.stringify(mode),
    'process.env.MARQUEE_FEDERATED': JSON.stringify(federated),
    ...Object.fromEntries(Object.entries(publicEnvDefaults()).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
  };
}
