export { CACHE_TIMES, type DataKind } from './cache-times';
export { MAX_RETRIES, retryAfterMs, shouldRetry, shouldRetryDetail } from './retry';
export { createQueryClient, queryClient } from './query-client';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
