-- The film diary: each time a member watched a film (a diary entry, any number per film), and the
-- films they have watched at all (one row per film, with or without a date). Like favorites and
-- watchlist, a row copies in the movie fields its listing shows (title, poster, release date), so
-- a diary page needs one query and no call to the movie database.
--
-- Whether a member's diary is public is itself public (the public profile needs it), so the switch
-- lives on profiles: on by default, as on Letterboxd. Row level security reads it, so another
-- caller's query of a private diary returns no rows.

alter table public.profiles
  add column diary_public boolean not null default true;

-- reviews (id) is already unique; the pair is what a diary entry's foreign key names.
alter table public.reviews
  add constraint reviews_id_user_id_key unique (id, user_id);

create table public.diary_entries (
  id uuid primary key default gen_random_uuid(),
  -- References profiles (which cascade from auth.users) so PostgREST can embed the author.
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  tmdb_id integer not null
    constraint diary_entries_tmdb_id_positive check (tmdb_id > 0),
  title text not null
    constraint diary_entries_title_length check (char_length(title) between 1 and 500),
  poster_path text
    constraint diary_entries_poster_path_length check (char_length(poster_path) <= 500),
  release_date date,
  watched_on date not null
    constraint diary_entries_watched_on_since_1870 check (watched_on >= date '1870-01-01'),
  rewatch boolean not null default false,
  rating smallint
    constraint diary_entries_rating_range check (rating between 1 and 5),
  liked boolean not null default false,
  review_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The review an entry links to is the member's own: the pair must name one of their reviews.
  -- Deleting the review keeps the entry and forgets the link.
  constraint diary_entries_review_is_own foreign key (review_id, user_id)
    references public.reviews (id, user_id) on delete set null (review_id)
);

-- The diary lists a member's entries newest first; "logged before" looks a film up per member.
create index diary_entries_user_id_watched_on_idx on public.diary_entries (user_id, watched_on desc, created_at desc);
create index diary_entries_user_id_tmdb_id_idx on public.diary_entries (user_id, tmdb_id);
create index diary_entries_review_id_idx on public.diary_entries (review_id) where review_id is not null;

-- Server-set times (created_at on insert, kept on update; updated_at on every write), a watched_on
-- no later than tomorrow in UTC (so every time zone's today passes), and at most 30 entries a
-- member a day: a day's limit a client cannot go past, also with concurrent inserts (the lock is
-- per member and day, held until the transaction ends).
create or replace function public.guard_diary_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  day_count integer;
begin
  if tg_op = 'INSERT' then
    new.created_at = now();
  else
    new.created_at = old.created_at;
  end if;
  new.updated_at = now();
  if new.watched_on > (now() at time zone 'utc')::date + 1 then
    raise exception using
      errcode = '23514',
      message = 'new row for relation "diary_entries" violates check constraint "diary_entries_watched_on_not_in_future"',
      constraint = 'diary_entries_watched_on_not_in_future',
      detail = 'The watch date cannot be in the future.';
  end if;
  if tg_op = 'INSERT' or new.watched_on is distinct from old.watched_on or new.user_id is distinct from old.user_id then
    perform pg_advisory_xact_lock(hashtextextended('diary_entries:' || new.user_id::text || ':' || new.watched_on::text, 0));
    select count(*) into day_count
      from public.diary_entries d
      where d.user_id = new.user_id and d.watched_on = new.watched_on and d.id <> new.id;
    if day_count >= 30 then
      raise exception using
        errcode = '23514',
        message = 'new row for relation "diary_entries" violates check constraint "diary_entries_per_day_limit"',
        constraint = 'diary_entries_per_day_limit',
        detail = 'A diary holds at most 30 entries a day.';
    end if;
  end if;
  return new;
end
$$;

revoke execute on function public.guard_diary_entry() from public, anon, authenticated;

create trigger diary_entries_guard
  before insert or update on public.diary_entries
  for each row execute function public.guard_diary_entry();

alter table public.diary_entries enable row level security;

create policy "Users see their own diary"
  on public.diary_entries for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Public diaries are visible to everyone"
  on public.diary_entries for select
  using (exists (select 1 from public.profiles p where p.user_id = diary_entries.user_id and p.diary_public));

create policy "Users add to their own diary"
  on public.diary_entries for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own diary"
  on public.diary_entries for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users remove from their own diary"
  on public.diary_entries for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Films a member has watched: one row a film. watched_at is when (an import keeps its source's
-- date); nothing before 1870, and a later time becomes now(). created_at is the server's stamp.
create table public.watched_films (
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  tmdb_id integer not null
    constraint watched_films_tmdb_id_positive check (tmdb_id > 0),
  title text not null
    constraint watched_films_title_length check (char_length(title) between 1 and 500),
  poster_path text
    constraint watched_films_poster_path_length check (char_length(poster_path) <= 500),
  release_date date,
  watched_at timestamptz not null default now()
    constraint watched_films_watched_at_since_1870 check (watched_at >= timestamptz '1870-01-01 00:00:00+00'),
  created_at timestamptz not null default now(),
  primary key (user_id, tmdb_id)
);

create index watched_films_user_id_watched_at_idx on public.watched_films (user_id, watched_at desc);

create or replace function public.guard_watched_film()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at = now();
  else
    new.created_at = old.created_at;
  end if;
  if new.watched_at is null then
    new.watched_at = case when tg_op = 'INSERT' then now() else old.watched_at end;
  elsif new.watched_at > now() then
    new.watched_at = now();
  end if;
  return new;
end
$$;

revoke execute on function public.guard_watched_film() from public, anon, authenticated;

create trigger watched_films_guard
  before insert or update on public.watched_films
  for each row execute function public.guard_watched_film();

alter table public.watched_films enable row level security;

create policy "Users see their own watched films"
  on public.watched_films for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Watched films of public diaries are visible to everyone"
  on public.watched_films for select
  using (exists (select 1 from public.profiles p where p.user_id = watched_films.user_id and p.diary_public));

create policy "Users mark their own films watched"
  on public.watched_films for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own watched films"
  on public.watched_films for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users unmark their own watched films"
  on public.watched_films for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Logging a film marks it watched, dated the day it was watched; a film already marked keeps its
-- row. Runs with the caller's rights: the entry's owner writes their own watched film.
create or replace function public.mark_diary_film_watched()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.watched_films (user_id, tmdb_id, title, poster_path, release_date, watched_at)
  values (new.user_id, new.tmdb_id, new.title, new.poster_path, new.release_date, new.watched_on::timestamp at time zone 'utc')
  on conflict (user_id, tmdb_id) do nothing;
  return null;
end
$$;

revoke execute on function public.mark_diary_film_watched() from public, anon, authenticated;

create trigger diary_entries_mark_watched
  after insert on public.diary_entries
  for each row execute function public.mark_diary_film_watched();
