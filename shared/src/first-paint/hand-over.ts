/**
 * The one hand-over between the code that runs before the app and the app: a single page-global
 * object, `__marquee`, and the only place Marquee reads or writes a global name.
 *
 * Three builds run on a page and cannot share module state: index.html's inline start (built on
 * its own, see shared/build/inline-early-start.mjs), the shell's first script (before the
 * federation's async boundary, so it cannot use a shared module) and the app behind the boundary
 * (the shell and its remotes, which share `@marquee/shared/first-paint` as a platform singleton).
 * What the first two start and the app takes is kept here, typed:
 *
 * - `earlyStart`: what the inline start began — the deployment files it is fetching and when the
 *   first paint's frame shows its picture (first-paint/early-state.ts);
 * - `earlyReads` and `earlyAnswers`: a page's first TMDb reads and reads of the database, started
 *   before the page's code has arrived, by URL, for its TMDb client or its database query to take
 *   once (first-paint/early-reads.ts, database-read.ts);
 * - `bundlerRuntime`: the shell's federation bundler runtime, lent to production remotes, which
 *   are built to take it from here (shared/build/bundler-runtime-from-shell.mjs);
 * - `instances`: how many of each stateful singleton the page made (config/page-instances.ts),
 *   which the end-to-end suite reads to prove there is one of each.
 *
 * Whoever comes first makes the object; nobody replaces it.
 */
import type { VersionChoice } from './choose-versions';
import type { EarlyAnswer } from './tmdb-request';

export const HAND_OVER_NAME = '__marquee';

/** What the early start began (see early-state.ts). */
export interface EarlyStartState {
  started: boolean;
  /** The deployment files' responses, by path, each handed out once. */
  pending: Map<string, Promise<Response>>;
  /** Settles when the frame shows its first picture, or when it is known that it will show none. */
  framePicture: Promise<void>;
  settleFramePicture: () => void;
  /** Which version of each remote this page runs (its canaries resolved), chosen once for the early start and the app. */
  versionChoice?: VersionChoice;
}

/** Module Federation's stateless bundler-runtime functions, as the shell lends them. */
export interface LentBundlerRuntime {
  bundlerRuntime: object;
  attachShareScopeMap: unknown;
}

export interface PageHandOver {
  earlyStart?: EarlyStartState;
  earlyReads: Map<string, Promise<Response>>;
  earlyAnswers: Map<string, EarlyAnswer>;
  bundlerRuntime?: LentBundlerRuntime;
  instances?: Record<string, number>;
}

/**
 * Remotes built against platform 1.7–1.11 read the lent bundler runtime under this name of its
 * own; the hand-over answers it too, until a platform major drops them.
 */
const LEGACY_BUNDLER_RUNTIME_NAME = '__marqueeFederationBundlerRuntime';

type PageGlobal = Record<typeof HAND_OVER_NAME, PageHandOver | undefined> & Record<string, unknown>;

/** The page's global object: the one place Marquee's code names it. */
const pageGlobal = (): PageGlobal => globalThis as unknown as PageGlobal;

/** The page's hand-over, made on first use. */
export function pageHandOver(): PageHandOver {
  const page = pageGlobal();
  let handOver = page[HAND_OVER_NAME];
  if (!handOver) {
    const made: PageHandOver = { earlyReads: new Map(), earlyAnswers: new Map() };
    handOver = made;
    page[HAND_OVER_NAME] = made;
    Object.defineProperty(page, LEGACY_BUNDLER_RUNTIME_NAME, { configurable: true, get: () => made.bundlerRuntime });
  }
  return handOver;
}

/**
 * The page's hand-over if someone has made it, without making it: for code that only ever runs
 * after the shell's first script (a remote's entry), so it does not carry the making.
 */
export function existingHandOver(): PageHandOver | undefined {
  return pageGlobal()[HAND_OVER_NAME];
}
