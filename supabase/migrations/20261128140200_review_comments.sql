-- Comments on reviews: plain text (never rendered as HTML), 1 to 1,000 characters after
-- trimming, read oldest first. Everyone reads them, except that a member does not see the
-- comments of someone they blocked. A comment is never edited; its author or the review's author
-- deletes it. A member whom the review's author blocked cannot comment, and a member posts at
-- most 10 comments a minute.
create table public.review_comments (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  body text not null
    constraint review_comments_body_length check (char_length(btrim(body)) between 1 and 1000),
  created_at timestamptz not null default now()
);

create index review_comments_review_id_created_at_idx on public.review_comments (review_id, created_at, id);
create index review_comments_user_id_created_at_idx on public.review_comments (user_id, created_at desc);

alter table public.review_comments enable row level security;

create policy "Comments are visible to everyone but those who blocked their author"
  on public.review_comments for select
  using (
    (select auth.uid()) is null
    or not exists (
      select 1 from public.blocks b where b.blocker_id = (select auth.uid()) and b.blocked_id = review_comments.user_id
    )
  );

create policy "Members comment as themselves"
  on public.review_comments for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Authors of the comment or of the review delete it"
  on public.review_comments for delete to authenticated
  using (
    (select auth.uid()) = user_id
    or exists (select 1 from public.reviews r where r.id = review_comments.review_id and r.user_id = (select auth.uid()))
  );

-- The rate limit counts the member's comments of the last minute; concurrent posts by one
-- member wait for each other (a transaction-scoped lock on the member), so ten at once cannot
-- all pass a count of nine.
create function private.review_comments_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid;
begin
  select r.user_id into author from public.reviews r where r.id = new.review_id;
  if author is not null and private.has_blocked(author, new.user_id) then
    raise exception 'You cannot comment on this member''s reviews' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('review_comments:' || new.user_id::text, 0));
  if (select count(*) from public.review_comments c
       where c.user_id = new.user_id and c.created_at > now() - interval '1 minute') >= 10 then
    raise exception 'You can post at most 10 comments a minute. Please wait a minute and post again.'
      using errcode = 'P0001', hint = 'Your comment was not posted; its text is kept.';
  end if;
  new.body := btrim(new.body);
  new.created_at := clock_timestamp();
  return new;
end;
$$;

revoke execute on function private.review_comments_check() from public, anon, authenticated;

create trigger review_comments_check
  before insert on public.review_comments
  for each row execute function private.review_comments_check();

-- Each review carries its number of comments, kept like likes_count. Named to fire after
-- reviews_touch_updated_at so a count change keeps the review's updated_at.
alter table public.reviews add column comments_count integer not null default 0
  constraint reviews_comments_count_not_negative check (comments_count >= 0);

create function private.reviews_keep_comments_count()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.comments_count := 0;
  elsif coalesce(current_setting('marquee.counting_comments', true), '') = 'on' then
    new.updated_at := old.updated_at;
  else
    new.comments_count := old.comments_count;
  end if;
  return new;
end;
$$;

create trigger reviews_with_comments_count
  before insert or update on public.reviews
  for each row execute function private.reviews_keep_comments_count();

create function private.review_comments_recount()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(new.review_id, old.review_id);
begin
  perform set_config('marquee.counting_comments', 'on', true);
  update public.reviews r
     set comments_count = (select count(*) from public.review_comments c where c.review_id = target)
   where r.id = target;
  perform set_config('marquee.counting_comments', 'off', true);
  return null;
end;
$$;

revoke execute on function private.review_comments_recount() from public, anon, authenticated;

create trigger review_comments_recount
  after insert or delete on public.review_comments
  for each row execute function private.review_comments_recount();

-- Likes follow the same rule as comments: a member whom the review's author blocked cannot like
-- the author's reviews.
create function private.review_likes_not_blocked()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  author uuid;
begin
  select r.user_id into author from public.reviews r where r.id = new.review_id;
  if author is not null and private.has_blocked(author, new.user_id) then
    raise exception 'You cannot like this member''s reviews' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger review_likes_not_blocked
  before insert on public.review_likes
  for each row execute function private.review_likes_not_blocked();
