-- "From people you follow": the followed members' reviews, the reviews they liked, their diary
-- entries (while their diary is public) and their lists (the public ones), newest first, in pages
-- that start after the previous page's last (occurred_at, id). One query: from the caller's
-- follows (the primary key's range), each followed member's newest events of each kind are read
-- from an index in the feed's order, at most one page each, and the page is the newest of those.
-- The id names the event ('review:<review>', 'like:<review>:<member>', 'diary:<entry>',
-- 'list:<list>'); ids are compared bytewise (collation "C"), the order in which each member's
-- index returns them. Row level security applies as the caller: a private diary or list is
-- never read.
drop index public.reviews_user_id_reviewed_at_idx;
create index reviews_user_id_reviewed_at_id_idx on public.reviews (user_id, reviewed_at desc, id desc);
drop index public.review_likes_user_id_idx;
create index review_likes_user_id_created_at_idx on public.review_likes (user_id, created_at desc, review_id desc);
create index diary_entries_user_id_created_at_id_idx on public.diary_entries (user_id, created_at desc, id desc);
create index lists_user_id_created_at_id_idx on public.lists (user_id, created_at desc, id desc);
-- Suggestions read the last 30 days of reviews across members.
create index reviews_reviewed_at_idx on public.reviews (reviewed_at desc);

create function public.following_feed(before_at timestamptz default null, before_id text default null, page_size integer default 10)
returns table (
  id text,
  kind text,
  occurred_at timestamptz,
  actor_id uuid,
  actor_username text,
  actor_avatar_url text,
  movie_id integer,
  rating smallint,
  review_id uuid,
  review_text text,
  contains_spoilers boolean,
  review_author_username text,
  diary_entry_id uuid,
  title text,
  poster_path text,
  watched_on date,
  rewatch boolean,
  list_id uuid,
  list_name text,
  list_slug text,
  list_item_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select least(greatest(coalesce(page_size, 10), 1), 50) as n,
           coalesce(before_at, 'infinity'::timestamptz) as at,
           coalesce(before_id, '') collate "C" as after_id
  ),
  followed as (
    select f.followee_id from public.follows f where f.follower_id = (select auth.uid())
  ),
  events as (
    select e.* from followed, bounds, lateral (
      select ('review:' || r.id::text) collate "C" as id, 'reviewed'::text as kind, r.reviewed_at as occurred_at,
             r.user_id as actor_id, r.id as review_id, null::uuid as diary_entry_id, null::uuid as list_id
        from public.reviews r
       where r.user_id = followed.followee_id
         and r.reviewed_at <= bounds.at
         and (before_at is null or r.reviewed_at < bounds.at or ('review:' || r.id::text) collate "C" < bounds.after_id)
       order by r.reviewed_at desc, r.id desc
       limit bounds.n
    ) e
    union all
    select e.* from followed, bounds, lateral (
      select ('like:' || l.review_id::text || ':' || l.user_id::text) collate "C", 'liked'::text, l.created_at,
             l.user_id, l.review_id, null::uuid, null::uuid
        from public.review_likes l
       where l.user_id = followed.followee_id
         and l.created_at <= bounds.at
         and (before_at is null or l.created_at < bounds.at
              or ('like:' || l.review_id::text || ':' || l.user_id::text) collate "C" < bounds.after_id)
       order by l.created_at desc, l.review_id desc
       limit bounds.n
    ) e
    union all
    select e.* from followed, bounds, lateral (
      select ('diary:' || d.id::text) collate "C", 'logged'::text, d.created_at,
             d.user_id, null::uuid, d.id, null::uuid
        from public.diary_entries d
       where d.user_id = followed.followee_id
         and d.created_at <= bounds.at
         and (before_at is null or d.created_at < bounds.at or ('diary:' || d.id::text) collate "C" < bounds.after_id)
       order by d.created_at desc, d.id desc
       limit bounds.n
    ) e
    union all
    select e.* from followed, bounds, lateral (
      select ('list:' || li.id::text) collate "C", 'listed'::text, li.created_at,
             li.user_id, null::uuid, null::uuid, li.id
        from public.lists li
       where li.user_id = followed.followee_id
         and li.created_at <= bounds.at
         and (before_at is null or li.created_at < bounds.at or ('list:' || li.id::text) collate "C" < bounds.after_id)
       order by li.created_at desc, li.id desc
       limit bounds.n
    ) e
  ),
  page as (
    select events.* from events order by events.occurred_at desc, events.id desc limit (select n from bounds)
  )
  select page.id, page.kind, page.occurred_at, page.actor_id, actor.username, actor.avatar_url,
         coalesce(r.movie_id, d.tmdb_id), coalesce(r.rating, d.rating),
         r.id, r.review_text, r.contains_spoilers, author.username,
         d.id, d.title, d.poster_path, d.watched_on, d.rewatch,
         li.id, li.name, li.slug, li.item_count
    from page
    join public.profiles actor on actor.user_id = page.actor_id
    left join public.reviews r on r.id = page.review_id
    left join public.profiles author on author.user_id = r.user_id
    left join public.diary_entries d on d.id = page.diary_entry_id
    left join public.lists li on li.id = page.list_id
   order by page.occurred_at desc, page.id desc;
$$;

-- Whom to follow when one follows nobody yet: the members who reviewed the most in the last 30
-- days, without the caller, whom they follow or blocked.
create function public.follow_suggestions(max_count integer default 10)
returns table (user_id uuid, username text, avatar_url text, recent_reviews integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select p.user_id, p.username, p.avatar_url, s.recent_reviews
    from (select r.user_id, count(*)::integer as recent_reviews
            from public.reviews r
           where r.reviewed_at > now() - interval '30 days'
           group by r.user_id) s
    join public.profiles p on p.user_id = s.user_id
   where p.user_id is distinct from (select auth.uid())
     and not exists (select 1 from public.follows f where f.follower_id = (select auth.uid()) and f.followee_id = p.user_id)
     and not exists (select 1 from public.blocks b where b.blocker_id = (select auth.uid()) and b.blocked_id = p.user_id)
   order by s.recent_reviews desc, p.username
   limit least(greatest(coalesce(max_count, 10), 1), 20);
$$;

-- A member's followers or the members they follow ("followers" / "following"), most recent
-- follow first, in pages after the previous page's last (followed_at, user_id).
create function public.follow_list(
  profile_username text,
  direction text,
  before_at timestamptz default null,
  before_user uuid default null,
  page_size integer default 30
)
returns table (user_id uuid, username text, avatar_url text, followed_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  with owner as (
    select p.user_id from public.profiles p where lower(p.username) = lower(profile_username)
  ),
  edges as (
    select f.follower_id as member_id, f.created_at
      from owner join public.follows f on f.followee_id = owner.user_id
     where direction = 'followers'
    union all
    select f.followee_id, f.created_at
      from owner join public.follows f on f.follower_id = owner.user_id
     where direction = 'following'
  )
  select p.user_id, p.username, p.avatar_url, e.created_at
    from edges e
    join public.profiles p on p.user_id = e.member_id
   where before_at is null or (e.created_at, e.member_id) < (before_at, before_user)
   order by e.created_at desc, e.member_id desc
   limit least(greatest(coalesce(page_size, 30), 1), 100);
$$;
