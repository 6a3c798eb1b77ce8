-- Favorite movies, private to their owner. The movie fields a list page shows are copied in,
-- so a list needs one query and no call to the movie database.
create table public.favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  movie_id integer not null
    constraint favorites_movie_id_positive check (movie_id > 0),
  title text not null
    constraint favorites_title_length check (char_length(title) between 1 and 500),
  poster_path text
    constraint favorites_poster_path_length check (char_length(poster_path) <= 500),
  release_date date,
  vote_average real
    constraint favorites_vote_average_range check (vote_average between 0 and 10),
  created_at timestamptz not null default now(),
  constraint favorites_one_per_user_and_movie unique (user_id, movie_id)
);

create index favorites_user_id_created_at_idx on public.favorites (user_id, created_at desc);

alter table public.favorites enable row level security;

create policy "Users see their own favorites"
  on public.favorites for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users add to their own favorites"
  on public.favorites for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own favorites"
  on public.favorites for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users remove from their own favorites"
  on public.favorites for delete to authenticated
  using ((select auth.uid()) = user_id);
