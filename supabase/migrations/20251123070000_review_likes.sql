-- Likes on reviews: one per user and review, never on one's own review. Everyone can read them
-- (a review shows its count); a user adds and removes only their own like.
create table public.review_likes (
  review_id uuid not null references public.reviews (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (review_id, user_id)
);

-- "What did this user like" (their data export, their profile) without a scan.
create index review_likes_user_id_idx on public.review_likes (user_id, created_at desc);

-- No self-likes, decided by the database: the author of the review is looked up at insert time.
create function public.review_likes_not_own_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.reviews r where r.id = new.review_id and r.user_id = new.user_id) then
    raise exception 'Users cannot like their own review' using errcode = '23514';
  end if;
  new.created_at := now();
  return new;
end;
$$;

create trigger review_likes_not_own_review
  before insert on public.review_likes
  for each row execute function public.review_likes_not_own_review();

alter table public.review_likes enable row level security;

create policy "Review likes are visible to everyone"
  on public.review_likes for select
  using (true);

create policy "Users like as themselves"
  on public.review_likes for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users remove their own likes"
  on public.review_likes for delete to authenticated
  using ((select auth.uid()) = user_id);
