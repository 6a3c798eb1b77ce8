/**
 * `@marquee/shared/first-paint` (platform): everything a page's first paint depends on, one way
 * for the whole page — the early start's hand-over (hand-over.ts, the page's only global name),
 * how a TMDb request and a first read of the database are addressed and the reads started for it before the page's code arrived,
 * the movie-id parser and the stored-session reader the early start shares with the app, and when
 * the first screen has shown and the page has settled. A platform singleton: one state per page.
 *
 * index.html's inline start (inline-start.ts → early-start.ts, with react-router's `matchRoutes`
 * and the frame's DOM code) and the shell's first script (early-state.ts) import their files
 * directly, `@marquee/shared/first-paint/<file>`: they run before the federation's shared
 * modules exist.
 */
export { DEPLOYMENT_MAP_PATH, PUBLIC_ENV_PATH, fetchStartedEarly, versionChoice, whenFramePictureShown } from './early-state';
export {
  CANARY_CHANNEL,
  canaryShare,
  chooseRemoteVersion,
  chooseVersions,
  type ForcedVersion,
  type VersionChoice,
} from './choose-versions';
export { arrivedEarlyAnswer, startEarlyRead, startEarlyReads, takeEarlyRead, untakenEarlyReads } from './early-reads';
// The early start's own parts (resolving a declared read, starting it) stay out of the platform.
export { databaseReadUrl, type DatabaseRead } from './database-read';
export {
  FRAME_SHAPES,
  TMDB_FUNCTION_NAME,
  cleanParams,
  resolvePrefetch,
  tmdbImageUrl,
  tmdbRequestUrl,
  valueAt,
  type EarlyAnswer,
  type FirstImage,
  type FrameHeader,
  type FrameShape,
  type PrefetchRequest,
  type TmdbParamValue,
  type TmdbParams,
  type TmdbRequestBody,
} from './tmdb-request';
export { parseMovieId } from './movie-id';
export { hasStoredSession, isAuthStorageKey, readStoredSession } from './stored-session';
export { expectFirstScreen, firstScreenCommitted, firstScreenShown } from './first-screen';
export { pageSettled, usePageSettled } from './page-settled';
export { nextTask } from './next-task';
export type { PageHandOver } from './hand-over';
