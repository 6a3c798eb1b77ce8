-- Read models of the community pages. Both views run with the caller's rights
-- (security_invoker), so the tables' row level security decides what each caller sees.

-- A movie's members' rating: count, average (one decimal) and the five-bar histogram.
create view public.movie_rating_summaries
with (security_invoker = true) as
select
  r.movie_id,
  count(*)::integer as ratings_count,
  round(avg(r.rating), 1)::double precision as average_rating,
  count(*) filter (where r.rating = 5)::integer as five_stars,
  count(*) filter (where r.rating = 4)::integer as four_stars,
  count(*) filter (where r.rating = 3)::integer as three_stars,
  count(*) filter (where r.rating = 2)::integer as two_stars,
  count(*) filter (where r.rating = 1)::integer as one_star
from public.reviews r
group by r.movie_id;

-- A user's events, newest first when ordered by occurred_at: reviewing a movie, editing that
-- review, adding a movie to a list. List rows carry the movie's title and poster; review rows
-- do not (reviews hold only movie_id). A private list's events are invisible to other users
-- because the list's own policies apply.
create view public.activity_events
with (security_invoker = true) as
select
  'reviewed:' || r.id::text as id,
  r.user_id,
  'reviewed'::text as kind,
  r.movie_id,
  null::text as title,
  null::text as poster_path,
  r.rating::integer as rating,
  r.created_at as occurred_at
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
from public.watchlist w;

