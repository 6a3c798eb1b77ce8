/**
 * The feed "From people you follow" (`following_feed`) at scale: 10,000 members, each following
 * 100 others and with 20 events (8 reviews, 6 likes of others' reviews, 4 diary entries and 2
 * lists), then the first page
 * and a following page read as a member would (role `authenticated`, the member's JWT claims,
 * row level security on) for a sample of members. Reports p50/p95 of each.
 *
 *   pnpm -C supabase bench:feed                          on PGlite (in memory)
 *   pnpm -C supabase bench:feed:postgres                 on a throwaway PostgreSQL 15
 *   pnpm -C supabase bench:feed -- --members 2000        a smaller run
 *
 * The seed writes in bulk with the tables' user triggers off (the counts and notifications
 * they keep are not read by the feed), then sets the counts in one statement each.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadConfig, migrate, openDb, type ScriptableDb } from '@marquee/local-stack';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    follows: { type: 'string', default: '100' },
    reviews: { type: 'string', default: '8' },
    likes: { type: 'string', default: '6' },
    diary: { type: 'string', default: '4' },
    lists: { type: 'string', default: '2' },
    samples: { type: 'string', default: '300' },
  },
});
const MEMBERS = Number(values.members);
const FOLLOWS = Number(values.follows);
const REVIEWS = Number(values.reviews);
const LIKES = Number(values.likes);
const DIARY = Number(values.diary);
const LISTS = Number(values.lists);
const SAMPLES = Number(values.samples);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function seed(db: ScriptableDb): Promise<void> {
  await db.exec(`
    create table bench_members (n integer primary key, user_id uuid not null);
    alter table auth.users disable trigger user;
    alter table public.follows disable trigger user;
    alter table public.reviews disable trigger user;
    alter table public.review_likes disable trigger user;
    alter table public.diary_entries disable trigger user;
    alter table public.lists disable trigger user;
  `);
  await timed(`${MEMBERS} members`, () =>
    db.exec(`
      insert into bench_members select n, gen_random_uuid() from generate_series(0, ${MEMBERS - 1}) n;
      insert into auth.users (id, email) select user_id, 'bench' || n || '@example.test' from bench_members;
      insert into public.profiles (user_id, username) select user_id, 'bench_' || n from bench_members;
    `),
  );
  // Member n follows n + 97k (k = 1..FOLLOWS), modulo the member count: never themself.
  await timed(`${MEMBERS * FOLLOWS} follows`, () =>
    db.exec(`
      insert into public.follows (follower_id, followee_id, created_at)
      select a.user_id, b.user_id, now() - (k || ' minutes')::interval
        from bench_members a cross join generate_series(1, ${FOLLOWS}) k
        join bench_members b on b.n = (a.n + k * 97) % ${MEMBERS};
    `),
  );
  await timed(`${MEMBERS * REVIEWS} reviews`, () =>
    db.exec(`
      select setseed(0.42);
      insert into public.reviews (user_id, movie_id, rating, review_text, created_at, updated_at, reviewed_at)
      select m.user_id, 1 + m.n * ${REVIEWS} + j, 1 + (m.n + j) % 5, '<p>Review ' || j || ' by member ' || m.n || '</p>',
             now(), now(), now() - random() * interval '365 days'
        from bench_members m cross join generate_series(0, ${REVIEWS - 1}) j;
    `),
  );
  // Member n likes review (k mod REVIEWS) of member n + 37k: another member's, once each.
  await timed(`${MEMBERS * LIKES} likes`, () =>
    db.exec(`
      insert into public.review_likes (review_id, user_id, created_at)
      select r.id, m.user_id, now() - random() * interval '365 days'
        from bench_members m cross join generate_series(1, ${LIKES}) k
        join public.reviews r on r.movie_id = 1 + ((m.n + k * 37) % ${MEMBERS}) * ${REVIEWS} + k % ${REVIEWS};
    `),
  );
  await timed(`${MEMBERS * DIARY} diary entries, ${MEMBERS * LISTS} lists`, () =>
    db.exec(`
      insert into public.diary_entries (user_id, tmdb_id, title, watched_on, rating, created_at, updated_at)
      select m.user_id, 1 + k, 'Film ' || k, current_date - k, 1 + k % 5, now() - random() * interval '365 days', now()
        from bench_members m cross join generate_series(1, ${DIARY}) k;
      insert into public.lists (user_id, name, slug, created_at, updated_at)
      select m.user_id, 'List ' || k, 'list-' || k, now() - random() * interval '365 days', now()
        from bench_members m cross join generate_series(1, ${LISTS}) k;
    `),
  );
  await timed('counts and statistics', () =>
    db.exec(`
      alter table public.profiles disable trigger user;
      update public.profiles p set
        followers_count = (select count(*) from public.follows f where f.followee_id = p.user_id),
        following_count = (select count(*) from public.follows f where f.follower_id = p.user_id);
      alter table public.profiles enable trigger user;
      alter table auth.users enable trigger user;
      alter table public.follows enable trigger user;
      alter table public.reviews enable trigger user;
      alter table public.review_likes enable trigger user;
      alter table public.diary_entries enable trigger user;
      alter table public.lists enable trigger user;
    `),
  );
  // As autovacuum leaves a settled table: its visibility map set, so index-only scans stay index-only.
  await timed('vacuum analyze', () => db.query(db.kind === 'postgres' ? 'vacuum analyze' : 'analyze'));
}

interface FeedRow {
  id: string;
  occurred_at: string;
}

async function measure(db: ScriptableDb): Promise<void> {
  const { rows: sample } = await db.query<{ user_id: string }>(
    `select user_id from bench_members where n % greatest(1, ${Math.floor(MEMBERS / SAMPLES)}) = 0 limit ${SAMPLES}`,
  );
  const first: number[] = [];
  const next: number[] = [];
  const feed = (userId: string, cursor: FeedRow | null) =>
    db.asRole({ role: 'authenticated', sub: userId }, async (tx) => {
      const start = performance.now();
      const { rows } = await tx.query<FeedRow>('select * from public.following_feed($1, $2, 10)', [
        cursor?.occurred_at ?? null,
        cursor?.id ?? null,
      ]);
      return { rows, ms: performance.now() - start };
    });
  // A first pass warms the caches, as a running server's are.
  for (const { user_id } of sample.slice(0, 20)) await feed(user_id, null);
  for (const { user_id } of sample) {
    const page = await feed(user_id, null);
    if (page.rows.length !== 10) throw new Error(`member ${user_id}: ${page.rows.length} rows on the first page`);
    first.push(page.ms);
    const second = await feed(user_id, page.rows.at(-1)!);
    if (second.rows.length !== 10) throw new Error(`member ${user_id}: ${second.rows.length} rows on the second page`);
    next.push(second.ms);
  }
  for (const [label, times] of [
    ['first page', first],
    ['next page', next],
  ] as const) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  ${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length} members)`,
    );
  }
}

const db = await openDb(loadConfig(process.env, { dataDir: 'memory://', databaseUrl: process.env.DATABASE_URL ?? '' }));
try {
  const { rows } = await db.query<{ version: string }>('select version()');
  console.log(`following_feed on ${db.kind}: ${rows[0]?.version.split(',')[0]}`);
  console.log(
    `${MEMBERS} members × ${FOLLOWS} follows × ${REVIEWS + LIKES + DIARY + LISTS} events (${REVIEWS} reviews, ${LIKES} likes, ${DIARY} diary entries, ${LISTS} lists)`,
  );
  await timed('migrations', () => migrate(db));
  await seed(db);
  await measure(db);
} finally {
  await db.close();
}
