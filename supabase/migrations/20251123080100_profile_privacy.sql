-- Privacy of the lists: off by default. Whether a list is public is itself public (the public
-- profile needs it), so the switches live on profiles; row level security on favorites and
-- watchlist reads them, so another user's query of a private list returns no rows.
alter table public.profiles
  add column favorites_public boolean not null default false,
  add column watchlist_public boolean not null default false;

create policy "Public favorites are visible to everyone"
  on public.favorites for select
  using (exists (select 1 from public.profiles p where p.user_id = favorites.user_id and p.favorites_public));

create policy "Public watchlists are visible to everyone"
  on public.watchlist for select
  using (exists (select 1 from public.profiles p where p.user_id = watchlist.user_id and p.watchlist_public));

-- Preferences only their owner reads ("Always show spoilers"): a table of their own, since
-- profiles are readable by everyone.
create table public.user_preferences (
  user_id uuid primary key default auth.uid() references public.profiles (user_id) on delete cascade,
  always_show_spoilers boolean not null default false,
  updated_at timestamptz not null default now()
);

create trigger user_preferences_touch_updated_at
  before update on public.user_preferences
  for each row execute function public.touch_updated_at();

alter table public.user_preferences enable row level security;

create policy "Users see their own preferences"
  on public.user_preferences for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users create their own preferences"
  on public.user_preferences for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own preferences"
  on public.user_preferences for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users delete their own preferences"
  on public.user_preferences for delete to authenticated
  using ((select auth.uid()) = user_id);
