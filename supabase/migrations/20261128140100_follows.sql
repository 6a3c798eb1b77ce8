-- Members follow members. Everyone reads who follows whom (a profile lists its followers and
-- whom it follows); a member adds and removes only their own follows. Nobody follows themself,
-- and a member someone blocked cannot follow them.
create table public.follows (
  follower_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  followee_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, followee_id),
  constraint follows_not_self check (follower_id <> followee_id)
);

-- The primary key serves "whom does X follow" (the feed's first step); this one "who follows X".
create index follows_followee_id_idx on public.follows (followee_id, created_at desc, follower_id);
create index follows_follower_id_created_at_idx on public.follows (follower_id, created_at desc, followee_id);

alter table public.follows enable row level security;

create policy "Follows are visible to everyone"
  on public.follows for select
  using (true);

create policy "Members follow as themselves"
  on public.follows for insert to authenticated
  with check ((select auth.uid()) = follower_id);

create policy "Members unfollow as themselves"
  on public.follows for delete to authenticated
  using ((select auth.uid()) = follower_id);

create function private.follows_check()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.has_blocked(new.followee_id, new.follower_id) then
    raise exception 'You cannot follow this member' using errcode = '42501';
  end if;
  new.created_at := now();
  return new;
end;
$$;

create trigger follows_check
  before insert on public.follows
  for each row execute function private.follows_check();

-- Blocking removes the blocked member's follow of the blocker.
create function private.blocks_remove_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.follows f where f.follower_id = new.blocked_id and f.followee_id = new.blocker_id;
  return null;
end;
$$;

revoke execute on function private.blocks_remove_follow() from public, anon, authenticated;

create trigger blocks_remove_follow
  after insert on public.blocks
  for each row execute function private.blocks_remove_follow();

-- Each profile carries its numbers of followers and followed members, kept by the database as
-- reviews.likes_count is: a client's insert starts them at 0, its update keeps them, and a count
-- change keeps the profile's updated_at. Named to fire after profiles_touch_updated_at.
alter table public.profiles
  add column followers_count integer not null default 0
    constraint profiles_followers_count_not_negative check (followers_count >= 0),
  add column following_count integer not null default 0
    constraint profiles_following_count_not_negative check (following_count >= 0);

create function private.profiles_keep_follow_counts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.followers_count := 0;
    new.following_count := 0;
  elsif coalesce(current_setting('marquee.counting_follows', true), '') = 'on' then
    new.updated_at := old.updated_at;
  else
    new.followers_count := old.followers_count;
    new.following_count := old.following_count;
  end if;
  return new;
end;
$$;

create trigger profiles_with_follow_counts
  before insert or update on public.profiles
  for each row execute function private.profiles_keep_follow_counts();

-- Recounted rather than incremented, so concurrent follows cannot drift the numbers.
create function private.follows_recount()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  follower uuid := coalesce(new.follower_id, old.follower_id);
  followee uuid := coalesce(new.followee_id, old.followee_id);
begin
  perform set_config('marquee.counting_follows', 'on', true);
  update public.profiles p
     set following_count = (select count(*) from public.follows f where f.follower_id = follower)
   where p.user_id = follower;
  update public.profiles p
     set followers_count = (select count(*) from public.follows f where f.followee_id = followee)
   where p.user_id = followee;
  perform set_config('marquee.counting_follows', 'off', true);
  return null;
end;
$$;

revoke execute on function private.follows_recount() from public, anon, authenticated;

create trigger follows_recount
  after insert or delete on public.follows
  for each row execute function private.follows_recount();
