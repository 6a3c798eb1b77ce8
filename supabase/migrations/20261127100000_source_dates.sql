-- An import keeps the dates of the site it came from: a Letterboxd review of March 2024 is dated
-- March 2024, not the day it was imported. reviews.created_at stays the server's stamp of when the
-- row was written; reviewed_at is the date a review is shown, ordered ("Newest") and listed in the
-- activity feed by, and watched_on the day the member watched the film. A client may set both,
-- within bounds the database keeps: nothing before 1870 (before the first motion pictures), and
-- nothing in the future: a later reviewed_at becomes now(), so a review can never rank above the
-- newest one, and a watched_on after tomorrow (UTC, so every time zone's today passes) is refused.
-- Watchlist entries keep their source date the same way in created_at.

alter table public.reviews
  add column reviewed_at timestamptz,
  add column watched_on date;

-- Existing reviews were written when the server stamped them. Their triggers are off for the
-- backfill, or updated_at would move and every review would look edited today.
alter table public.reviews disable trigger user;
update public.reviews set reviewed_at = created_at;
alter table public.reviews enable trigger user;

alter table public.reviews
  alter column reviewed_at set default now(),
  alter column reviewed_at set not null,
  add constraint reviews_reviewed_at_since_1870 check (reviewed_at >= timestamptz '1870-01-01 00:00:00+00'),
  add constraint reviews_watched_on_since_1870 check (watched_on >= date '1870-01-01');

create or replace function public.bound_review_source_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.reviewed_at is null then
    new.reviewed_at = case when tg_op = 'INSERT' then now() else old.reviewed_at end;
  elsif new.reviewed_at > now() then
    new.reviewed_at = now();
  end if;
  if new.watched_on > (now() at time zone 'utc')::date + 1 then
    raise exception using
      errcode = '23514',
      message = 'new row for relation "reviews" violates check constraint "reviews_watched_on_not_in_future"',
      constraint = 'reviews_watched_on_not_in_future';
  end if;
  return new;
end
$$;

revoke execute on function public.bound_review_source_dates() from public, anon, authenticated;

create trigger reviews_bound_source_dates
  before insert or update on public.reviews
  for each row execute function public.bound_review_source_dates();

alter table public.watchlist
  add constraint watchlist_created_at_since_1870 check (created_at >= timestamptz '1870-01-01 00:00:00+00');

create or replace function public.bound_list_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.created_at is null then
    new.created_at = case when tg_op = 'INSERT' then now() else old.created_at end;
  elsif new.created_at > now() then
    new.created_at = now();
  end if;
  return new;
end
$$;

revoke execute on function public.bound_list_created_at() from public, anon, authenticated;

create trigger watchlist_bound_created_at
  before insert or update on public.watchlist
  for each row execute function public.bound_list_created_at();

-- The review orders read reviewed_at where they read created_at.
drop index public.reviews_movie_id_created_at_idx;
drop index public.reviews_movie_id_likes_count_idx;
drop index public.reviews_movie_id_rating_idx;
drop index public.reviews_user_id_created_at_idx;
create index reviews_movie_id_reviewed_at_idx on public.reviews (movie_id, reviewed_at desc);
create index reviews_movie_id_likes_count_idx on public.reviews (movie_id, likes_count desc, reviewed_at desc);
create index reviews_movie_id_rating_idx on public.reviews (movie_id, rating desc, reviewed_at desc);
create index reviews_user_id_reviewed_at_idx on public.reviews (user_id, reviewed_at desc);

-- The activity feed dates a review by reviewed_at; an edit is still the moment it happened.
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
from public.watchlist w;
