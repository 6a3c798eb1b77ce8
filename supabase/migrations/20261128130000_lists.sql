-- A member's lists of films ("Best of 2008"), ranked or not, public (the default) or private.
--
-- lists: the list itself. Its owner writes it; everyone reads a public one, only the owner a
-- private one. What the client cannot choose:
--   * slug: derived by the database from the name when the list is made (lowercase ASCII letters
--     and digits joined by "-", "list" when nothing is left, deduplicated per member with -2, -3…).
--     It is stable: renaming the list keeps it, so a link once shared keeps working.
--   * item_count: the number of films, kept by the list_items triggers below.
--   * updated_at: now() on every change. created_at: now() by default; an import may keep the
--     source's date (a Letterboxd list's Date), within the bounds the watchlist keeps: not before
--     1870, and a moment still to come becomes now. An update never moves it.
--   * at most 100 lists a member, checked under a per-member lock so two inserts cannot both pass.
--
-- list_items: the films of a list, by TMDb id, in order. position is 1..n without gaps, set by
-- the database: an inserted film is appended (whatever position the client sent), a removal
-- closes the gap, and rows are never updated through the API. A new order is saved with
-- save_list_items(list_id, tmdb_ids), which replaces the list's films by the array, in its order,
-- in one transaction. At most 500 films a list.

create table public.lists (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint lists_name_length check (char_length(name) between 1 and 100 and name = btrim(name)),
  -- Derived from the name by lists_server_fields.
  slug text not null default 'list'
    constraint lists_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 90),
  description text
    constraint lists_description_length check (char_length(description) <= 1000),
  ranked boolean not null default false,
  is_public boolean not null default true,
  item_count integer not null default 0
    constraint lists_item_count_range check (item_count between 0 and 500),
  created_at timestamptz not null default now()
    constraint lists_created_at_since_1870 check (created_at >= timestamptz '1870-01-01 00:00:00+00'),
  updated_at timestamptz not null default now(),
  constraint lists_one_slug_per_member unique (user_id, slug)
);

create index lists_user_id_created_at_idx on public.lists (user_id, created_at desc);

create table public.list_items (
  list_id uuid not null references public.lists (id) on delete cascade,
  tmdb_id integer not null
    constraint list_items_tmdb_id_positive check (tmdb_id > 0),
  -- Set by list_items_append.
  position integer not null default 1
    constraint list_items_position_range check (position between 1 and 500),
  created_at timestamptz not null default now(),
  primary key (list_id, tmdb_id),
  -- Checked at the end of each statement, so closing a gap may shift rows past each other.
  constraint list_items_one_per_position unique (list_id, position) deferrable initially immediate
);

-- The slug of a name: accents folded, lowercase ASCII words joined by "-", at most 80 characters.
create function private.list_slug_of(list_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(
      btrim(
        left(
          btrim(
            regexp_replace(
              translate(
                lower(list_name),
                'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťţùúûüūůűųýÿźżžß',
                'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrsssttuuuuuuuuyyzzzs'
              ),
              '[^a-z0-9]+', '-', 'g'
            ),
            '-'
          ),
          80
        ),
        '-'
      ),
      ''
    ),
    'list'
  );
$$;

create function public.lists_server_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text;
  candidate text;
  suffix integer := 1;
begin
  new.name := btrim(new.name);
  new.description := nullif(btrim(new.description), '');
  new.updated_at := now();
  if tg_op = 'INSERT' then
    -- One member's inserts wait for each other, so the limit and the slug's suffix hold.
    perform pg_advisory_xact_lock(hashtextextended('lists:' || new.user_id::text, 0));
    if (select count(*) from public.lists l where l.user_id = new.user_id) >= 100 then
      raise exception using
        errcode = '23514',
        message = 'You can keep at most 100 lists.',
        constraint = 'lists_at_most_100_per_member';
    end if;
    new.item_count := 0;
    if new.created_at is null or new.created_at > now() then
      new.created_at := now();
    end if;
    base := private.list_slug_of(new.name);
    candidate := base;
    while exists (select 1 from public.lists l where l.user_id = new.user_id and l.slug = candidate) loop
      suffix := suffix + 1;
      candidate := base || '-' || suffix::text;
    end loop;
    new.slug := candidate;
  else
    new.id := old.id;
    new.user_id := old.user_id;
    new.slug := old.slug;
    new.created_at := old.created_at;
    if coalesce(current_setting('marquee.counting_list_items', true), '') <> 'on' then
      new.item_count := old.item_count;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.lists_server_fields() from public, anon, authenticated;

create trigger lists_server_fields
  before insert or update on public.lists
  for each row execute function public.lists_server_fields();

-- Appends an inserted film after the list's last, under a lock on the list, so concurrent inserts
-- neither share a position nor pass 500 films together.
create function public.list_items_append()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_position integer;
begin
  perform 1 from public.lists l where l.id = new.list_id for update;
  select coalesce(max(i.position), 0) into last_position from public.list_items i where i.list_id = new.list_id;
  if last_position >= 500 then
    raise exception using
      errcode = '23514',
      message = 'A list can hold at most 500 films.',
      constraint = 'list_items_at_most_500_per_list';
  end if;
  new.position := last_position + 1;
  new.created_at := now();
  return new;
end;
$$;

revoke execute on function public.list_items_append() from public, anon, authenticated;

create trigger list_items_append
  before insert on public.list_items
  for each row execute function public.list_items_append();

