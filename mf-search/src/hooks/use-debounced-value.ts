/** The search box's settling of typed text, shared with every other search (`@marquee/shared/query`). */
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@marquee/shared/query';
