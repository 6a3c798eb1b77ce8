-- A member may block another. The blocked member can no longer follow the blocker (an existing
-- follow is removed), comment on or like the blocker's reviews; their comments on the blocker's
-- reviews are hidden from the blocker, and they no longer notify the blocker. Only the blocker
-- reads their blocks: the blocked member is not told.
create table public.blocks (
  blocker_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  blocked_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_self check (blocker_id <> blocked_id)
);

create index blocks_blocked_id_idx on public.blocks (blocked_id, blocker_id);

alter table public.blocks enable row level security;

create policy "Members see whom they blocked"
  on public.blocks for select to authenticated
  using ((select auth.uid()) = blocker_id);

create policy "Members block as themselves"
  on public.blocks for insert to authenticated
  with check ((select auth.uid()) = blocker_id);

create policy "Members unblock as themselves"
  on public.blocks for delete to authenticated
  using ((select auth.uid()) = blocker_id);

-- Whether `blocker` blocked `blocked`, whoever asks: the rules of the other tables ask it for the
-- blocked member too, who cannot read the row.
create function private.has_blocked(blocker uuid, blocked uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.blocks b where b.blocker_id = blocker and b.blocked_id = blocked);
$$;

revoke execute on function private.has_blocked(uuid, uuid) from public;
grant execute on function private.has_blocked(uuid, uuid) to anon, authenticated, service_role;

create function private.blocks_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := now();
  return new;
end;
$$;

create trigger blocks_stamp
  before insert on public.blocks
  for each row execute function private.blocks_stamp();
