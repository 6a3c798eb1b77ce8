/** The search box's settling time, shared with every other search (`@marquee/shared/query`). */
export { SEARCH_DEBOUNCE_MS } from '@marquee/shared/query';
