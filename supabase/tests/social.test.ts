/**
 * Following, comments, notifications and blocks on the local stack, through the real client:
 * counts the database keeps, the comment rules (plain text, 1–1,000 characters, 10 a minute),
 * notifications written by triggers, the feed of followed members in pages, suggestions, the
 * follower lists, and account deletion removing all of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack, type TestUser } from '@marquee/local-stack/testing';

let stack: TestStack;
let service: SupabaseClient;
beforeAll(async () => {
  stack = await startTestStack();
  service = stack.service();
});
afterAll(async () => {
  await stack?.stop();
});

let nextMovie = 700_000 + Math.floor(Math.random() * 100_000);

async function review(user: TestUser, movieId = nextMovie++): Promise<string> {
  const { data, error } = await user.client.from('reviews').insert({ movie_id: movieId, rating: 4 }).select('id').single<{ id: string }>();
  expect(error).toBeNull();
  return data!.id;
}

async function counts(user: TestUser): Promise<{ followers_count: number; following_count: number; updated_at: string }> {
  const { data } = await service.from('profiles').select('followers_count, following_count, updated_at').eq('user_id', user.id).single();
  return data as { followers_count: number; following_count: number; updated_at: string };
}

interface Notice {
  kind: string;
  actor_id: string;
  review_id: string | null;
  movie_id: number | null;
  read_at: string | null;
}

async function notices(user: TestUser): Promise<Notice[]> {
  const { data, error } = await user.client
    .from('notifications')
    .select('kind, actor_id, review_id, movie_id, read_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  expect(error).toBeNull();
  return (data ?? []) as Notice[];
}

describe('follows', () => {
  it('keeps followers and following counts that the member cannot set, without touching updated_at', async () => {
    const [a, b, c] = [await stack.createUser(), await stack.createUser(), await stack.createUser()];
    const before = await counts(b);
    expect((await a.client.from('follows').insert({ followee_id: b.id })).error).toBeNull();
    expect((await c.client.from('follows').insert({ followee_id: b.id })).error).toBeNull();
    expect(await counts(b)).toEqual({ followers_count: 2, following_count: 0, updated_at: before.updated_at });
    expect((await counts(a)).following_count).toBe(1);
    const forged = await b.client.from('profiles').update({ followers_count: 9999, following_count: 50 }).eq('user_id', b.id);
    expect(forged.error).toBeNull();
    expect(await counts(b)).toMatchObject({ followers_count: 2, following_count: 0 });
    expect((await a.client.from('follows').delete().eq('followee_id', b.id)).error).toBeNull();
    expect((await counts(b)).followers_count).toBe(1);
    expect((await counts(a)).following_count).toBe(0);
    const twice = await c.client.from('follows').insert({ followee_id: b.id });
    expect(twice.status).toBe(409);
  });

  it("lists a profile's followers and the members it follows, most recent first, in pages", async () => {
    const [a, b, c] = [await stack.createUser(), await stack.createUser(), await stack.createUser()];
    await b.client.from('follows').insert({ followee_id: a.id });
    await c.client.from('follows').insert({ followee_id: a.id });
    await a.client.from('follows').insert({ followee_id: c.id });
    const list = async (direction: string, extra: Record<string, unknown> = {}) => {
      const { data, error } = await stack.anon().rpc('follow_list', { profile_username: a.username, direction, ...extra });
      expect(error).toBeNull();
      return data as { username: string; followed_at: string; user_id: string }[];
    };
    const followers = await list('followers');
    expect(followers.map((row) => row.username)).toEqual([c.username, b.username]);
    expect((await list('following')).map((row) => row.username)).toEqual([c.username]);
    const next = await list('followers', { page_size: 1, before_at: followers[0]!.followed_at, before_user: followers[0]!.user_id });
    expect(next.map((row) => row.username)).toEqual([b.username]);
  });
});

describe('review comments', () => {
  it('are plain text of 1–1,000 characters after trimming, kept as typed, oldest first, and counted by the database', async () => {
    const [author, reader] = [await stack.createUser(), await stack.createUser()];
    const reviewId = await review(author);
    const post = (body: string) => reader.client.from('review_comments').insert({ review_id: reviewId, body });
    for (const body of ['', '   ', 'x'.repeat(1001)]) {
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toContain('review_comments_body_length');
    }
    expect((await post('  <b>bold</b> & <script>alert(1)</script>  ')).error).toBeNull();
    expect((await post('y'.repeat(1000))).error).toBeNull();
    const { data } = await stack.anon().from('review_comments').select('body').eq('review_id', reviewId).order('created_at').order('id');
    expect(data?.map((row) => row.body)).toEqual(['<b>bold</b> & <script>alert(1)</script>', 'y'.repeat(1000)]);
    const stored = async () => (await service.from('reviews').select('comments_count').eq('id', reviewId).single()).data;
    expect(await stored()).toEqual({ comments_count: 2 });
    const forged = await author.client.from('reviews').update({ comments_count: 77 }).eq('id', reviewId);
    expect(forged.error).toBeNull();
    expect(await stored()).toEqual({ comments_count: 2 });
  });

  it('lets a member post 10 comments a minute, then refuses with a clear message', async () => {
    const [author, talker] = [await stack.createUser(), await stack.createUser()];
    const reviewId = await review(author);
    for (let i = 1; i <= 10; i++)
      expect((await talker.client.from('review_comments').insert({ review_id: reviewId, body: `#${i}` })).error).toBeNull();
    const eleventh = await talker.client.from('review_comments').insert({ review_id: reviewId, body: '#11' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.error).toMatchObject({
      code: 'P0001',
      message: 'You can post at most 10 comments a minute. Please wait a minute and post again.',
    });
    // Someone else is not slowed down by it.
    expect((await author.client.from('review_comments').insert({ review_id: reviewId, body: 'Thanks all' })).error).toBeNull();
    // A minute later the member may post again.
    await stack.stack.db.query(`update public.review_comments set created_at = created_at - interval '61 seconds' where user_id = $1`, [
      talker.id,
    ]);
    expect((await talker.client.from('review_comments').insert({ review_id: reviewId, body: '#11' })).error).toBeNull();
  });

  it("are deleted by their author or the review's author, no one else", async () => {
    const [author, writer, bystander] = [await stack.createUser(), await stack.createUser(), await stack.createUser()];
    const reviewId = await review(author);
    const add = async () =>
      (await writer.client.from('review_comments').insert({ review_id: reviewId, body: 'Hm' }).select('id').single<{ id: string }>()).data!
        .id;
    const first = await add();
    const second = await add();
    const remaining = async () => (await service.from('review_comments').select('id').eq('review_id', reviewId)).data?.length;
    await bystander.client.from('review_comments').delete().eq('id', first);
    expect(await remaining()).toBe(2);
    await author.client.from('review_comments').delete().eq('id', first);
    await writer.client.from('review_comments').delete().eq('id', second);
    expect(await remaining()).toBe(0);
    expect((await service.from('reviews').select('comments_count').eq('id', reviewId).single()).data).toEqual({ comments_count: 0 });
  });
});

describe('notifications', () => {
  it('are written by the database for a follow, a like and a comment, once per follow and like, never for oneself', async () => {
    const [author, fan] = [await stack.createUser(), await stack.createUser()];
    const movieId = nextMovie++;
    const reviewId = await review(author, movieId);
    await fan.client.from('follows').insert({ followee_id: author.id });
    await fan.client.from('review_likes').insert({ review_id: reviewId });
    await fan.client.from('review_comments').insert({ review_id: reviewId, body: 'Great take' });
    await author.client.from('review_comments').insert({ review_id: reviewId, body: 'Thank you' });
    // Withdrawn and given again: no second notification.
    await fan.client.from('review_likes').delete().eq('review_id', reviewId);
    await fan.client.from('review_likes').insert({ review_id: reviewId });
    await fan.client.from('follows').delete().eq('followee_id', author.id);
    await fan.client.from('follows').insert({ followee_id: author.id });
    const seen = await notices(author);
    expect(seen.map(({ kind, actor_id, review_id, movie_id }) => ({ kind, actor_id, review_id, movie_id }))).toEqual([
      { kind: 'comment', actor_id: fan.id, review_id: reviewId, movie_id: movieId },
      { kind: 'like', actor_id: fan.id, review_id: reviewId, movie_id: movieId },
      { kind: 'follow', actor_id: fan.id, review_id: null, movie_id: null },
    ]);
    expect(await notices(fan)).toEqual([]);
  });

  it('are marked read by their recipient only: read_at becomes the server time and nothing else changes', async () => {
    const [author, fan] = [await stack.createUser(), await stack.createUser()];
    await fan.client.from('follows').insert({ followee_id: author.id });
    const forged = await author.client
      .from('notifications')
      .update({ read_at: '2001-01-01T00:00:00Z', kind: 'like', actor_id: author.id })
      .is('read_at', null)
      .select('kind, actor_id, read_at');
    expect(forged.error).toBeNull();
    expect(forged.data).toHaveLength(1);
    const row = forged.data![0] as Notice;
    expect([row.kind, row.actor_id]).toEqual(['follow', fan.id]);
    expect(Date.parse(row.read_at!)).toBeGreaterThan(Date.now() - 60_000);
    const unread = await author.client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
    expect(unread.count).toBe(0);
  });

  it('stop, and earlier ones are hidden, once the recipient blocks the member', async () => {
    const [author, fan] = [await stack.createUser(), await stack.createUser()];
    const reviewId = await review(author);
    await fan.client.from('review_likes').insert({ review_id: reviewId });
    expect(await notices(author)).toHaveLength(1);
    await author.client.from('blocks').insert({ blocked_id: fan.id });
    expect(await notices(author)).toEqual([]);
    expect((await fan.client.from('follows').insert({ followee_id: author.id })).error?.code).toBe('42501');
    expect((await fan.client.from('review_comments').insert({ review_id: reviewId, body: 'hey' })).error?.code).toBe('42501');
    await author.client.from('blocks').delete().eq('blocked_id', fan.id);
    expect((await notices(author)).map((n) => n.kind)).toEqual(['like']);
  });
});

describe('the feed of followed members', () => {
  type FeedRow = {
    id: string;
    kind: string;
    occurred_at: string;
    actor_username: string;
    review_author_username: string;
    movie_id: number;
    title: string | null;
    list_name: string | null;
  };

  async function feed(user: TestUser, cursor?: FeedRow): Promise<FeedRow[]> {
    const args = cursor ? { before_at: cursor.occurred_at, before_id: cursor.id, page_size: 10 } : { page_size: 10 };
    const { data, error } = await user.client.rpc('following_feed', args);
    expect(error).toBeNull();
    return data as FeedRow[];
  }

  it("shows followed members' reviews and the reviews they liked, newest first, ten at a time without gaps or repeats", async () => {
    const [me, critic, fan, stranger] = [
      await stack.createUser(),
      await stack.createUser(),
      await stack.createUser(),
      await stack.createUser(),
    ];
    await me.client.from('follows').insert([{ followee_id: critic.id }, { followee_id: fan.id }]);
    const strangersReview = await review(stranger);
    await review(stranger);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push(`review:${await review(critic)}`);
    await fan.client.from('review_likes').insert({ review_id: strangersReview });
    made.push(`like:${strangersReview}:${fan.id}`);
    // Rows of one instant: an import dates a day's reviews alike.
    await stack.stack.db.query(`update public.reviews set reviewed_at = '2026-01-01T00:00:00Z' where user_id = $1`, [critic.id]);
    const pages: FeedRow[][] = [await feed(me)];
    while (pages.at(-1)!.length === 10) pages.push(await feed(me, pages.at(-1)!.at(-1)));
    expect(pages.map((page) => page.length)).toEqual([10, 3]);
    const all = pages.flat();
    expect(all[0]).toMatchObject({ kind: 'liked', actor_username: fan.username, review_author_username: stranger.username });
    expect(all.map((row) => row.id).sort()).toEqual([...made].sort());
    expect(all.slice(1).every((row) => row.kind === 'reviewed' && row.actor_username === critic.username)).toBe(true);
    expect(await feed(stranger)).toEqual([]);
    expect((await stack.anon().rpc('following_feed', {})).data).toEqual([]);
  });

  it("shows followed members' diary entries while their diary is public, and their public lists", async () => {
    const [me, diarist] = [await stack.createUser(), await stack.createUser()];
    await me.client.from('follows').insert({ followee_id: diarist.id });
    expect(
      (await diarist.client.from('diary_entries').insert({ tmdb_id: 603, title: 'The Matrix', watched_on: '2024-03-01' })).error,
    ).toBeNull();
    expect((await diarist.client.from('lists').insert({ name: 'Night films' })).error).toBeNull();
    expect((await diarist.client.from('lists').insert({ name: 'Secret plans', is_public: false })).error).toBeNull();
    const kinds = async () => (await feed(me)).map((row) => [row.kind, row.title ?? row.list_name]);
    expect(await kinds()).toEqual([
      ['listed', 'Night films'],
      ['logged', 'The Matrix'],
    ]);
    await diarist.client.from('profiles').update({ diary_public: false }).eq('user_id', diarist.id);
    expect(await kinds()).toEqual([['listed', 'Night films']]);
  });

  it('suggests the members who reviewed the most in the last 30 days, not oneself nor whom one follows', async () => {
    const [me, busy, quiet, followed] = [
      await stack.createUser(),
      await stack.createUser(),
      await stack.createUser(),
      await stack.createUser(),
    ];
    for (let i = 0; i < 40; i++) await review(busy);
    await review(quiet);
    for (let i = 0; i < 41; i++) await review(followed);
    await review(me);
    await me.client.from('follows').insert({ followee_id: followed.id });
    const old = await review(quiet);
    await stack.stack.db.query(`update public.reviews set reviewed_at = now() - interval '31 days' where id = $1`, [old]);
    const { data, error } = await me.client.rpc('follow_suggestions', { max_count: 20 });
    expect(error).toBeNull();
    const names = (data as { username: string; recent_reviews: number }[]).map((row) => [row.username, row.recent_reviews]);
    expect(names[0]).toEqual([busy.username, 40]);
    expect(names).toContainEqual([quiet.username, 1]);
    expect(names.map(([name]) => name)).not.toContain(me.username);
    expect(names.map(([name]) => name)).not.toContain(followed.username);
  });
});

describe('account deletion', () => {
  it('removes follows both ways, blocks, comments and notifications, and recounts the others', async () => {
    const [leaving, friend] = [await stack.createUser(), await stack.createUser()];
    const friendsReview = await review(friend);
    const leavingReview = await review(leaving);
    await leaving.client.from('follows').insert({ followee_id: friend.id });
    await friend.client.from('follows').insert({ followee_id: leaving.id });
    await leaving.client.from('review_comments').insert({ review_id: friendsReview, body: 'Bye' });
    await friend.client.from('review_comments').insert({ review_id: leavingReview, body: 'Hi' });
    await leaving.client.from('review_likes').insert({ review_id: friendsReview });
    await friend.client.from('review_likes').insert({ review_id: leavingReview });
    const third = await stack.createUser();
    await leaving.client.from('blocks').insert({ blocked_id: third.id });
    await third.client.from('blocks').insert({ blocked_id: leaving.id });
    await stack.stack.db.query('delete from auth.users where id = $1', [leaving.id]);
    const left = async (table: string, column: string) =>
      (await service.from(table).select('*', { count: 'exact', head: true }).eq(column, leaving.id)).count;
    for (const [table, column] of <[string, string][]>[
      ['follows', 'follower_id'],
      ['follows', 'followee_id'],
      ['blocks', 'blocker_id'],
      ['blocks', 'blocked_id'],
      ['review_comments', 'user_id'],
      ['notifications', 'recipient_id'],
      ['notifications', 'actor_id'],
    ])
      expect({ table, column, count: await left(table, column) }).toEqual({ table, column, count: 0 });
    expect(await counts(friend)).toMatchObject({ followers_count: 0, following_count: 0 });
    expect((await service.from('reviews').select('comments_count, likes_count').eq('id', friendsReview).single()).data).toEqual({
      comments_count: 0,
      likes_count: 0,
    });
  });
});
