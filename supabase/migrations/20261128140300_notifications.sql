-- What a member is told: someone followed them, liked or commented on their review. Rows are
-- written only by the triggers below (no client may insert one), read and marked read only by
-- their recipient, and a notification from a member the recipient blocked is neither written
-- nor shown. A follow or a like notifies once per member and review: withdrawing and giving it
-- again does not notify again.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (user_id) on delete cascade,
  actor_id uuid not null references public.profiles (user_id) on delete cascade,
  kind text not null constraint notifications_kind check (kind in ('follow', 'like', 'comment')),
  review_id uuid references public.reviews (id) on delete cascade,
  comment_id uuid references public.review_comments (id) on delete cascade,
  movie_id integer,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_kind_target check (
    (kind = 'follow' and review_id is null and comment_id is null)
    or (kind = 'like' and review_id is not null and comment_id is null)
    or (kind = 'comment' and review_id is not null and comment_id is not null)
  )
);

create index notifications_recipient_id_created_at_idx on public.notifications (recipient_id, created_at desc, id desc);
create index notifications_recipient_id_unread_idx on public.notifications (recipient_id) where read_at is null;
create index notifications_actor_id_idx on public.notifications (actor_id);
create index notifications_review_id_idx on public.notifications (review_id) where review_id is not null;
create index notifications_comment_id_idx on public.notifications (comment_id) where comment_id is not null;
create unique index notifications_once on public.notifications (recipient_id, actor_id, kind, review_id) nulls not distinct
  where kind in ('follow', 'like');

alter table public.notifications enable row level security;

create policy "Members read their own notifications except from those they blocked"
  on public.notifications for select to authenticated
  using (
    (select auth.uid()) = recipient_id
    and not exists (select 1 from public.blocks b where b.blocker_id = (select auth.uid()) and b.blocked_id = notifications.actor_id)
  );

create policy "Members mark their own notifications"
  on public.notifications for update to authenticated
  using ((select auth.uid()) = recipient_id)
  with check ((select auth.uid()) = recipient_id);

-- Marking is the one change a recipient makes: read_at becomes the server's now() (once), and
-- every other column keeps its value.
create function private.notifications_only_mark_read()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  kept public.notifications := old;
begin
  kept.read_at := case
    when old.read_at is not null then old.read_at
    when new.read_at is not null then now()
  end;
  return kept;
end;
$$;

create trigger notifications_only_mark_read
  before update on public.notifications
  for each row execute function private.notifications_only_mark_read();

create function private.notify(recipient uuid, actor uuid, what text, review uuid, comment uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if recipient is null or recipient = actor or private.has_blocked(recipient, actor) then
    return;
  end if;
  insert into public.notifications (recipient_id, actor_id, kind, review_id, comment_id, movie_id)
  values (recipient, actor, what, review, comment, (select r.movie_id from public.reviews r where r.id = review))
  on conflict (recipient_id, actor_id, kind, review_id) where kind in ('follow', 'like') do nothing;
end;
$$;

revoke execute on function private.notify(uuid, uuid, text, uuid, uuid) from public, anon, authenticated;

create function private.notify_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(new.followee_id, new.follower_id, 'follow', null, null);
  return null;
end;
$$;

create function private.notify_like()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify((select r.user_id from public.reviews r where r.id = new.review_id), new.user_id, 'like', new.review_id, null);
  return null;
end;
$$;

create function private.notify_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify((select r.user_id from public.reviews r where r.id = new.review_id), new.user_id, 'comment', new.review_id, new.id);
  return null;
end;
$$;

revoke execute on function private.notify_follow(), private.notify_like(), private.notify_comment() from public, anon, authenticated;

create trigger follows_notify
  after insert on public.follows
  for each row execute function private.notify_follow();

create trigger review_likes_notify
  after insert on public.review_likes
  for each row execute function private.notify_like();

create trigger review_comments_notify
  after insert on public.review_comments
  for each row execute function private.notify_comment();
