-- The activity feed as both migrations of 2026-11-28 mean it: the diary's "Watched {title}" and
-- "Rewatched {title}" (…_journal_stats_and_activity.sql) and the lists' "Created list {name}"
-- (…_lists.sql, which replaced the view after the diary's and so left the diary's events out).
-- One definition with every event; list_slug is the list's address, null for the others.
create or replace view public.activity_events
with (security_invoker = true) as
select
  'reviewed:' || r.id::text as id,
  r.user_id,
  'reviewed'::text as kind,
  r.movie_id,
  null::text as title,
  null::text as poster_path,
  r.rating::integer as rating,
  r.reviewed_at as occurred_at,
  null::text as list_slug
from public.reviews r
union all
select
  'review_updated:' || r.id::text,
  r.user_id,
  'review_updated'::text,
  r.movie_id,
  null::text,
  null::text,
  r.rating::integer,
  r.updated_at,
  null::text
from public.reviews r
where r.updated_at > r.created_at + interval '1 second'
union all
select 'favorited:' || f.id::text, f.user_id, 'favorited'::text, f.movie_id, f.title, f.poster_path, null::integer, f.created_at, null::text
from public.favorites f
union all
select 'watchlisted:' || w.id::text, w.user_id, 'watchlisted'::text, w.movie_id, w.title, w.poster_path, null::integer, w.created_at, null::text
from public.watchlist w
union all
select
  'diary:' || d.id::text,
  d.user_id,
  case when d.rewatch then 'rewatched' else 'watched' end,
  d.tmdb_id,
  d.title,
  d.poster_path,
  d.rating::integer,
  case
    when d.watched_on = (d.created_at at time zone 'utc')::date then d.created_at
    else d.watched_on::timestamp at time zone 'utc'
  end,
  null::text
from public.diary_entries d
union all
select 'list_created:' || l.id::text, l.user_id, 'list_created'::text, null::integer, l.name, null::text, null::integer, l.created_at, l.slug
from public.lists l
where l.is_public;
