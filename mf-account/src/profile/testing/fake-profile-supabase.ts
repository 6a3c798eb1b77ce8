/**
 * A stand-in for the parts of the Supabase client the profile calls use: PostgREST chains
 * (`from().select().eq()`, `.update().eq().select().single()`, HEAD counts) and the storage
 * bucket's upload and public URL. Every call is recorded; answers are set per table or bucket.
 * Free of test-runner APIs, so page tests in the remotes can use it too.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Profile } from '@marquee/shared/auth';
import { getPublicConfig } from '@marquee/shared/config';

export interface FakeError {
  message: string;
  code?: string;
  status?: number;
}

export interface RecordedQuery {
  table: string;
  action: 'select' | 'update';
  columns?: string;
  count?: { count?: string; head?: boolean };
  values?: Record<string, unknown>;
  filters: [column: string, value: unknown][];
  returning?: string;
  single: boolean;
}

export interface QueryAnswer {
  data?: unknown;
  count?: number | null;
  error?: FakeError | null;
}

export interface RecordedUpload {
  bucket: string;
  path: string;
  file: File;
  options: Record<string, unknown> | undefined;
}

type Answerer = (query: RecordedQuery) => QueryAnswer | Promise<QueryAnswer>;

/** The page's configured project URL: avatars are shown only from its storage. */
export const FAKE_SUPABASE_URL = getPublicConfig().supabaseUrl;

export function fakeProfileRow(overrides: Partial<Profile> = {}): Profile {
  return { user_id: 'user-1', username: 'film_fan', avatar_url: null, created_at: '2025-06-01T12:00:00Z', ...overrides };
}

/** A PostgREST builder: chainable, and a promise of its answer once awaited. */
class FakeQuery implements PromiseLike<QueryAnswer & { status: number }> {
  constructor(
    private readonly query: RecordedQuery,
    private readonly answer: Answerer,
    private readonly log: RecordedQuery[],
  ) {}

  select(columns = '*', options?: { count?: string; head?: boolean }) {
    if (this.query.action === 'update') this.query.returning = columns;
    else {
      this.query.columns = columns;
      if (options) this.query.count = options;
    }
    return this;
  }

  eq(column: string, value: unknown) {
    this.query.filters.push([column, value]);
    return this;
  }

  single() {
    this.query.single = true;
    return this;
  }

  then<A = QueryAnswer & { status: number }, B = never>(
    onFulfilled?: ((value: QueryAnswer & { status: number }) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    this.log.push(this.query);
    const run = async () => {
      const answer = await this.answer(this.query);
      return { data: null, count: null, error: null, status: answer.error ? 400 : 200, ...answer };
    };
    return run().then(onFulfilled, onRejected);
  }
}

export function createFakeProfileSupabase() {
  const queries: RecordedQuery[] = [];
  const uploads: RecordedUpload[] = [];
  const tableAnswers = new Map<string, Answerer>();
  let uploadAnswer: (upload: RecordedUpload) => { error: FakeError | null } | Promise<{ error: FakeError | null }> = () => ({ error: null });
  let profile = fakeProfileRow();

  /** By default: the profile row is read and updated in memory, and every count is 0. */
  const defaultAnswer: Answerer = (query) => {
    if (query.table === 'profiles') {
      if (query.action === 'update') profile = { ...profile, ...query.values };
      return { data: profile };
    }
    return { count: 0 };
  };

  const from = (table: string) => {
    const answer: Answerer = (query) => (tableAnswers.get(table) ?? defaultAnswer)(query);
    const start = (action: RecordedQuery['action'], values?: Record<string, unknown>) =>
      new FakeQuery({ table, action, filters: [], single: false, ...(values ? { values } : {}) }, answer, queries);
    return {
      select: (columns?: string, options?: { count?: string; head?: boolean }) => start('select').select(columns, options),
      update: (values: Record<string, unknown>) => start('update', values),
    };
  };

  /** The objects the fake's storage holds, as `bucket/path`. */
  const stored = new Set<string>();
  const storage = {
    from: (bucket: string) => ({
      upload: async (path: string, file: File, options?: Record<string, unknown>) => {
        const upload = { bucket, path, file, options };
        uploads.push(upload);
        const { error } = await uploadAnswer(upload);
        if (!error) stored.add(`${bucket}/${path}`);
        return error ? { data: null, error } : { data: { path, id: `${bucket}/${path}`, fullPath: `${bucket}/${path}` }, error: null };
      },
      list: async (folder: string) => ({
        data: [...stored].filter((key) => key.startsWith(`${bucket}/${folder}/`)).map((key) => ({ name: key.slice(bucket.length + folder.length + 2) })),
        error: null,
      }),
      remove: async (paths: string[]) => {
        for (const path of paths) stored.delete(`${bucket}/${path}`);
        return { data: paths.map((name) => ({ name })), error: null };
      },
      getPublicUrl: (path: string) => ({ data: { publicUrl: `${FAKE_SUPABASE_URL}/storage/v1/object/public/${bucket}/${path}` } }),
    }),
  };

  return {
    // The calls need only these members; the fake is not a full client, hence the one cast.
    client: { from, storage } as unknown as SupabaseClient,
    queries,
    uploads,
    /** Every object in the fake's storage, as `bucket/path`, sorted. */
    storedObjects: () => [...stored].sort(),
    /** The profile row as the fake's "database" holds it now. */
    profile: () => profile,
    setProfile(row: Profile) {
      profile = row;
    },
    answerTable(table: string, answer: Answerer) {
      tableAnswers.set(table, answer);
    },
    answerUpload(answer: typeof uploadAnswer) {
      uploadAnswer = answer;
    },
  };
}

export type FakeProfileSupabase = ReturnType<typeof createFakeProfileSupabase>;
