/**
 * A member's watched films (`@marquee/shared/watched`): the status of a film, the optimistic
 * toggle, and the "Watched" button the movie page and the member's movie cards show.
 */
export { EyeIcon } from './eye-icon';
export { watchedKeys } from './watched-keys';
export { countDiaryEntries, type WatchedMovie } from './watched-api';
export { useToggleWatched, useWatchedStatus } from './use-watched';
export { WatchedToggle, type WatchedToggleProps } from './watched-toggle';
