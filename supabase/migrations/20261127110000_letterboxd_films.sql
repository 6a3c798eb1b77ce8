-- Films a member imported from Letterboxd, as Letterboxd knows them: its title and year, and the
-- film's page when the export gave it. The Letterboxd export names each film this way, so
-- Letterboxd matches it without a tmdbID and without asking the movie database for titles.
-- Private to its owner: it tells where else they keep their films.
create table public.letterboxd_films (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  movie_id integer not null
    constraint letterboxd_films_movie_id_positive check (movie_id > 0),
  title text not null
    constraint letterboxd_films_title_length check (char_length(title) between 1 and 500),
  year smallint
    constraint letterboxd_films_year_range check (year between 1800 and 2999),
  letterboxd_uri text
    constraint letterboxd_films_uri_shape check (
      char_length(letterboxd_uri) <= 200 and letterboxd_uri ~ '^https://(boxd\.it|letterboxd\.com)/[A-Za-z0-9_/-]+$'
    ),
  created_at timestamptz not null default now(),
  primary key (user_id, movie_id)
);

alter table public.letterboxd_films enable row level security;

create policy "Users see their own imported films"
  on public.letterboxd_films for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users add their own imported films"
  on public.letterboxd_films for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own imported films"
  on public.letterboxd_films for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users remove their own imported films"
  on public.letterboxd_films for delete to authenticated
  using ((select auth.uid()) = user_id);
