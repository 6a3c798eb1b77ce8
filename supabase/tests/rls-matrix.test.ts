/**
 * Row level security, cell by cell: every table and the avatars bucket × select / insert /
 * update / delete × anonymous visitor / owner / other signed-in user, each against fresh
 * rows, plus the constraints that guard the data. Runs on PGlite always and on PostgreSQL
 * when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseReviewText, plainTextOf } from '@marquee/shared/rich-text';
import { postgresAvailability, startTestStack, type Backend, type TestStack, type TestUser } from '@marquee/local-stack/testing';

type Actor = 'anonymous' | 'owner' | 'other';
type Op = 'select' | 'insert' | 'update' | 'delete';
/** allowed: the operation happens; filtered: silently sees/affects no row; denied: an error. */
type Outcome = 'allowed' | 'filtered' | 'denied';
type Table =
  | 'profiles'
  | 'reviews'
  | 'favorites'
  | 'watchlist'
  | 'review_likes'
  | 'user_preferences'
  | 'letterboxd_films'
  | 'diary_entries'
  | 'watched_films';

const ACTORS: Actor[] = ['anonymous', 'owner', 'other'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];

const PUBLIC_READ_OWNER_WRITE: Record<Op, Record<Actor, Outcome>> = {
  select: { anonymous: 'allowed', owner: 'allowed', other: 'allowed' },
  insert: { anonymous: 'denied', owner: 'allowed', other: 'denied' },
  update: { anonymous: 'filtered', owner: 'allowed', other: 'filtered' },
  delete: { anonymous: 'filtered', owner: 'allowed', other: 'filtered' },
};
const OWNER_ONLY: Record<Op, Record<Actor, Outcome>> = {
  select: { anonymous: 'filtered', owner: 'allowed', other: 'filtered' },
  insert: { anonymous: 'denied', owner: 'allowed', other: 'denied' },
  update: { anonymous: 'filtered', owner: 'allowed', other: 'filtered' },
  delete: { anonymous: 'filtered', owner: 'allowed', other: 'filtered' },
};
/** A profile lives as long as its account: nobody deletes it through the API, not even its owner. */
const PROFILES: Record<Op, Record<Actor, Outcome>> = {
  ...PUBLIC_READ_OWNER_WRITE,
  delete: { anonymous: 'filtered', owner: 'filtered', other: 'filtered' },
};
/** A like is added and withdrawn, never edited. */
const REVIEW_LIKES: Record<Op, Record<Actor, Outcome>> = {
  ...PUBLIC_READ_OWNER_WRITE,
  update: { anonymous: 'filtered', owner: 'filtered', other: 'filtered' },
};
/** A list switched public: readable by everyone, still written only by its owner. */
const PUBLIC_LIST: Record<Op, Record<Actor, Outcome>> = {
  ...OWNER_ONLY,
  select: { anonymous: 'allowed', owner: 'allowed', other: 'allowed' },
};
/** favorites and watchlist as created: private until their owner makes them public; a diary and its
 * watched films public until their owner hides them. */
