-- A member's numbers for their profile ("Films", "This year") and the "Your year" charts: films
-- watched per month and the ratings they gave, in one call. A film counts in a year when the
-- member logged it or marked it watched that year; a month counts each film once. The function
-- runs with the caller's rights, so row level security decides what it reads: a private diary's
-- numbers are all zero to anyone but its owner.
create function public.journal_stats(member uuid, stats_year integer)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select make_date(y, 1, 1) as first_day, make_date(y + 1, 1, 1) as next_year
    from (select least(greatest(stats_year, 1870), 2999) as y) clamped
  ),
  watched as (
    select d.tmdb_id, d.watched_on as day
    from public.diary_entries d, bounds b
    where d.user_id = member and d.watched_on >= b.first_day and d.watched_on < b.next_year
    union all
    select w.tmdb_id, (w.watched_at at time zone 'utc')::date
    from public.watched_films w, bounds b
    where w.user_id = member
      and w.watched_at >= b.first_day::timestamp at time zone 'utc'
      and w.watched_at < b.next_year::timestamp at time zone 'utc'
  ),
  per_month as (
    select extract(month from day)::integer as month, count(distinct tmdb_id)::integer as films
    from watched
    group by 1
  ),
  per_rating as (
    select d.rating::integer as rating, count(*)::integer as entries
    from public.diary_entries d, bounds b
    where d.user_id = member and d.rating is not null and d.watched_on >= b.first_day and d.watched_on < b.next_year
    group by 1
  )
  select jsonb_build_object(
    'films', (select count(*)::integer from public.watched_films w where w.user_id = member),
    'this_year', (select count(distinct tmdb_id)::integer from watched),
    'months', (select jsonb_agg(coalesce(p.films, 0) order by m) from generate_series(1, 12) m left join per_month p on p.month = m),
    'ratings', (select jsonb_agg(coalesce(r.entries, 0) order by s) from generate_series(1, 5) s left join per_rating r on r.rating = s)
  );
$$;

-- The activity feed gains "Watched {title}" and "Rewatched {title}": a diary entry is an event,
-- dated the day it was watched (at the moment it was logged when that was the same day). Entries
-- of a private diary are invisible to others because diary_entries' own policies apply.
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
  r.reviewed_at as occurred_at
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
  r.updated_at
from public.reviews r
where r.updated_at > r.created_at + interval '1 second'
union all
select 'favorited:' || f.id::text, f.user_id, 'favorited'::text, f.movie_id, f.title, f.poster_path, null::integer, f.created_at
from public.favorites f
union all
select 'watchlisted:' || w.id::text, w.user_id, 'watchlisted'::text, w.movie_id, w.title, w.poster_path, null::integer, w.created_at
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
  end
from public.diary_entries d;
