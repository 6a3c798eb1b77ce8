/**
 * A stand-in for the Supabase client's `from('reviews')` query builder: each chain is recorded
 * and answered by the handler for its operation (list, my review, insert, update, delete).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Review, ReviewWithAuthor } from '@marquee/shared/reviews';

export interface RecordedQuery {
  table: string;
  operation: 'select' | 'insert' | 'update' | 'delete';
  payload?: unknown;
  filters: Record<string, unknown>;
  terminal: 'single' | 'maybeSingle' | null;
}

interface Answer<T> {
  data: T;
  error: { message: string; code?: string } | null;
}

export interface FakeReviewsHandlers {
  list(query: RecordedQuery): Promise<Answer<ReviewWithAuthor[]>>;
  mine(query: RecordedQuery): Promise<Answer<Review | null>>;
  save(query: RecordedQuery): Promise<Answer<Review | null>>;
}

export function reviewRow(overrides: Partial<Review> = {}): Review {
  return {
    id: 'review-1',
    user_id: 'user-1',
    movie_id: 7,
    rating: 3,
    review_text: null,
    contains_spoilers: false,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function createFakeReviewsClient(handlers: Partial<FakeReviewsHandlers> = {}) {
  const queries: RecordedQuery[] = [];
  const answer: FakeReviewsHandlers = {
    list: async () => ({ data: [], error: null }),
    mine: async () => ({ data: null, error: null }),
    save: async (query) => ({ data: reviewRow({ ...(query.payload as Partial<Review>), id: String(query.filters.id ?? 'review-new') }), error: null }),
    ...handlers,
  };

  function builder(table: string) {
    const query: RecordedQuery = { table, operation: 'select', filters: {}, terminal: null };
    const settle = () => {
      queries.push(query);
      if (query.operation === 'select') return query.terminal ? answer.mine(query) : answer.list(query);
      return answer.save(query);
    };
    const chain = {
      select: () => chain,
      insert: (payload: unknown) => Object.assign(query, { operation: 'insert', payload }) && chain,
      update: (payload: unknown) => Object.assign(query, { operation: 'update', payload }) && chain,
      delete: () => Object.assign(query, { operation: 'delete' }) && chain,
      eq: (column: string, value: unknown) => {
        query.filters[column] = value;
        return chain;
      },
      order: () => chain,
      returns: () => chain,
      single: () => Object.assign(query, { terminal: 'single' }) && chain,
      maybeSingle: () => Object.assign(query, { terminal: 'maybeSingle' }) && chain,
      then: (resolve: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) => settle().then(resolve, reject),
    };
    return chain;
  }

  return {
    // Only the query builder is faked, hence the one cast.
    client: { from: builder } as unknown as SupabaseClient,
    queries,
    saves: () => queries.filter((query) => query.operation !== 'select'),
  };
}
