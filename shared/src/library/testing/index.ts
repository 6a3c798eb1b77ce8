/**
 * Test-only (`@marquee/shared/library/testing`): an in-memory stand-in for the parts of the
 * Supabase client the library calls — `from(table)` with select, eq, lt, order, limit,
 * maybeSingle, upsert and delete — so hooks and pages are tested against real query chains.
 * Answers can be held back (to see optimistic states) and made to fail.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import type { LibraryKind, LibraryRow } from '@marquee/shared/library';

type Operation = 'select' | 'upsert' | 'delete';
type Filter = { column: keyof LibraryRow; op: 'eq' | 'lt'; value: unknown };

export interface FakeCall {
  table: LibraryKind;
  operation: Operation;
  filters: Filter[];
  payload?: unknown;
}

interface FakeError {
  message: string;
  code: string;
}

interface Answer {
  data: unknown;
  error: FakeError | null;
  count: number | null;
}

interface Db {
  tables: Record<LibraryKind, LibraryRow[]>;
  calls: FakeCall[];
  failures: Array<{ operation: Operation; error: FakeError }>;
  gate: Promise<void> | null;
  nextId: number;
  clock: number;
}

const START = Date.parse('2026-01-01T00:00:00.000Z');

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

class FakeQuery implements PromiseLike<Answer> {
  private readonly filters: Filter[] = [];
  private readonly orders: Array<{ column: keyof LibraryRow; ascending: boolean }> = [];
  private max: number | null = null;
  private counted = false;
  private head = false;
  private single = false;

  constructor(
    private readonly db: Db,
    private readonly table: LibraryKind,
    private readonly operation: Operation,
    private readonly payload?: Partial<LibraryRow>,
    private readonly ignoreDuplicates = false,
  ) {}

  select(_columns = '*', options: { count?: 'exact'; head?: boolean } = {}) {
    this.counted = options.count === 'exact';
    this.head = options.head === true;
    return this;
  }

  eq(column: keyof LibraryRow, value: unknown) {
    this.filters.push({ column, op: 'eq', value });
    return this;
  }

  lt(column: keyof LibraryRow, value: unknown) {
    this.filters.push({ column, op: 'lt', value });
    return this;
  }

  order(column: keyof LibraryRow, { ascending = true }: { ascending?: boolean } = {}) {
    this.orders.push({ column, ascending });
    return this;
  }

  limit(count: number) {
    this.max = count;
    return this;
  }

  maybeSingle() {
    this.single = true;
    return this;
  }

  then<R1 = Answer, R2 = never>(onFulfilled?: ((value: Answer) => R1 | PromiseLike<R1>) | null, onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null) {
    return this.run().then(onFulfilled, onRejected);
  }

  private matches(row: LibraryRow): boolean {
    return this.filters.every(({ column, op, value }) => (op === 'eq' ? row[column] === value : compare(row[column], value) < 0));
  }

  private async run(): Promise<Answer> {
    this.db.calls.push({ table: this.table, operation: this.operation, filters: [...this.filters], payload: this.payload });
    while (this.db.gate) await this.db.gate;
    const failure = this.db.failures.findIndex((f) => f.operation === this.operation);
    const failed = failure >= 0 ? this.db.failures.splice(failure, 1)[0] : undefined;
    if (failed) return { data: null, error: failed.error, count: null };
    const rows = this.db.tables[this.table];
    if (this.operation === 'upsert') {
      const input = this.payload as Omit<LibraryRow, 'id' | 'created_at'>;
      const existing = rows.find((row) => row.user_id === input.user_id && row.movie_id === input.movie_id);
      if (existing && !this.ignoreDuplicates) return { data: null, error: { code: '23505', message: 'duplicate key value' }, count: null };
      if (!existing) {
        this.db.clock += 1000;
        rows.push({ ...input, id: `row-${(this.db.nextId += 1)}`, created_at: new Date(this.db.clock).toISOString() });
      }
      return { data: null, error: null, count: null };
    }
    if (this.operation === 'delete') {
      this.db.tables[this.table] = rows.filter((row) => !this.matches(row));
      return { data: null, error: null, count: null };
    }
    let found = rows.filter((row) => this.matches(row));
    const count = found.length;
    for (const { column, ascending } of [...this.orders].reverse()) {
      found = [...found].sort((a, b) => (ascending ? 1 : -1) * compare(a[column], b[column]));
    }
    if (this.max !== null) found = found.slice(0, this.max);
    if (this.single) {
      if (found.length > 1) return { data: null, error: { code: 'PGRST116', message: 'more than one row' }, count: null };
      return { data: found[0] ?? null, error: null, count: null };
    }
    return { data: this.head ? null : found.map((row) => ({ ...row })), error: null, count: this.counted ? count : null };
  }
}

export function createFakeLibraryClient() {
  const db: Db = { tables: { favorites: [], watchlist: [] }, calls: [], failures: [], gate: null, nextId: 0, clock: START };
  const from = (table: LibraryKind) => ({
    select: (columns?: string, options?: { count?: 'exact'; head?: boolean }) => new FakeQuery(db, table, 'select').select(columns, options),
    upsert: (row: Partial<LibraryRow>, options: { ignoreDuplicates?: boolean } = {}) => new FakeQuery(db, table, 'upsert', row, options.ignoreDuplicates),
    delete: () => new FakeQuery(db, table, 'delete'),
  });
  let release: (() => void) | null = null;

  return {
    // Only `from` is used by the library; the fake is not a whole client, hence the one cast.
    client: { from } as unknown as SupabaseClient,
    calls: db.calls,
    rows: (kind: LibraryKind) => db.tables[kind],
    /** Adds rows as if the user had kept these movies, the last one newest. */
    seed(kind: LibraryKind, userId: string, movies: Array<Pick<LibraryRow, 'movie_id' | 'title'> & Partial<LibraryRow>>) {
      for (const movie of movies) {
        db.clock += 1000;
        db.tables[kind].push({
          id: `row-${(db.nextId += 1)}`,
          user_id: userId,
          poster_path: null,
          release_date: null,
          vote_average: null,
          created_at: new Date(db.clock).toISOString(),
          ...movie,
        });
      }
    },
    /** The next call of this kind answers with an error. */
    failNext(operation: Operation, message = 'Network error') {
      db.failures.push({ operation, error: { code: 'FAKE', message } });
    },
    /** Holds every answer until `resume()`: the moment between a click and the server's reply. */
    hold() {
      db.gate ??= new Promise<void>((resolve) => (release = resolve));
    },
    resume() {
      db.gate = null;
      release?.();
      release = null;
    },
  };
}

export type FakeLibraryClient = ReturnType<typeof createFakeLibraryClient>;
