-- Rated reviews: one per user and movie. review_text holds the editor's rich text
-- (HTML/JSON of at most 2000 visible characters), bounded server-side at 20000 characters.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  -- References profiles (which cascade from auth.users) so PostgREST can embed the author.
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  movie_id integer not null
    constraint reviews_movie_id_positive check (movie_id > 0),
  rating smallint not null
    constraint reviews_rating_range check (rating between 1 and 5),
  review_text text
    constraint reviews_review_text_length check (char_length(review_text) <= 20000),
  contains_spoilers boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_one_per_user_and_movie unique (user_id, movie_id)
);

create index reviews_movie_id_created_at_idx on public.reviews (movie_id, created_at desc);

create trigger reviews_touch_updated_at
  before update on public.reviews
  for each row execute function public.touch_updated_at();

alter table public.reviews enable row level security;

create policy "Reviews are visible to everyone"
  on public.reviews for select
  using (true);

create policy "Users write their own reviews"
  on public.reviews for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own reviews"
  on public.reviews for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users delete their own reviews"
  on public.reviews for delete to authenticated
  using ((select auth.uid()) = user_id);