-- Recounts the lists a statement changed (recounted rather than incremented, so nothing drifts).
create function private.list_items_recount(list_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('marquee.counting_list_items', 'on', true);
  update public.lists l
     set item_count = (select count(*) from public.list_items i where i.list_id = l.id)
   where l.id = any (list_ids);
  perform set_config('marquee.counting_list_items', 'off', true);
end;
$$;

revoke execute on function private.list_items_recount(uuid[]) from public, anon, authenticated;

create function public.list_items_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.list_items_recount(array(select distinct a.list_id from added a));
  return null;
end;
$$;

revoke execute on function public.list_items_after_insert() from public, anon, authenticated;

-- Closes the gaps a removal leaves (positions stay 1..n), then recounts.
create function public.list_items_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched uuid[] := array(select distinct r.list_id from removed r);
begin
  update public.list_items i
     set position = ranked.rank
    from (
      select k.list_id, k.tmdb_id, row_number() over (partition by k.list_id order by k.position)::integer as rank
        from public.list_items k
       where k.list_id = any (touched)
    ) ranked
   where i.list_id = ranked.list_id and i.tmdb_id = ranked.tmdb_id and i.position <> ranked.rank;
  perform private.list_items_recount(touched);
  return null;
end;
$$;

revoke execute on function public.list_items_after_delete() from public, anon, authenticated;

create trigger list_items_after_insert
  after insert on public.list_items
  referencing new table as added
  for each statement execute function public.list_items_after_insert();

create trigger list_items_after_delete
  after delete on public.list_items
  referencing old table as removed
  for each statement execute function public.list_items_after_delete();

alter table public.lists enable row level security;
alter table public.list_items enable row level security;

create policy "Public lists are visible to everyone"
  on public.lists for select
  using (is_public);

create policy "Users see their own lists"
  on public.lists for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users create their own lists"
  on public.lists for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users update their own lists"
  on public.lists for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users delete their own lists"
  on public.lists for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "Films of public lists are visible to everyone"
  on public.list_items for select
  using (exists (select 1 from public.lists l where l.id = list_items.list_id and l.is_public));

create policy "Users see the films of their own lists"
  on public.list_items for select to authenticated
  using (exists (select 1 from public.lists l where l.id = list_items.list_id and l.user_id = (select auth.uid())));

create policy "Users add films to their own lists"
  on public.list_items for insert to authenticated
  with check (exists (select 1 from public.lists l where l.id = list_items.list_id and l.user_id = (select auth.uid())));

create policy "Users remove films from their own lists"
  on public.list_items for delete to authenticated
  using (exists (select 1 from public.lists l where l.id = list_items.list_id and l.user_id = (select auth.uid())));

-- Replaces a list's films by tmdb_ids, in the array's order (position = index + 1), in one
-- transaction: the editor's "Save list". Runs as the caller: row level security lets only the
-- owner through. Answers the list as saved.
create function public.save_list_items(list_id uuid, tmdb_ids integer[])
returns public.lists
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target uuid := list_id;
  saved public.lists;
begin
  if tmdb_ids is null then
    raise exception using errcode = '22004', message = 'tmdb_ids must be an array of film ids.';
  end if;
  if cardinality(tmdb_ids) > 500 then
    raise exception using
      errcode = '23514',
      message = 'A list can hold at most 500 films.',
      constraint = 'list_items_at_most_500_per_list';
  end if;
  if (select count(distinct id) from unnest(tmdb_ids) as id) <> cardinality(tmdb_ids) then
    raise exception using errcode = '23505', message = 'A film can be in a list only once.';
  end if;
  perform 1 from public.lists l where l.id = target and l.user_id = (select auth.uid()) for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'List not found';
  end if;
  delete from public.list_items i where i.list_id = target;
  insert into public.list_items (list_id, tmdb_id, position)
  select target, films.id, films.ord::integer
    from unnest(tmdb_ids) with ordinality as films (id, ord)
   order by films.ord;
  select * into saved from public.lists l where l.id = target;
  return saved;
end;
$$;

revoke execute on function public.save_list_items(uuid, integer[]) from public, anon;
grant execute on function public.save_list_items(uuid, integer[]) to authenticated;

-- The activity feed gains "Created list {name}" for public lists (title carries the list's name,
-- list_slug its address; movie_id is null). A private list's event is nobody's, not even its
-- owner's feed.
create or replace view public.activity_events
with (security_invoker = true) as
select
  'reviewed:' || r.id::text as id,
  r.user_id,
  'reviewed'::text as kind,
  r.movie_id,
  null::text as title,
  null::text as poster_path,
  r.rating::integer as rating,
  r.reviewed_at as occurred_at,
  null::text as list_slug
from public.reviews r
union all
select
  'review_updated:' || r.id::text,
  r.user_id,
  'review_updated'::text,
  r.movie_id,
  null::text,
  null::text,
  r.rating::integer,
  r.updated_at,
  null::text
from public.reviews r
where r.updated_at > r.created_at + interval '1 second'
union all
select 'favorited:' || f.id::text, f.user_id, 'favorited'::text, f.movie_id, f.title, f.poster_path, null::integer, f.created_at, null::text
from public.favorites f
union all
select 'watchlisted:' || w.id::text, w.user_id, 'watchlisted'::text, w.movie_id, w.title, w.poster_path, null::integer, w.created_at, null::text
from public.watchlist w
union all
select 'list_created:' || l.id::text, l.user_id, 'list_created'::text, null::integer, l.name, null::text, null::integer, l.created_at, l.slug
from public.lists l
where l.is_public;
