/**
 * The user's library (`@marquee/shared/library`): favorites and watchlist rows, their query
 * keys, and hooks for a movie's status, optimistic toggles and the list pages.
 */
export * from './types';
export { libraryKeys } from './library-keys';
export {
  LIBRARY_PAGE_SIZE,
  LibraryError,
  addToLibrary,
  countLibrary,
  fetchLibraryPage,
  fetchLibraryStatus,
  removeFromLibrary,
  toLibraryRowInput,
  type LibraryRowInput,
} from './library-api';
export { libraryRowsOf, type LibraryListData } from './library-cache';
export { libraryStatusQueryOptions, useLibraryStatus, type LibraryStatus } from './use-library-status';
export { libraryFailureToast, useToggleLibrary, type ToggleLibraryInput } from './use-toggle-library';
export { libraryCountQueryOptions, libraryListQueryOptions, useLibraryCount, useLibraryList } from './use-library-list';
export { toCardMovie } from './to-card-movie';
