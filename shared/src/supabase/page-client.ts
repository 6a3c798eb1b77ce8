/**
 * The one Supabase client of the page. The supabase entry is a federation singleton, so the
 * shell and every remote share it, and with it one session and one auth listener.
 *
 * supabase-js (about 48 KB compressed, and its start-up work) is loaded on demand, not with the
 * page: a visitor who only browses never downloads it. It loads when a component needs it
 * (`useSupabaseClient` suspends until it is there, and the download starts once that component's
 * skeleton is on screen), with a sign-in, once a page with a stored session has settled, or when
 * another tab stores a session (the auth store asks then).
 */
import type { SupabaseClient } from './client-type';
import type { Database } from './database.types';
import { getPublicConfig, registerPageInstance } from '@marquee/shared/config';
import { firstScreenShown, nextTask } from '@marquee/shared/first-paint';

let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;

/**
 * After the page's first screen has committed (`firstScreenShown`: React may render it in slices,
 * across several frames) and the browser has painted its next frame: a component that asks for
 * the client while it renders (a member's page behind its skeleton) is on screen before
 * supabase-js starts downloading, not after. A hidden tab paints no frame; the timeout stands in.
 */
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** The page's client, loading supabase-js the first time; the same promise every time. */
export function loadSupabase(): Promise<SupabaseClient> {
  loading ??= firstScreenShown()
    // Two frames: the one that draws the first screen, and the one after it, by when it is shown.
    .then(afterNextPaint)
    .then(afterNextPaint)
    .then(() => import('@supabase/supabase-js'))
    // Its modules have just been evaluated (one task); the client is made in the next one.
    .then((supabase) => nextTask().then(() => supabase))
    .then(
      ({ createClient }) => {
        const { supabaseUrl, supabaseAnonKey } = getPublicConfig();
        client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
          auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
        });
        registerPageInstance('supabase-client');
        return client;
      },
      (error: unknown) => {
        // A failed download (a flaky network) may be retried by the next caller.
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** The page's client if it has loaded, else null. */
export function loadedSupabase(): SupabaseClient | null {
  return client;
}

/**
 * The page's client when it has loaded. Before that, a stand-in whose `functions.invoke` waits
 * for the client: remotes built against platform 1.3 or older call the TMDb proxy through it
 * (their bundled TMDb client reads `getSupabase()` at each call), so they keep working with a
 * shell that loads supabase-js on demand. Anything else on the stand-in throws: new code awaits
 * `loadSupabase()` or reads `useSupabaseClient()`.
 * @deprecated since platform 1.4.0: use `loadSupabase()` or `useSupabaseClient()`.
 */
export function getSupabase(): SupabaseClient {
  return client ?? notLoadedYet;
}

const notLoadedYet = new Proxy({} as SupabaseClient, {
  get(_, property) {
    if (property === 'functions') {
      return {
        invoke: (...args: Parameters<SupabaseClient['functions']['invoke']>) =>
          loadSupabase().then((loaded) => loaded.functions.invoke(...args)),
      };
    }
    throw new Error(`The Supabase client has not loaded yet (reading ${String(property)}): await loadSupabase() first.`);
  },
});
