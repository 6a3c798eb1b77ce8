-- One public profile per account. Rows are created by the sign-up trigger
-- (see the profile_on_signup migration), so a profile exists for every user.
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text not null
    constraint profiles_username_format check (username ~ '^[A-Za-z0-9_]{3,50}$'),
  avatar_url text
    constraint profiles_avatar_url_length check (char_length(avatar_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- "Bob" and "bob" would be indistinguishable to readers: usernames are unique ignoring case.
create unique index profiles_username_key on public.profiles (lower(username));

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_updated_at();

alter table public.profiles enable row level security;

create policy "Profiles are visible to everyone"
  on public.profiles for select
  using (true);

create policy "Users create their own profile"
  on public.profiles for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users delete their own profile"
  on public.profiles for delete to authenticated
  using ((select auth.uid()) = user_id);