const DESIGN: Record<Table, Record<Op, Record<Actor, Outcome>>> = {
  profiles: PROFILES,
  reviews: PUBLIC_READ_OWNER_WRITE,
  favorites: OWNER_ONLY,
  watchlist: OWNER_ONLY,
  review_likes: REVIEW_LIKES,
  user_preferences: OWNER_ONLY,
  letterboxd_films: OWNER_ONLY,
  diary_entries: PUBLIC_LIST,
  watched_films: PUBLIC_LIST,
};
const AVATARS: Record<Op, Record<Actor, Outcome>> = {
  select: { anonymous: 'allowed', owner: 'allowed', other: 'allowed' },
  insert: { anonymous: 'denied', owner: 'allowed', other: 'denied' },
  update: { anonymous: 'denied', owner: 'allowed', other: 'denied' },
  delete: { anonymous: 'filtered', owner: 'allowed', other: 'filtered' },
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

interface Fixture {
  owner: TestUser;
  other: TestUser;
  client(actor: Actor): SupabaseClient;
}

/** The row each table's cells work on, owned by `owner`; a like is on a review by `other`. */
function ownedRowOf(table: Table, owner: TestUser, movieId: number, reviewId: string): Record<string, unknown> {
  if (table === 'review_likes') return { review_id: reviewId, user_id: owner.id };
  if (table === 'user_preferences') return { user_id: owner.id, always_show_spoilers: false };
  if (table === 'reviews') return { user_id: owner.id, movie_id: movieId, rating: 4, review_text: '<p>A fine film indeed</p>' };
  if (table === 'profiles') return { user_id: owner.id };
  if (table === 'letterboxd_films')
    return { user_id: owner.id, movie_id: movieId, title: 'Owned', year: 2020, letterboxd_uri: 'https://boxd.it/2b0k' };
  if (table === 'diary_entries') return { user_id: owner.id, tmdb_id: movieId, title: 'Owned', watched_on: '2024-03-01', rating: 4 };
  if (table === 'watched_films') return { user_id: owner.id, tmdb_id: movieId, title: 'Owned', watched_at: '2024-03-01T00:00:00Z' };
  return { user_id: owner.id, movie_id: movieId, title: 'Owned', poster_path: '/p.jpg', release_date: '2020-01-02', vote_average: 7.5 };
}

function changeFor(table: Table): Record<string, unknown> {
  if (table === 'profiles') return { username: `renamed_${Math.random().toString(36).slice(2, 8)}` };
  if (table === 'reviews') return { rating: 1 };
  if (table === 'review_likes') return { created_at: '2001-01-01T00:00:00+00:00' };
  if (table === 'user_preferences') return { always_show_spoilers: true };
  return { title: 'Changed' };
}

function defineMatrix(backend: Backend): void {
  let stack: TestStack;
  let service: SupabaseClient;

  beforeAll(async () => {
    stack = await startTestStack({ backend });
    service = stack.service();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function fixture(): Promise<Fixture> {
    const owner = await stack.createUser();
    const other = await stack.createUser();
    const anon = stack.anon();
    return { owner, other, client: (actor) => (actor === 'anonymous' ? anon : actor === 'owner' ? owner.client : other.client) };
  }

  async function ownerRows(table: Table, owner: TestUser): Promise<Record<string, unknown>[]> {
    const { data, error } = await service.from(table).select('*').eq('user_id', owner.id);
    expect(error).toBeNull();
    return data ?? [];
  }

  /** A review by `other` for the like cells to point at. */
  async function othersReview(f: Fixture, movieId: number): Promise<string> {
    const { data, error } = await service
      .from('reviews')
      .insert({ user_id: f.other.id, movie_id: movieId, rating: 3 })
      .select('id')
      .single<{ id: string }>();
    expect(error).toBeNull();
    return data!.id;
  }

  async function runTableCell(table: Table, op: Op, actor: Actor, setup?: (f: Fixture) => Promise<void>): Promise<Outcome> {
    const f = await fixture();
    await setup?.(f);
    const client = f.client(actor);
    const movieId = 100 + Math.floor(Math.random() * 100000);
    const reviewId = table === 'review_likes' ? await othersReview(f, movieId) : '';
    const ownedRow = (t: Table, owner: TestUser, id: number) => ownedRowOf(t, owner, id, reviewId);
    if (table !== 'profiles' && op !== 'insert') {
      const { error } = await service.from(table).insert(ownedRow(table, f.owner, movieId));
      expect(error).toBeNull();
    }
    switch (op) {
      case 'select': {
        const { data, error } = await client.from(table).select('*').eq('user_id', f.owner.id);
        expect(error).toBeNull();
        return (data ?? []).length === 1 ? 'allowed' : 'filtered';
      }
      case 'insert': {
        // A profile can be inserted only where none exists: the sign-up trigger made one.
        if (table === 'profiles') await service.from('profiles').delete().eq('user_id', f.owner.id);
        const row = table === 'profiles' ? { user_id: f.owner.id, username: `made_${movieId}` } : ownedRow(table, f.owner, movieId);
        const { error, status } = await client.from(table).insert(row);
        const rows = await ownerRows(table, f.owner);
        if (!error) {
          expect(status).toBe(201);
          expect(rows).toHaveLength(1);
          return 'allowed';
        }
        expect(error.code).toBe('42501');
        expect(error.message).toBe(`new row violates row-level security policy for table "${table}"`);
        expect(status).toBe(actor === 'anonymous' ? 401 : 403);
        expect(rows).toHaveLength(0);
        return 'denied';
      }
      case 'update': {
        const before = await ownerRows(table, f.owner);
        const change = changeFor(table);
        const { data, error } = await client.from(table).update(change).eq('user_id', f.owner.id).select();
        expect(error).toBeNull();
        const after = await ownerRows(table, f.owner);
        if ((data ?? []).length === 1) {
          expect(after[0]).toMatchObject(change);
          return 'allowed';
        }
        expect(after).toEqual(before);
        return 'filtered';
      }
      case 'delete': {
        const { error } = await client.from(table).delete().eq('user_id', f.owner.id);
        expect(error).toBeNull();
        return (await ownerRows(table, f.owner)).length === 0 ? 'allowed' : 'filtered';
      }
    }
  }

  async function avatarKeys(owner: TestUser): Promise<string[]> {
    const { data } = await service.storage.from('avatars').list(owner.id);
    return (data ?? []).map((o) => o.name);
  }

  async function runAvatarCell(op: Op, actor: Actor): Promise<Outcome> {
    const f = await fixture();
    const bucket = f.client(actor).storage.from('avatars');
    const key = `${f.owner.id}/avatar.png`;
    if (op !== 'insert') {
      const { error } = await f.owner.client.storage.from('avatars').upload(key, new Blob([PNG], { type: 'image/png' }));
      expect(error).toBeNull();
    }
    switch (op) {
      case 'select': {
        const { data, error } = await bucket.download(key);
        if (error) return 'filtered';
        expect(new Uint8Array(await data.arrayBuffer())).toEqual(PNG);
        const listed = await bucket.list(f.owner.id);
        expect(listed.data?.map((o) => o.name)).toEqual(['avatar.png']);
        return 'allowed';
      }
      case 'insert': {
        const { error } = await bucket.upload(key, new Blob([PNG], { type: 'image/png' }));
        if (!error) {
          expect(await avatarKeys(f.owner)).toEqual(['avatar.png']);
          return 'allowed';
        }
        expect(error.message).toBe('new row violates row-level security policy');
        expect(await avatarKeys(f.owner)).toEqual([]);
        return 'denied';
      }
      case 'update': {
        const replacement = new Uint8Array([...PNG, 9, 9]);
        const { error } = await bucket.upload(key, new Blob([replacement], { type: 'image/png' }), { upsert: true });
        const stored = await service.storage.from('avatars').download(key);
        const bytes = new Uint8Array(await (stored.data as Blob).arrayBuffer());
        if (!error) {
          expect(bytes).toEqual(replacement);
          return 'allowed';
        }
        expect(bytes).toEqual(PNG);
        return 'denied';
      }
      case 'delete': {
        const { data, error } = await bucket.remove([key]);
        expect(error).toBeNull();
        const left = await avatarKeys(f.owner);
        if ((data ?? []).length === 1) {
          expect(left).toEqual([]);
          return 'allowed';
        }
        expect(left).toEqual(['avatar.png']);
        return 'filtered';
      }
    }
  }

  for (const table of Object.keys(DESIGN) as Table[]) {
    describe(table, () => {
      for (const op of OPS) {
        for (const actor of ACTORS) {
          const expected = DESIGN[table][op][actor];
          it(`${op} by ${actor}: ${expected}`, async () => {
            expect(await runTableCell(table, op, actor)).toBe(expected);
          });
        }
      }
    });
  }

  for (const table of ['diary_entries', 'watched_films'] as const) {
    describe(`${table} with the diary switched private`, () => {
      const makePrivate = async (f: Fixture) => {
        const { error } = await service.from('profiles').update({ diary_public: false }).eq('user_id', f.owner.id);
        expect(error).toBeNull();
      };
      for (const op of OPS) {
        for (const actor of ACTORS) {
          const expected = OWNER_ONLY[op][actor];
          it(`${op} by ${actor}: ${expected}`, async () => {
            expect(await runTableCell(table, op, actor, makePrivate)).toBe(expected);
          });
        }
      }
    });
  }

  for (const visibility of ['public', 'private'] as const) {
    it(`diary_page on a ${visibility} diary (security_invoker): its entries to ${visibility === 'public' ? 'everyone' : 'its owner only, none to others'}`, async () => {
      const f = await fixture();
      const logged = await f.owner.client.from('diary_entries').insert({ tmdb_id: 8, title: 'Eight', watched_on: '2024-05-01' });
      expect(logged.error).toBeNull();
      if (visibility === 'private')
        expect((await service.from('profiles').update({ diary_public: false }).eq('user_id', f.owner.id)).error).toBeNull();
      for (const actor of ACTORS) {
        const { data, error } = await f.client(actor).rpc('diary_page', { diary_user: f.owner.id, page_offset: 0, page_size: 50 });
        expect(error).toBeNull();
        const outcome = data && data.length > 0 ? 'allowed' : 'filtered';
        expect(outcome, actor).toBe(visibility === 'public' ? PUBLIC_LIST.select[actor] : OWNER_ONLY.select[actor]);
        if (outcome === 'allowed') expect(data).toMatchObject([{ user_id: f.owner.id, tmdb_id: 8 }]);
      }
    });
  }

  for (const table of ['favorites', 'watchlist'] as const) {
    describe(`${table} switched public`, () => {
      const makePublic = async (f: Fixture) => {
        const { error } = await service
          .from('profiles')
          .update({ [`${table}_public`]: true })
          .eq('user_id', f.owner.id);
        expect(error).toBeNull();
      };
      for (const op of OPS) {
        for (const actor of ACTORS) {
          const expected = PUBLIC_LIST[op][actor];
          it(`${op} by ${actor}: ${expected}`, async () => {
            expect(await runTableCell(table, op, actor, makePublic)).toBe(expected);
          });
        }
      }
    });
  }

  describe('social tables: anonymous visitor, owner, another member, a blocked member', () => {
    type SocialActor = Actor | 'blocked';
    type SocialTable = 'follows' | 'blocks' | 'review_comments' | 'notifications';
    interface World {
      owner: TestUser;
      other: TestUser;
      blocked: TestUser;
      client(actor: SocialActor): SupabaseClient;
      /** A review by `other`, which the comment and like cells point at. */
      othersReview: string;
      /** A review by `owner`. */
      ownersReview: string;
    }

    /** owner and other both blocked `blocked`. */
    async function world(): Promise<World> {
      const f = await fixture();
      const blocked = await stack.createUser();
      const review = async (user: TestUser) => {
        const { data, error } = await service
          .from('reviews')
          .insert({ user_id: user.id, movie_id: 500_000 + Math.floor(Math.random() * 100000), rating: 4 })
          .select('id')
          .single<{ id: string }>();
        expect(error).toBeNull();
        return data!.id;
      };
      const blocks = [f.owner.id, f.other.id].map((blocker_id) => ({ blocker_id, blocked_id: blocked.id }));
      expect((await service.from('blocks').insert(blocks)).error).toBeNull();
      return {
        owner: f.owner,
        other: f.other,
        blocked,
        client: (actor) => (actor === 'blocked' ? blocked.client : f.client(actor)),
        othersReview: await review(f.other),
        ownersReview: await review(f.owner),
      };
    }

    /** The row a cell works on, written by the service role (or, for a notification, by a like). */
    async function ownedRow(table: SocialTable, w: World): Promise<Record<string, string>> {
      if (table === 'follows') {
        expect((await service.from('follows').insert({ follower_id: w.owner.id, followee_id: w.other.id })).error).toBeNull();
        return { follower_id: w.owner.id, followee_id: w.other.id };
      }
      if (table === 'blocks') return { blocker_id: w.owner.id, blocked_id: w.blocked.id };
      if (table === 'review_comments') {
        const { data, error } = await service
          .from('review_comments')
          .insert({ review_id: w.othersReview, user_id: w.owner.id, body: 'Well put' })
          .select('id')
          .single<{ id: string }>();
        expect(error).toBeNull();
        return { id: data!.id };
      }
      expect((await w.other.client.from('review_likes').insert({ review_id: w.ownersReview })).error).toBeNull();
      const { data } = await service.from('notifications').select('id').eq('recipient_id', w.owner.id).single<{ id: string }>();
      return { id: data!.id };
    }

    /** What each actor's insert would write as the owner. */
    function newRowOf(table: SocialTable, w: World): Record<string, string> {
      if (table === 'follows') return { follower_id: w.owner.id, followee_id: w.other.id };
      if (table === 'blocks') return { blocker_id: w.owner.id, blocked_id: w.other.id };
      if (table === 'review_comments') return { review_id: w.othersReview, user_id: w.owner.id, body: 'First!' };
      return { recipient_id: w.owner.id, actor_id: w.other.id, kind: 'follow' };
    }

    const CHANGE: Record<SocialTable, Record<string, string>> = {
      follows: { created_at: '2001-01-01T00:00:00+00:00' },
      blocks: { created_at: '2001-01-01T00:00:00+00:00' },
      review_comments: { body: 'Edited' },
      notifications: { read_at: '2001-01-01T00:00:00+00:00' },
    };

    async function stored(table: SocialTable, match: Record<string, string>): Promise<Record<string, unknown>[]> {
      let query = service.from(table).select('*');
      for (const [key, value] of Object.entries(match)) query = query.eq(key, value);
      const { data, error } = await query;
      expect(error).toBeNull();
      return data ?? [];
    }

    async function runSocialCell(table: SocialTable, op: Op, actor: SocialActor): Promise<Outcome> {
      const w = await world();
      const client = w.client(actor);
      if (op === 'insert') {
        const row = newRowOf(table, w);
        const { error } = await client.from(table).insert(row as Record<string, unknown>);
        const rows = await stored(table, table === 'notifications' ? { recipient_id: w.owner.id } : row);
        if (!error) {
          expect(rows).toHaveLength(1);
          return 'allowed';
        }
        expect(error.code).toBe('42501');
        expect(rows).toHaveLength(0);
        return 'denied';
      }
      const match = await ownedRow(table, w);
      const entries = Object.entries(match);
      const [key1, value1] = entries[0]!;
      const [key2, value2] = entries.at(-1)!;
      const from = (name: string) => client.from(name);
      if (op === 'select') {
        const { data, error } = await from(table).select('*').eq(key1, value1).eq(key2, value2);
        expect(error).toBeNull();
        return (data ?? []).length === 1 ? 'allowed' : 'filtered';
      }
      const before = await stored(table, match);
      if (op === 'update') {
        const { data, error } = await from(table).update(CHANGE[table]).eq(key1, value1).eq(key2, value2).select();
        expect(error).toBeNull();
        if ((data ?? []).length === 1) return 'allowed';
        expect(await stored(table, match)).toEqual(before);
        return 'filtered';
      }
      const { error } = await from(table).delete().eq(key1, value1).eq(key2, value2);
      expect(error).toBeNull();
      return (await stored(table, match)).length === 0 ? 'allowed' : 'filtered';
    }

    const A = 'allowed' as const;
    const F = 'filtered' as const;
    const D = 'denied' as const;
    const SOCIAL: Record<SocialTable, Record<Op, [Outcome, Outcome, Outcome, Outcome]>> = {
      //               anonymous owner other blocked
      follows: { select: [A, A, A, A], insert: [D, A, D, D], update: [F, F, F, F], delete: [F, A, F, F] },
      blocks: { select: [F, A, F, F], insert: [D, A, D, D], update: [F, F, F, F], delete: [F, A, F, F] },
      // The comment is on other's review: its author (owner) and the review's author (other) delete it.
      review_comments: { select: [A, A, A, A], insert: [D, A, D, D], update: [F, F, F, F], delete: [F, A, A, F] },
      // Written by triggers only; the recipient (owner) reads and marks them.
      notifications: { select: [F, A, F, F], insert: [D, D, D, D], update: [F, A, F, F], delete: [F, F, F, F] },
    };
    const SOCIAL_ACTORS: SocialActor[] = ['anonymous', 'owner', 'other', 'blocked'];

    for (const table of Object.keys(SOCIAL) as SocialTable[]) {
      describe(table, () => {
        for (const op of OPS) {
          SOCIAL_ACTORS.forEach((actor, index) => {
            const expected = SOCIAL[table][op][index]!;
            it(`${op} by ${actor}: ${expected}`, async () => {
              expect(await runSocialCell(table, op, actor)).toBe(expected);
            });
          });
        }
      });
    }

    describe('what a blocked member cannot do to the member who blocked them', () => {
      it('follow them (42501, 403), and an existing follow is removed by the block', async () => {
        const f = await fixture();
        expect((await f.other.client.from('follows').insert({ followee_id: f.owner.id })).error).toBeNull();
        expect((await f.owner.client.from('blocks').insert({ blocked_id: f.other.id })).error).toBeNull();
        expect(await stored('follows', { follower_id: f.other.id })).toEqual([]);
        const again = await f.other.client.from('follows').insert({ followee_id: f.owner.id });
        expect(again.status).toBe(403);
        expect(again.error).toMatchObject({ code: '42501', message: 'You cannot follow this member' });
      });

      it("comment on or like their reviews; their comments on the blocker's reviews are hidden from the blocker only", async () => {
        const f = await fixture();
        const { data: review } = await f.owner.client
          .from('reviews')
          .insert({ movie_id: 34, rating: 4 })
          .select('id')
          .single<{ id: string }>();
        const { data: comment, error } = await f.other.client
          .from('review_comments')
          .insert({ review_id: review!.id, body: 'Before the block' })
          .select('id')
          .single<{ id: string }>();
        expect(error).toBeNull();
        expect((await f.owner.client.from('blocks').insert({ blocked_id: f.other.id })).error).toBeNull();
        const refused = await f.other.client.from('review_comments').insert({ review_id: review!.id, body: 'Let me in' });
        expect(refused.status).toBe(403);
        expect(refused.error).toMatchObject({ code: '42501', message: "You cannot comment on this member's reviews" });
        const like = await f.other.client.from('review_likes').insert({ review_id: review!.id });
        expect(like.error).toMatchObject({ code: '42501', message: "You cannot like this member's reviews" });
        const seenBy = async (actor: Actor) =>
          (await f.client(actor).from('review_comments').select('id').eq('id', comment!.id)).data?.length;
        expect({ owner: await seenBy('owner'), anonymous: await seenBy('anonymous'), other: await seenBy('other') }).toEqual({
          owner: 0,
          anonymous: 1,
          other: 1,
        });
      });

      it('nobody follows or blocks themself', async () => {
        const f = await fixture();
        const follow = await f.owner.client.from('follows').insert({ followee_id: f.owner.id });
        expect(follow.error?.code).toBe('23514');
        expect(follow.error?.message).toContain('follows_not_self');
        const block = await f.owner.client.from('blocks').insert({ blocked_id: f.owner.id });
        expect(block.error?.message).toContain('blocks_not_self');
      });
    });
  });

  describe('community views (security_invoker)', () => {
    it("movie_rating_summaries: everyone reads a movie's count, one-decimal average and histogram", async () => {
      const f = await fixture();
      const third = await stack.createUser();
      const movieId = 200_000 + Math.floor(Math.random() * 100000);
      for (const [user, rating] of [
        [f.owner, 5],
        [f.other, 4],
        [third, 4],
      ] as const) {
        expect((await user.client.from('reviews').insert({ movie_id: movieId, rating })).error).toBeNull();
      }
      for (const actor of ACTORS) {
        const { data, error } = await f.client(actor).from('movie_rating_summaries').select('*').eq('movie_id', movieId).single();
        expect(error).toBeNull();
        expect(data).toEqual({
          movie_id: movieId,
          ratings_count: 3,
          average_rating: 4.3,
          five_stars: 1,
          four_stars: 2,
          three_stars: 0,
          two_stars: 0,
          one_star: 0,
        });
      }
      const none = await stack
        .anon()
        .from('movie_rating_summaries')
        .select('*')
        .eq('movie_id', movieId + 1);
      expect(none.data).toEqual([]);
    });

    it('movie_rating_summaries and activity_events cannot be written: 401/403 42501 as PostgREST answers, never a 500', async () => {
      const f = await fixture();
      const views: Record<string, { row: Record<string, unknown>; key: string; value: string | number }> = {
        movie_rating_summaries: { row: { movie_id: 1, ratings_count: 99 }, key: 'movie_id', value: 1 },
        activity_events: { row: { id: 'x', user_id: f.owner.id, kind: 'reviewed', movie_id: 1 }, key: 'id', value: 'x' },
      };
      const clients = { anonymous: [stack.anon(), 401], owner: [f.owner.client, 403], service_role: [service, 403] } as const;
      // The local stack grants every public table to the API roles at each start, views included:
      // the refusal must not depend on the revoked privileges alone (nor on a row matching).
      await stack.stack.db.query('grant all on public.movie_rating_summaries, public.activity_events to anon, authenticated, service_role');
      for (const [view, { row, key, value }] of Object.entries(views)) {
        for (const [actor, [client, status]] of Object.entries(clients)) {
          const writes = [
            client.from(view).insert(row),
            client.from(view).upsert(row),
            client.from(view).update({ movie_id: 2 }).eq(key, value),
            client.from(view).delete().eq(key, value),
          ];
          for (const write of writes) {
            const answer = await write;
            expect({ view, actor, status: answer.status, code: answer.error?.code }).toEqual({ view, actor, status, code: '42501' });
            expect(answer.error?.message).toBe(`permission denied for view ${view}`);
          }
        }
      }
    });

    it("activity_events: the owner sees every event; others see reviews, and a list's events only while it is public", async () => {
      const f = await fixture();
      const movieId = 300_000 + Math.floor(Math.random() * 100000);
      const { data: review } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: movieId, rating: 4 })
        .select('id')
        .single<{ id: string }>();
      await f.owner.client.from('favorites').insert({ movie_id: movieId, title: 'Fav', poster_path: '/f.jpg' });
      await f.owner.client.from('watchlist').insert({ movie_id: movieId + 1, title: 'Later' });
      const kinds = async (actor: Actor) => {
        const { data, error } = await f
          .client(actor)
          .from('activity_events')
          .select('kind, movie_id, title, rating')
          .eq('user_id', f.owner.id)
          .order('kind');
        expect(error).toBeNull();
        return data;
      };
      expect(await kinds('owner')).toEqual([
        { kind: 'favorited', movie_id: movieId, title: 'Fav', rating: null },
        { kind: 'reviewed', movie_id: movieId, title: null, rating: 4 },
        { kind: 'watchlisted', movie_id: movieId + 1, title: 'Later', rating: null },
      ]);
      for (const actor of ['anonymous', 'other'] as const) expect((await kinds(actor))?.map((e) => e.kind)).toEqual(['reviewed']);
      await f.owner.client.from('profiles').update({ favorites_public: true }).eq('user_id', f.owner.id);
      expect((await kinds('other'))?.map((e) => e.kind)).toEqual(['favorited', 'reviewed']);
      // An edit more than a second after the review is an event of its own.
      await stack.stack.db.query(`alter table public.reviews disable trigger reviews_stamp_timestamps`);
      await stack.stack.db.query(`update public.reviews set created_at = created_at - interval '1 hour' where id = $1`, [review!.id]);
      await stack.stack.db.query(`alter table public.reviews enable trigger reviews_stamp_timestamps`);
      expect((await kinds('owner'))?.map((e) => e.kind)).toEqual(['favorited', 'review_updated', 'reviewed', 'watchlisted']);
    });
  });

  describe('lists and list_items', () => {
    type ListTable = 'lists' | 'list_items';
    const OWNER_WRITES: Record<Op, Record<Actor, Outcome>> = { ...OWNER_ONLY };
    /** Films are added and removed, never edited: a new order is saved through save_list_items. */
    const ITEMS_OWNER_WRITES: Record<Op, Record<Actor, Outcome>> = {
      ...OWNER_ONLY,
      update: { anonymous: 'filtered', owner: 'filtered', other: 'filtered' },
    };
    const LIST_DESIGN: Record<ListTable, Record<'public' | 'private', Record<Op, Record<Actor, Outcome>>>> = {
      lists: { public: PUBLIC_LIST, private: OWNER_WRITES },
      list_items: {
        public: { ...ITEMS_OWNER_WRITES, select: PUBLIC_LIST.select },
        private: ITEMS_OWNER_WRITES,
      },
    };

    /** A list of `owner`'s, public or private, holding one film (tmdb id 1). */
    async function ownersList(f: Fixture, isPublic: boolean): Promise<string> {
      const { data, error } = await service
        .from('lists')
        .insert({ user_id: f.owner.id, name: 'Owned', is_public: isPublic })
        .select('id')
        .single<{ id: string }>();
      expect(error).toBeNull();
      expect((await service.from('list_items').insert({ list_id: data!.id, tmdb_id: 1 })).error).toBeNull();
      return data!.id;
    }

    async function rowsOf(table: ListTable, listId: string): Promise<Record<string, unknown>[]> {
      const { data, error } = await service
        .from(table)
        .select('*')
        .eq(table === 'lists' ? 'id' : 'list_id', listId);
      expect(error).toBeNull();
      return data ?? [];
    }

    async function runListCell(table: ListTable, op: Op, actor: Actor, isPublic: boolean): Promise<Outcome> {
      const f = await fixture();
      const client = f.client(actor);
      if (table === 'lists' && op === 'insert') {
        const { error, status } = await client.from('lists').insert({ user_id: f.owner.id, name: 'Made', is_public: isPublic });
        const { data: made } = await service.from('lists').select('id').eq('user_id', f.owner.id);
        if (!error) {
          expect(made).toHaveLength(1);
          return 'allowed';
        }
        expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "lists"' });
        expect(status).toBe(actor === 'anonymous' ? 401 : 403);
        expect(made).toEqual([]);
        return 'denied';
      }
      const listId = await ownersList(f, isPublic);
      const key = table === 'lists' ? 'id' : 'list_id';
      const before = await rowsOf(table, listId);
      switch (op) {
        case 'select': {
          const { data, error } = await client.from(table).select('*').eq(key, listId);
          expect(error).toBeNull();
          return (data ?? []).length === 1 ? 'allowed' : 'filtered';
        }
        case 'insert': {
          const { error, status } = await client.from('list_items').insert({ list_id: listId, tmdb_id: 2 });
          const after = await rowsOf('list_items', listId);
          if (!error) {
            expect(after).toHaveLength(2);
            return 'allowed';
          }
          expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "list_items"' });
          expect(status).toBe(actor === 'anonymous' ? 401 : 403);
          expect(after).toEqual(before);
          return 'denied';
        }
        case 'update': {
          const change = table === 'lists' ? { name: 'Changed' } : { tmdb_id: 3 };
          const { data, error } = await client.from(table).update(change).eq(key, listId).select();
          expect(error).toBeNull();
          const after = await rowsOf(table, listId);
          if ((data ?? []).length === 1) {
            expect(after[0]).toMatchObject(change);
            return 'allowed';
          }
          expect(after).toEqual(before);
          return 'filtered';
        }
        case 'delete': {
          const { error } = await client.from(table).delete().eq(key, listId);
          expect(error).toBeNull();
          return (await rowsOf(table, listId)).length === 0 ? 'allowed' : 'filtered';
        }
      }
    }

    for (const table of ['lists', 'list_items'] as const) {
      for (const visibility of ['public', 'private'] as const) {
        describe(`${table} of a ${visibility} list`, () => {
          for (const op of OPS) {
            for (const actor of ACTORS) {
              const expected = LIST_DESIGN[table][visibility][op][actor];
              it(`${op} by ${actor}: ${expected}`, async () => {
                expect(await runListCell(table, op, actor, visibility === 'public')).toBe(expected);
              });
            }
          }
        });
      }
    }

    for (const visibility of ['public', 'private'] as const) {
      it(`save_list_items on a ${visibility} list: only its owner saves the films`, async () => {
        const f = await fixture();
        const listId = await ownersList(f, visibility === 'public');
        for (const actor of ['anonymous', 'other'] as const) {
          const { error } = await f.client(actor).rpc('save_list_items', { list_id: listId, tmdb_ids: [7, 8] });
          expect(error, actor).not.toBeNull();
        }
        expect((await rowsOf('list_items', listId)).map((row) => row.tmdb_id)).toEqual([1]);
        const { error } = await f.owner.client.rpc('save_list_items', { list_id: listId, tmdb_ids: [7, 8] });
        expect(error).toBeNull();
        expect((await rowsOf('list_items', listId)).map((row) => row.tmdb_id).sort()).toEqual([7, 8]);
      });
    }
    for (const visibility of ['public', 'private'] as const) {
      const expected = PUBLIC_LIST.select;
      it(`list_page on a ${visibility} list (security_invoker): the list and its films to ${visibility === 'public' ? 'everyone' : 'its owner only, null to others'}`, async () => {
        const f = await fixture();
        const listId = await ownersList(f, visibility === 'public');
        const { data: list } = await service.from('lists').select('slug').eq('id', listId).single<{ slug: string }>();
        for (const actor of ACTORS) {
          const { data, error } = await f.client(actor).rpc('list_page', { owner_username: f.owner.username, list_slug: list!.slug });
          expect(error).toBeNull();
          const outcome = data === null ? 'filtered' : 'allowed';
          expect(outcome, actor).toBe(visibility === 'public' ? expected[actor] : OWNER_WRITES.select[actor]);
          if (data !== null) expect(data).toMatchObject({ owner: { user_id: f.owner.id }, list: { id: listId }, films: [{ tmdb_id: 1 }] });
        }
      });
    }
  });

  describe('public_profile_page (security_invoker)', () => {
    it("reads a member's profile, counts and first pages as the caller: a list only while public, never a private one's rows", async () => {
      const f = await fixture();
      const movieId = 400_000 + Math.floor(Math.random() * 100000);
      await f.owner.client.from('reviews').insert({ movie_id: movieId, rating: 3 });
      await f.owner.client.from('favorites').insert({ movie_id: movieId, title: 'Fav' });
      // Two statements: rows of one statement share its timestamp, and their ids are random.
      await f.owner.client.from('watchlist').insert({ movie_id: movieId + 1, title: 'Later' });
      await f.owner.client.from('watchlist').insert({ movie_id: movieId + 2, title: 'Much later' });
      const { data: profile } = await service.from('profiles').select('username').eq('user_id', f.owner.id).single<{ username: string }>();
      const page = async (actor: Actor) => {
        const { data, error } = await f.client(actor).rpc('public_profile_page', { profile_username: profile!.username, page_size: 20 });
        expect(error).toBeNull();
        return data as {
          profile: { user_id: string };
          counts: Record<string, number | null>;
          reviews: { rating: number }[];
          favorites: { title: string }[] | null;
          watchlist: { title: string }[] | null;
        };
      };
      for (const actor of ACTORS) {
        const seen = await page(actor);
        expect(seen.profile.user_id).toBe(f.owner.id);
        expect(seen.counts).toEqual({ reviews: 1, favorites: null, watchlist: null });
        expect(seen.reviews.map((review) => review.rating)).toEqual([3]);
        expect([seen.favorites, seen.watchlist]).toEqual([null, null]);
      }
      await f.owner.client.from('profiles').update({ watchlist_public: true }).eq('user_id', f.owner.id);
      for (const actor of ACTORS) {
        const seen = await page(actor);
        expect(seen.counts).toEqual({ reviews: 1, favorites: null, watchlist: 2 });
        expect(seen.watchlist?.map((row) => row.title)).toEqual(['Much later', 'Later']);
        expect(seen.favorites).toBeNull();
      }
      const unknown = await stack.anon().rpc('public_profile_page', { profile_username: 'nobody_by_this_name_42', page_size: 20 });
      expect(unknown).toMatchObject({ data: null, error: null });
    });
  });

  describe('import_batches and import_letterboxd_batch (security definer)', () => {
    const film = { movie_id: 9, review: { rating: 4, review_text: null }, watchlist: null, letterboxd: null };

    it('records a batch for its owner only: nobody writes the record, only the owner reads it, anonymous calls are refused', async () => {
      const f = await fixture();
      const batchId = crypto.randomUUID();
      const sent = await f.owner.client.rpc('import_letterboxd_batch', { batch_id: batchId, replace_existing: false, films: [film] });
      expect(sent.error).toBeNull();
      expect(sent.data).toMatchObject({ reviews: 1 });
      const read = (client: SupabaseClient) => client.from('import_batches').select('batch_id').eq('user_id', f.owner.id);
      expect((await read(f.owner.client)).data).toEqual([{ batch_id: batchId }]);
      expect((await read(f.other.client)).data).toEqual([]);
      expect((await read(stack.anon())).data ?? []).toEqual([]);
      for (const client of [stack.anon(), f.owner.client, f.other.client]) {
        const forged = await client.from('import_batches').insert({ user_id: f.owner.id, batch_id: crypto.randomUUID(), summary: {} });
        expect(forged.error?.code).toBe('42501');
        await client
          .from('import_batches')
          .update({ summary: { reviews: 99 } })
          .eq('user_id', f.owner.id);
        await client.from('import_batches').delete().eq('user_id', f.owner.id);
      }
      const [record] = (await service.from('import_batches').select('summary').eq('user_id', f.owner.id)).data ?? [];
      expect(record?.summary).toMatchObject({ reviews: 1 });
      const anon = await stack
        .anon()
        .rpc('import_letterboxd_batch', { batch_id: crypto.randomUUID(), replace_existing: false, films: [film] });
      expect(anon.error).not.toBeNull();
    });

    it("writes only the caller's rows: another member sending the owner's batch id writes their own batch", async () => {
      const f = await fixture();
      const batchId = crypto.randomUUID();
      await f.owner.client.rpc('import_letterboxd_batch', { batch_id: batchId, replace_existing: false, films: [film] }).throwOnError();
      const again = await f.other.client.rpc('import_letterboxd_batch', { batch_id: batchId, replace_existing: true, films: [film] });
      expect(again.data).toMatchObject({ reviews: 1 });
      const owners = await service.from('reviews').select('user_id').eq('movie_id', 9).in('user_id', [f.owner.id, f.other.id]);
      expect((owners.data ?? []).map((row) => row.user_id).sort()).toEqual([f.owner.id, f.other.id].sort());
    });
  });

  describe('likes and preferences', () => {
    it('keeps reviews.likes_count: +1 per like, -1 per unlike, without touching updated_at', async () => {
      const f = await fixture();
      const third = await stack.createUser();
      const { data: review } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 31, rating: 4 })
        .select('id, updated_at')
        .single<{ id: string; updated_at: string }>();
      const count = async () => (await service.from('reviews').select('likes_count, updated_at').eq('id', review!.id).single()).data;
      expect((await f.other.client.from('review_likes').insert({ review_id: review!.id })).error).toBeNull();
      expect((await third.client.from('review_likes').insert({ review_id: review!.id })).error).toBeNull();
      expect(await count()).toEqual({ likes_count: 2, updated_at: review!.updated_at });
      expect((await f.other.client.from('review_likes').delete().eq('review_id', review!.id).eq('user_id', f.other.id)).error).toBeNull();
      expect(await count()).toEqual({ likes_count: 1, updated_at: review!.updated_at });
    });

    it('refuses a second like and a like of your own review', async () => {
      const f = await fixture();
      const { data: review } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 32, rating: 4 })
        .select('id')
        .single<{ id: string }>();
      expect((await f.other.client.from('review_likes').insert({ review_id: review!.id })).error).toBeNull();
      const twice = await f.other.client.from('review_likes').insert({ review_id: review!.id });
      expect(twice.status).toBe(409);
      expect(twice.error?.code).toBe('23505');
      const own = await f.owner.client.from('review_likes').insert({ review_id: review!.id });
      expect(own.status).toBe(400);
      expect(own.error).toMatchObject({ code: '23514', message: 'Users cannot like their own review' });
      expect((await service.from('reviews').select('likes_count').eq('id', review!.id).single()).data).toEqual({ likes_count: 1 });
    });

    it('likes_count cannot be chosen by the author, on insert or update', async () => {
      const f = await fixture();
      const { data } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 33, rating: 4, likes_count: 500 })
        .select('id, likes_count')
        .single<{ id: string; likes_count: number }>();
      expect(data?.likes_count).toBe(0);
      const updated = await f.owner.client
        .from('reviews')
        .update({ likes_count: 900, rating: 5 })
        .eq('id', data!.id)
        .select('likes_count, rating')
        .single();
      expect(updated.data).toEqual({ likes_count: 0, rating: 5 });
    });

    it("a user's preferences are invisible to everyone else, even by user id", async () => {
      const f = await fixture();
      expect((await f.owner.client.from('user_preferences').insert({ always_show_spoilers: true })).error).toBeNull();
      for (const actor of ['anonymous', 'other'] as const) {
        const { data } = await f.client(actor).from('user_preferences').select('*').eq('user_id', f.owner.id);
        expect(data).toEqual([]);
      }
      const profile = await stack.anon().from('profiles').select('*').eq('user_id', f.owner.id).single();
      expect(Object.keys(profile.data ?? {})).not.toContain('always_show_spoilers');
    });
  });

  describe('avatars bucket', () => {
    for (const op of OPS) {
      for (const actor of ACTORS) {
        const expected = AVATARS[op][actor];
        it(`${op} by ${actor}: ${expected}`, async () => {
          expect(await runAvatarCell(op, actor)).toBe(expected);
        });
      }
    }

    it('keeps a user out of other folders and the bucket root', async () => {
      const f = await fixture();
      const own = f.owner.client.storage.from('avatars');
      expect((await own.upload(`${f.other.id}/avatar.png`, new Blob([PNG], { type: 'image/png' }))).error).not.toBeNull();
      expect((await own.upload('avatar.png', new Blob([PNG], { type: 'image/png' }))).error).not.toBeNull();
      expect((await own.upload(`${f.owner.id}/nested/avatar.png`, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
    });

    it('refuses uploads, replacements and removals with the token of an account that no longer exists', async () => {
      const f = await fixture();
      const bucket = f.owner.client.storage.from('avatars');
      const key = `${f.owner.id}/sub/avatar.png`;
      expect((await bucket.upload(key, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
      // Removed straight from auth.users: the profile cascades, the files and the signed token stay.
      await stack.stack.db.query('delete from auth.users where id = $1', [f.owner.id]);

      const upload = await bucket.upload(`${f.owner.id}/new.png`, new Blob([PNG], { type: 'image/png' }));
      expect(upload.error?.message).toBe('new row violates row-level security policy');
      const replaced = await bucket.upload(key, new Blob([new Uint8Array([...PNG, 7])], { type: 'image/png' }), { upsert: true });
      expect(replaced.error).not.toBeNull();
      const removed = await bucket.remove([key]);
      expect(removed.data ?? []).toEqual([]);
      const stored = await service.storage.from('avatars').download(key);
      expect(new Uint8Array(await (stored.data as Blob).arrayBuffer())).toEqual(PNG);
      expect(await avatarKeys(f.owner)).toEqual(['sub']);
    });

    it('serves public URLs to anyone', async () => {
      const f = await fixture();
      const key = `${f.owner.id}/avatar.png`;
      await f.owner.client.storage.from('avatars').upload(key, new Blob([PNG], { type: 'image/png' }));
      const { data } = stack.anon().storage.from('avatars').getPublicUrl(key);
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    });
  });

  describe('constraints', () => {
    it('rejects ratings outside 1–5', async () => {
      const f = await fixture();
      for (const rating of [0, 6]) {
        const { error, status } = await f.owner.client.from('reviews').insert({ movie_id: 1, rating });
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('reviews_rating_range') });
      }
    });

    it('allows one review per user and movie', async () => {
      const f = await fixture();
      expect((await f.owner.client.from('reviews').insert({ movie_id: 2, rating: 3 })).error).toBeNull();
      const { error, status } = await f.owner.client.from('reviews').insert({ movie_id: 2, rating: 4 });
      expect(status).toBe(409);
      expect(error?.code).toBe('23505');
      expect((await f.other.client.from('reviews').insert({ movie_id: 2, rating: 4 })).error).toBeNull();
    });

    it('bounds the stored review text', async () => {
      const f = await fixture();
      // Plain text whose line breaks count for nothing: 1 visible character in 20,000 stored.
      const stored = (length: number) => `x${'\n'.repeat(length - 1)}`;
      expect((await f.owner.client.from('reviews').insert({ movie_id: 3, rating: 3, review_text: stored(20000) })).error).toBeNull();
      const { error, status } = await f.owner.client.from('reviews').insert({ movie_id: 4, rating: 3, review_text: stored(20001) });
      expect(status).toBe(400);
      expect(error?.message).toContain('reviews_review_text_length');
    });

    it('bounds the review’s visible text at 2,000 characters, counted as the editor counts', async () => {
      const f = await fixture();
      const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);
      const insert = (movieId: number, reviewText: string) =>
        f.owner.client.from('reviews').insert({ movie_id: movieId, rating: 3, review_text: reviewText });
      const refused = async (movieId: number, reviewText: string) => {
        const { error, status } = await insert(movieId, reviewText);
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('reviews_review_text_visible_length') });
      };
      expect((await insert(10, paragraph('x'.repeat(2000)))).error).toBeNull();
      await refused(11, paragraph('x'.repeat(2001)));
      // The case: 5,000 visible characters well within the 20,000 stored.
      await refused(12, paragraph('x'.repeat(5000)));
      // Formatted run by run: the markup is not counted, the text is.
      const runs = (count: number) =>
        JSON.stringify([
          { type: 'paragraph', children: Array.from({ length: count }, (_, i) => ({ text: 'abcdefghij'.repeat(2), bold: i % 2 === 0 })) },
        ]);
      expect((await insert(13, runs(100))).error).toBeNull();
      await refused(14, runs(101));
      // Spaces at either end are trimmed before counting; an emoji counts 2.
      expect((await insert(15, paragraph(` \u3000${'y'.repeat(2000)}\u00a0\n`))).error).toBeNull();
      expect((await insert(16, paragraph('😀'.repeat(1000)))).error).toBeNull();
      await refused(17, paragraph(`${'😀'.repeat(1000)}z`));
      // Plain text (not the editor's JSON) is counted without its line breaks.
      expect((await insert(18, `${'p'.repeat(1000)}\r\n${'q'.repeat(1000)}`)).error).toBeNull();
      await refused(19, 'p'.repeat(2001));
      // Editing a stored review is checked too.
      const { error } = await f.owner.client
        .from('reviews')
        .update({ review_text: paragraph('x'.repeat(2001)) })
        .eq('movie_id', 10);
      expect(error?.message).toContain('reviews_review_text_visible_length');
    });

    it('measures any stored text exactly as the editor’s form does', async () => {
      const hostile: string[] = [
        '',
        'not json at all\r\nsecond line\rthird',
        '"a json string"',
        '{"text":"an object, not an array"}',
        '[1, "two", null, true, [ {"text":"in an array"} ], {"text":"bare leaf"}]',
        JSON.stringify([{ type: 'paragraph', text: 'ignored', children: [{ text: 'kept' }, { children: [{ text: 'deep' }] }] }]),
        JSON.stringify([{ type: 'paragraph', children: [{ text: 'leaf wins', children: [{ text: 'not read' }] }] }]),
        JSON.stringify([
          { type: 'paragraph', children: 'not an array' },
          { type: 'heading', children: [{ text: 'dropped' }] },
        ]),
        JSON.stringify([
          { type: 'heading', text: 'unknown type with text' },
          { type: 7, text: 'numeric type' },
        ]),
        JSON.stringify([
          {
            type: 'bulleted-list',
            children: [{ text: 'item as leaf' }, { children: null, text: 'null children' }, 'str', 5, [{ text: 'x' }]],
          },
          {
            type: 'numbered-list',
            children: [{ text: 'has children', children: [{ text: 'child' }, { text: 'twin' }] }, { children: 'no' }],
          },
          { type: 'numbered-list', children: 'not an array' },
          { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'nested' }] }] },
        ]),
        JSON.stringify([{ type: 'paragraph', children: [{ text: '\u0000nul\ud800lone\udc00' }, { text: '😀 pair' }] }]),
        '[{"type":"paragraph","children":[{"text":"\\\\u0000 escaped backslash \\u0000 \\ud83d\\ude00"}]}]',
        JSON.stringify([{ type: 'paragraph', children: [{ text: '\ufeff\u2028 \t trimmed \u205f\u000b' }] }]),
        JSON.stringify([
          { type: 'paragraph', children: [{ text: '' }] },
          { type: 'paragraph', children: [{ text: '  ' }] },
        ]),
        `[${'{"children":['.repeat(300)}{"text":"very deep"}${']}'.repeat(300)}]`,
        '[{"type":"paragraph","children":[{"text":"dup"}],"children":[{"text":"duplicate key, last wins"}]}]',
      ];
      for (const stored of hostile) {
        const editor = plainTextOf(parseReviewText(stored)).trim().length;
        const { rows } = await stack.stack.db.query<{ length: number }>('select private.review_visible_length($1) as length', [stored]);
        expect({ stored, length: rows[0]?.length }).toEqual({ stored, length: editor });
      }
    });

    it('rejects a review for another user even with the right shape', async () => {
      const f = await fixture();
      const { data } = await f.owner.client.from('reviews').insert({ movie_id: 5, rating: 5 }).select('user_id').single();
      expect(data).toEqual({ user_id: f.owner.id });
      const moved = await f.owner.client.from('reviews').update({ user_id: f.other.id }).eq('movie_id', 5);
      expect(moved.status).toBe(403);
      expect(moved.error?.code).toBe('42501');
    });

    it('validates usernames: format and case-insensitive uniqueness', async () => {
      const f = await fixture();
      for (const username of ['ab', 'bad name', 'dash-name', 'x'.repeat(51)]) {
        const { error, status } = await f.owner.client.from('profiles').update({ username }).eq('user_id', f.owner.id);
        expect(status).toBe(400);
        expect(error?.code).toBe('23514');
      }
      const taken = await f.owner.client.from('profiles').update({ username: f.other.username.toUpperCase() }).eq('user_id', f.owner.id);
      expect(taken.status).toBe(409);
      expect(taken.error?.code).toBe('23505');
      expect((await f.owner.client.from('profiles').update({ username: 'Valid_Name_1' }).eq('user_id', f.owner.id)).error).toBeNull();
    });

    it('checks list rows: positive movie id and a 0–10 vote average', async () => {
      const f = await fixture();
      expect((await f.owner.client.from('favorites').insert({ movie_id: 0, title: 'Zero' })).error?.code).toBe('23514');
      expect((await f.owner.client.from('watchlist').insert({ movie_id: 9, title: 'Nine', vote_average: 11 })).error?.code).toBe('23514');
      expect((await f.owner.client.from('favorites').insert({ movie_id: 9, title: 'Nine' })).error).toBeNull();
      expect((await f.owner.client.from('favorites').insert({ movie_id: 9, title: 'Nine' })).status).toBe(409);
    });

    it('checks Letterboxd films: a link to Letterboxd only, a bounded title and year, one row per movie', async () => {
      const f = await fixture();
      const insert = (row: Record<string, unknown>) =>
        f.owner.client.from('letterboxd_films').insert({ movie_id: 7, title: 'Seven', ...row });
      for (const letterboxd_uri of [
        'javascript:alert(1)',
        'https://evil.example/film/x',
        'https://boxd.it/x?y=<script>',
        `https://boxd.it/${'a'.repeat(200)}`,
      ])
        expect((await insert({ letterboxd_uri })).error?.code).toBe('23514');
      expect((await insert({ title: '' })).error?.code).toBe('23514');
      expect((await insert({ year: 3100 })).error?.code).toBe('23514');
      expect((await insert({ letterboxd_uri: 'https://letterboxd.com/film/se7en/', year: 1995 })).error).toBeNull();
      expect((await insert({ letterboxd_uri: null })).status).toBe(409);
    });
  });

  describe('server-owned columns, by actor', () => {
    const ownAvatar = (owner: TestUser) => `${stack.url}/storage/v1/object/public/avatars/${owner.id}/avatar.png?v=1700000000000`;

    async function storedAvatar(owner: TestUser): Promise<unknown> {
      return (await ownerRows('profiles', owner))[0]?.avatar_url;
    }

    it('avatar_url: the owner may point it at their own file in the avatars bucket, or clear it', async () => {
      const f = await fixture();
      const url = ownAvatar(f.owner);
      expect((await f.owner.client.from('profiles').update({ avatar_url: url }).eq('user_id', f.owner.id)).error).toBeNull();
      expect(await storedAvatar(f.owner)).toBe(url);
      const relative = `/storage/v1/object/public/avatars/${f.owner.id}/nested/a.webp`;
      expect((await f.owner.client.from('profiles').update({ avatar_url: relative }).eq('user_id', f.owner.id)).error).toBeNull();
      expect((await f.owner.client.from('profiles').update({ avatar_url: null }).eq('user_id', f.owner.id)).error).toBeNull();
      expect(await storedAvatar(f.owner)).toBeNull();
    });

    it('avatar_url: the owner cannot store scripts, foreign images, other folders or path tricks', async () => {
      const f = await fixture();
      const base = `${stack.url}/storage/v1/object/public/avatars`;
      const refused = [
        'javascript:alert(document.domain)',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'https://tracker.example/pixel.gif',
        `${base}/${f.other.id}/avatar.png`,
        `${base}/${f.owner.id}/../${f.other.id}/avatar.png`,
        `${base}/${f.owner.id}/avatar.png#"onerror="alert(1)`,
        `${stack.url}/storage/v1/object/public/private-bucket/${f.owner.id}/a.png`,
        `https://user@evil.example/storage/v1/object/public/avatars/${f.owner.id}/a.png`,
      ];
      for (const avatar_url of refused) {
        const { error, status } = await f.owner.client.from('profiles').update({ avatar_url }).eq('user_id', f.owner.id);
        expect(status, avatar_url).toBe(400);
        expect(error?.code).toBe('23514');
        expect(error?.message).toContain('profiles_avatar_url_own_storage');
      }
      expect(await storedAvatar(f.owner)).toBeNull();
    });

    it('avatar_url: anonymous visitors and other users cannot change it', async () => {
      const f = await fixture();
      for (const client of [stack.anon(), f.other.client]) {
        const { data, error } = await client
          .from('profiles')
          .update({ avatar_url: ownAvatar(f.owner) })
          .eq('user_id', f.owner.id)
          .select();
        expect(error).toBeNull();
        expect(data).toEqual([]);
      }
      expect(await storedAvatar(f.owner)).toBeNull();
    });

    it('reviews.created_at: the owner cannot choose it on insert or move it on update', async () => {
      const f = await fixture();
      const before = Date.now();
      const { data, error } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 77, rating: 5, created_at: '2099-01-01T00:00:00Z', updated_at: '2099-01-01T00:00:00Z' })
        .select('id, created_at, updated_at')
        .single<{ id: string; created_at: string; updated_at: string }>();
      expect(error).toBeNull();
      const created = Date.parse(data!.created_at);
      expect(created).toBeLessThan(Date.now() + 5_000);
      expect(created).toBeGreaterThan(before - 60_000);
      expect(Date.parse(data!.updated_at)).toBeLessThan(Date.now() + 5_000);
      const moved = await f.owner.client
        .from('reviews')
        .update({ created_at: '2099-01-01T00:00:00Z', rating: 4 })
        .eq('id', data!.id)
        .select('created_at, rating')
        .single();
      expect(moved.error).toBeNull();
      expect(moved.data).toEqual({ created_at: data!.created_at, rating: 4 });
    });

    it('reviews.created_at: anonymous visitors and other users cannot change it', async () => {
      const f = await fixture();
      const { data } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 78, rating: 3 })
        .select('id, created_at')
        .single<{ id: string; created_at: string }>();
      for (const client of [stack.anon(), f.other.client]) {
        const { data: changed, error } = await client
          .from('reviews')
          .update({ created_at: '2099-01-01T00:00:00Z' })
          .eq('id', data!.id)
          .select();
        expect(error).toBeNull();
        expect(changed).toEqual([]);
      }
      const { data: stored } = await service.from('reviews').select('created_at').eq('id', data!.id).single();
      expect(stored).toEqual({ created_at: data!.created_at });
    });

    it('reviews.reviewed_at and watched_on: an import keeps its source dates, within 1870 and now', async () => {
      const f = await fixture();
      const { data, error } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 81, rating: 4, reviewed_at: '2024-02-11T12:00:00Z', watched_on: '2024-02-10' })
        .select('id, created_at, reviewed_at, watched_on')
        .single<{ id: string; created_at: string; reviewed_at: string; watched_on: string }>();
      expect(error).toBeNull();
      expect(Date.parse(data!.reviewed_at)).toBe(Date.parse('2024-02-11T12:00:00Z'));
      expect(data!.watched_on).toBe('2024-02-10');
      expect(Date.parse(data!.created_at)).toBeGreaterThan(Date.parse('2025-01-01'));

      // Not given: the review is dated when it is written, and an edit keeps the date.
      const plain = await f.owner.client.from('reviews').insert({ movie_id: 82, rating: 3 }).select('id, created_at, reviewed_at').single();
      expect(plain.data?.reviewed_at).toBe(plain.data?.created_at);
      const edited = await f.owner.client.from('reviews').update({ rating: 2 }).eq('id', data!.id).select('reviewed_at').single();
      expect(Date.parse(edited.data!.reviewed_at)).toBe(Date.parse('2024-02-11T12:00:00Z'));

      // The future becomes now, on insert and update: no review ranks above the newest.
      const before = Date.now();
      const future = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 83, rating: 5, reviewed_at: '2099-01-01T00:00:00Z' })
        .select('id, reviewed_at')
        .single<{ id: string; reviewed_at: string }>();
      expect(future.error).toBeNull();
      expect(Date.parse(future.data!.reviewed_at)).toBeLessThan(Date.now() + 5_000);
      expect(Date.parse(future.data!.reviewed_at)).toBeGreaterThan(before - 60_000);
      const moved = await f.owner.client
        .from('reviews')
        .update({ reviewed_at: '2099-01-01T00:00:00Z' })
        .eq('id', data!.id)
        .select('reviewed_at')
        .single<{ reviewed_at: string }>();
      expect(Date.parse(moved.data!.reviewed_at)).toBeLessThan(Date.now() + 5_000);

      // Before 1870, or a watched date after tomorrow: refused with the constraint's name.
      const early = await f.owner.client.from('reviews').insert({ movie_id: 84, rating: 5, reviewed_at: '1869-12-31T00:00:00Z' });
      expect(early.status).toBe(400);
      expect(early.error?.code).toBe('23514');
      expect(early.error?.message).toContain('reviews_reviewed_at_since_1870');
      const oldWatch = await f.owner.client.from('reviews').insert({ movie_id: 84, rating: 5, watched_on: '1869-12-31' });
      expect(oldWatch.error?.message).toContain('reviews_watched_on_since_1870');
      const laterWatch = await f.owner.client.from('reviews').insert({ movie_id: 84, rating: 5, watched_on: '2099-01-01' });
      expect(laterWatch.status).toBe(400);
      expect(laterWatch.error?.message).toContain('reviews_watched_on_not_in_future');
    });

    it('reviews.reviewed_at: anonymous visitors and other users cannot change it', async () => {
      const f = await fixture();
      const { data } = await f.owner.client
        .from('reviews')
        .insert({ movie_id: 85, rating: 3, reviewed_at: '2020-05-05T12:00:00Z' })
        .select('id')
        .single<{ id: string }>();
      for (const client of [stack.anon(), f.other.client]) {
        const { data: changed, error } = await client
          .from('reviews')
          .update({ reviewed_at: '1990-01-01T00:00:00Z' })
          .eq('id', data!.id)
          .select();
        expect(error).toBeNull();
        expect(changed).toEqual([]);
      }
      const { data: stored } = await service.from('reviews').select('reviewed_at').eq('id', data!.id).single<{ reviewed_at: string }>();
      expect(Date.parse(stored!.reviewed_at)).toBe(Date.parse('2020-05-05T12:00:00Z'));
    });

    it('watchlist.created_at: a source date is kept, the future becomes now, before 1870 is refused', async () => {
      const f = await fixture();
      const kept = await f.owner.client
        .from('watchlist')
        .insert({ movie_id: 91, title: 'Kept', created_at: '2023-07-01T12:00:00Z' })
        .select('created_at')
        .single<{ created_at: string }>();
      expect(Date.parse(kept.data!.created_at)).toBe(Date.parse('2023-07-01T12:00:00Z'));
      const future = await f.owner.client
        .from('watchlist')
        .insert({ movie_id: 92, title: 'Later', created_at: '2099-01-01T00:00:00Z' })
        .select('created_at')
        .single<{ created_at: string }>();
      expect(Date.parse(future.data!.created_at)).toBeLessThan(Date.now() + 5_000);
      const early = await f.owner.client.from('watchlist').insert({ movie_id: 93, title: 'Early', created_at: '1800-01-01T00:00:00Z' });
      expect(early.error?.message).toContain('watchlist_created_at_since_1870');
    });

    it('activity_events: an imported review is dated by reviewed_at, not by the day it was written', async () => {
      const f = await fixture();
      await f.owner.client.from('reviews').insert({ movie_id: 86, rating: 4, reviewed_at: '2024-03-02T12:00:00Z' });
      const { data } = await f.owner.client.from('activity_events').select('kind, occurred_at').eq('user_id', f.owner.id);
      expect(data?.map((e) => ({ kind: e.kind, at: Date.parse(e.occurred_at as string) }))).toEqual([
        { kind: 'reviewed', at: Date.parse('2024-03-02T12:00:00Z') },
      ]);
    });
  });

  describe('profile created at sign-up', () => {
    it('uses the requested username when valid and free', async () => {
      const name = `film_fan_${Math.random().toString(36).slice(2, 7)}`;
      expect((await stack.createUser({ username: name })).username).toBe(name);
    });

    it('refuses an e-mail sign-up whose chosen name is taken, in any case (tests/signup-username.test.ts: through the auth API)', async () => {
      const name = `taken_${Math.random().toString(36).slice(2, 7)}`;
      await stack.createUser({ username: name });
      await expect(stack.createUser({ username: name.toUpperCase() })).rejects.toThrow(`The username "${name.toUpperCase()}" is taken`);
    });

    it('derives a valid name from an invalid one or from the e-mail', async () => {
      const fromInvalid = await stack.createUser({ username: 'no spaces!' });
      expect(fromInvalid.username).toMatch(/^nospaces(\d{4})?$/);
      const suffix = Math.random().toString(36).slice(2, 7);
      const fromEmail = await stack.createUser({ email: `jane.doe+${suffix}@example.test` });
      expect(fromEmail.username).toBe(`janedoe${suffix}`);
    });

    it('removes the profile, reviews and lists with the account', async () => {
      const f = await fixture();
      await f.owner.client.from('reviews').insert({ movie_id: 8, rating: 2 });
      await f.owner.client.from('favorites').insert({ movie_id: 8, title: 'Eight' });
      await f.owner.client
        .rpc('import_letterboxd_batch', {
          batch_id: crypto.randomUUID(),
          replace_existing: false,
          films: [{ movie_id: 9, review: { rating: 3 } }],
        })
        .throwOnError();
      expect(await service.from('import_batches').select('batch_id').eq('user_id', f.owner.id)).toMatchObject({
        data: [expect.anything()],
      });
      const logged = await f.owner.client.from('diary_entries').insert({ tmdb_id: 8, title: 'Eight', watched_on: '2024-05-01' });
      expect(logged.error).toBeNull();
      expect(await ownerRows('watched_films', f.owner)).toHaveLength(1);
      const { data: list } = await f.owner.client.from('lists').insert({ name: 'Kept nowhere' }).select('id').single<{ id: string }>();
      expect((await f.owner.client.rpc('save_list_items', { list_id: list!.id, tmdb_ids: [8, 9] })).error).toBeNull();
      await stack.stack.db.query('delete from auth.users where id = $1', [f.owner.id]);
      for (const table of ['profiles', 'reviews', 'favorites', 'diary_entries', 'watched_films'] as const)
        expect(await ownerRows(table, f.owner)).toEqual([]);
      expect((await service.from('import_batches').select('batch_id').eq('user_id', f.owner.id)).data).toEqual([]);
      expect((await service.from('lists').select('id').eq('user_id', f.owner.id)).data).toEqual([]);
      expect((await service.from('list_items').select('tmdb_id').eq('list_id', list!.id)).data).toEqual([]);
    });
  });

  describe('diary', () => {
    const today = () => new Date().toISOString().slice(0, 10);
    const log = (user: TestUser, row: Record<string, unknown>) =>
      user.client
        .from('diary_entries')
        .insert({ tmdb_id: 603, title: 'The Matrix', watched_on: '2024-03-01', ...row })
        .select('*')
        .single();

    it('stamps created_at and updated_at itself, on insert and on update', async () => {
      const f = await fixture();
      const forged = '2001-01-01T00:00:00+00:00';
      const { data, error } = await log(f.owner, { created_at: forged, updated_at: forged });
      expect(error).toBeNull();
      expect(Date.now() - Date.parse(data!.created_at)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(data!.updated_at)).toBeLessThan(60_000);
      const moved = await f.owner.client
        .from('diary_entries')
        .update({ created_at: forged, rating: 2 })
        .eq('id', data!.id)
        .select('*')
        .single();
      expect(moved.data?.created_at).toBe(data!.created_at);
      expect(moved.data?.rating).toBe(2);
    });

    it('refuses a watch date after tomorrow or before 1870, a rating outside 1–5 and a film id of 0', async () => {
      const f = await fixture();
      const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const future = await log(f.owner, { watched_on: later });
      expect(future.error?.code).toBe('23514');
      expect(future.error?.message).toContain('diary_entries_watched_on_not_in_future');
      const early = await log(f.owner, { watched_on: '1869-12-31' });
      expect(early.error?.message).toContain('diary_entries_watched_on_since_1870');
      expect((await log(f.owner, { rating: 6 })).error?.message).toContain('diary_entries_rating_range');
      expect((await log(f.owner, { rating: 0 })).error?.message).toContain('diary_entries_rating_range');
      expect((await log(f.owner, { tmdb_id: 0 })).error?.message).toContain('diary_entries_tmdb_id_positive');
      expect((await log(f.owner, { watched_on: today() })).error).toBeNull();
      expect((await log(f.owner, { watched_on: '1870-01-01', rating: null })).error).toBeNull();
    });

    it('keeps at most 30 entries a member a day, with a clear error, and other days and members unaffected', async () => {
      const f = await fixture();
      const day = Array.from({ length: 30 }, (_, i) => ({ tmdb_id: 1000 + i, title: `Film ${i}`, watched_on: '2023-07-14' }));
      expect((await f.owner.client.from('diary_entries').insert(day)).error).toBeNull();
      const over = await log(f.owner, { watched_on: '2023-07-14' });
      expect(over.error?.code).toBe('23514');
      expect(over.error?.message).toContain('diary_entries_per_day_limit');
      expect(over.error?.details).toBe('A diary holds at most 30 entries a day.');
      const moved = await f.owner.client
        .from('diary_entries')
        .update({ watched_on: '2023-07-14' })
        .eq('user_id', f.owner.id)
        .eq('watched_on', '2023-07-15');
      expect(moved.error).toBeNull();
      const other = await log(f.owner, { watched_on: '2023-07-15' });
      expect(other.error).toBeNull();
      const movedIn = await f.owner.client.from('diary_entries').update({ watched_on: '2023-07-14' }).eq('id', other.data!.id);
      expect(movedIn.error?.message).toContain('diary_entries_per_day_limit');
      expect((await log(f.other, { watched_on: '2023-07-14' })).error).toBeNull();
    });

    it("links only the member's own review, and forgets the link when the review is deleted", async () => {
      const f = await fixture();
      const theirs = await f.other.client.from('reviews').insert({ movie_id: 603, rating: 3 }).select('id').single<{ id: string }>();
      const refused = await log(f.owner, { review_id: theirs.data!.id });
      expect(refused.error?.code).toBe('23503');
      expect(refused.error?.message).toContain('diary_entries_review_is_own');
      const own = await f.owner.client.from('reviews').insert({ movie_id: 603, rating: 5 }).select('id').single<{ id: string }>();
      const entry = await log(f.owner, { review_id: own.data!.id });
      expect(entry.error).toBeNull();
      expect((await f.owner.client.from('reviews').delete().eq('id', own.data!.id)).error).toBeNull();
      const kept = await f.owner.client.from('diary_entries').select('id, review_id').eq('id', entry.data!.id).single();
      expect(kept.data).toEqual({ id: entry.data!.id, review_id: null });
    });

    it('marks a logged film watched on the day it was watched, keeps an earlier mark, and unmarking keeps the entries', async () => {
      const f = await fixture();
      expect((await log(f.owner, { watched_on: '2020-02-02' })).error).toBeNull();
      expect((await log(f.owner, { watched_on: '2021-03-03', rewatch: true })).error).toBeNull();
      const watched = await f.owner.client.from('watched_films').select('tmdb_id, title, watched_at').eq('user_id', f.owner.id);
      expect(watched.data).toEqual([{ tmdb_id: 603, title: 'The Matrix', watched_at: '2020-02-02T00:00:00+00:00' }]);
      expect((await f.owner.client.from('watched_films').delete().eq('tmdb_id', 603)).error).toBeNull();
      const entries = await f.owner.client.from('diary_entries').select('id').eq('user_id', f.owner.id);
      expect(entries.data).toHaveLength(2);
    });

    it('watched_films.watched_at: a source date is kept, the future becomes now, before 1870 is refused', async () => {
      const f = await fixture();
      const kept = await f.owner.client
        .from('watched_films')
        .insert({ tmdb_id: 11, title: 'Kept', watched_at: '2011-10-12T08:00:00Z', created_at: '2001-01-01T00:00:00Z' })
        .select('*')
        .single();
      expect(kept.data?.watched_at).toBe('2011-10-12T08:00:00+00:00');
      expect(Date.now() - Date.parse(kept.data!.created_at)).toBeLessThan(60_000);
      const future = await f.owner.client
        .from('watched_films')
        .insert({ tmdb_id: 12, title: 'Future', watched_at: '2999-01-01T00:00:00Z' })
        .select('*')
        .single();
      expect(Date.now() - Date.parse(future.data!.watched_at)).toBeLessThan(60_000);
      const early = await f.owner.client.from('watched_films').insert({ tmdb_id: 13, title: 'Early', watched_at: '1800-01-01T00:00:00Z' });
      expect(early.error?.message).toContain('watched_films_watched_at_since_1870');
    });

    it('journal_stats: films all time, this year, per month and ratings; zeros to others while the diary is private', async () => {
      const f = await fixture();
      const year = new Date().getUTCFullYear();
      const rows = [
        { tmdb_id: 1, title: 'One', watched_on: `${year}-01-10`, rating: 5, rewatch: false, liked: false },
        { tmdb_id: 1, title: 'One', watched_on: `${year}-01-20`, rating: 4, rewatch: true, liked: false },
        { tmdb_id: 2, title: 'Two', watched_on: `${year}-03-05`, rating: 4, rewatch: false, liked: true },
        { tmdb_id: 3, title: 'Three', watched_on: `${year - 1}-12-31`, rating: 1, rewatch: false, liked: false },
      ];
      expect((await f.owner.client.from('diary_entries').insert(rows)).error).toBeNull();
      expect(
        (await f.owner.client.from('watched_films').insert({ tmdb_id: 4, title: 'Four', watched_at: `${year - 3}-06-01T00:00:00Z` })).error,
      ).toBeNull();
      const stats = (actor: Actor) => f.client(actor).rpc('journal_stats', { member: f.owner.id, stats_year: year });
      const expected = {
        films: 4,
        this_year: 2,
        months: [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ratings: [0, 0, 0, 2, 1],
      };
      for (const actor of ACTORS) expect((await stats(actor)).data).toEqual(expected);
      await f.owner.client.from('profiles').update({ diary_public: false }).eq('user_id', f.owner.id);
      expect((await stats('owner')).data).toEqual(expected);
      const zero = { films: 0, this_year: 0, months: Array(12).fill(0), ratings: [0, 0, 0, 0, 0] };
      expect((await stats('other')).data).toEqual(zero);
      expect((await stats('anonymous')).data).toEqual(zero);
    });

    it('activity_events: "watched" and "rewatched" entries, seen by others only while the diary is public', async () => {
      const f = await fixture();
      const first = await log(f.owner, { watched_on: today(), rating: 4 });
      const again = await log(f.owner, { watched_on: '2020-05-06', rewatch: true });
      const events = async (actor: Actor) =>
        (
          await f
            .client(actor)
            .from('activity_events')
            .select('id, kind, movie_id, title, rating, occurred_at')
            .eq('user_id', f.owner.id)
            .order('occurred_at', { ascending: false })
        ).data;
      const expected = [
        {
          id: `diary:${first.data!.id}`,
          kind: 'watched',
          movie_id: 603,
          title: 'The Matrix',
          rating: 4,
          occurred_at: first.data!.created_at,
        },
        {
          id: `diary:${again.data!.id}`,
          kind: 'rewatched',
          movie_id: 603,
          title: 'The Matrix',
          rating: null,
          occurred_at: '2020-05-06T00:00:00+00:00',
        },
      ];
      expect(await events('other')).toEqual(expected);
      await f.owner.client.from('profiles').update({ diary_public: false }).eq('user_id', f.owner.id);
      expect(await events('owner')).toEqual(expected);
      expect(await events('other')).toEqual([]);
      expect(await events('anonymous')).toEqual([]);
    });

    it('profiles.diary_public is on for a new member', async () => {
      const f = await fixture();
      const { data } = await stack.anon().from('profiles').select('diary_public').eq('user_id', f.owner.id).single();
      expect(data).toEqual({ diary_public: true });
    });
  });

  describe('response shapes', () => {
    it('answers .single() without a row with 406 PGRST116', async () => {
      const { error, status } = await stack
        .anon()
        .from('profiles')
        .select('*')
        .eq('user_id', '00000000-0000-0000-0000-000000000000')
        .single();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
    });

    it('counts with head: true', async () => {
      const f = await fixture();
      await f.owner.client.from('watchlist').insert([
        { movie_id: 1, title: 'A' },
        { movie_id: 2, title: 'B' },
      ]);
      const own = await f.owner.client.from('watchlist').select('id', { count: 'exact', head: true }).eq('user_id', f.owner.id);
      expect(own.count).toBe(2);
      const others = await f.other.client.from('watchlist').select('id', { count: 'exact', head: true }).eq('user_id', f.owner.id);
      expect(others.count).toBe(0);
    });
  });
}

describe('RLS matrix on PGlite', () => {
  defineMatrix('pglite');
});

if (!postgresAvailability.available) {
  console.log(`RLS matrix on PostgreSQL skipped: ${postgresAvailability.reason}`);
}
describe.runIf(postgresAvailability.available)('RLS matrix on PostgreSQL', () => {
  defineMatrix('postgres');
});
