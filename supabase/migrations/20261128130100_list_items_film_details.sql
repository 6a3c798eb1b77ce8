-- A list's page shows each film's title, year and poster. They are copied into list_items when the
-- film is added (as favorites and the watchlist copy them), so a list of 500 films is one query
-- and no call to the movie database. A row without them (a list saved by ids only, an import that
-- found no title) is still a film of the list: the page asks the movie database for that row.

alter table public.list_items
  add column title text
    constraint list_items_title_length check (char_length(title) between 1 and 500),
  add column poster_path text
    constraint list_items_poster_path_format check (poster_path ~ '^/[A-Za-z0-9._-]{1,200}$'),
  add column release_date date
    constraint list_items_release_date_since_1870 check (release_date >= date '1870-01-01');

-- save_list_items gains `films`: the details of the films it saves, [{tmdb_id, title,
-- poster_path, release_date}, …], each optional. A film the call gives no details for keeps the
-- ones its row had, so reordering a list by ids loses nothing.
drop function public.save_list_items(uuid, integer[]);

create function public.save_list_items(list_id uuid, tmdb_ids integer[], films jsonb default null)
returns public.lists
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target uuid := list_id;
  saved public.lists;
  kept_films jsonb;
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
  if films is not null and (jsonb_typeof(films) <> 'array' or jsonb_array_length(films) > 500) then
    raise exception using errcode = '22023', message = 'films must be an array of at most 500 films.';
  end if;
  perform 1 from public.lists l where l.id = target and l.user_id = (select auth.uid()) for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'List not found';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'tmdb_id', i.tmdb_id, 'title', i.title, 'poster_path', i.poster_path, 'release_date', i.release_date)), '[]'::jsonb)
    into kept_films
    from public.list_items i
   where i.list_id = target;
  delete from public.list_items i where i.list_id = target;
  insert into public.list_items (list_id, tmdb_id, title, poster_path, release_date)
  select target, ids.id,
         coalesce(nullif(btrim(given.title), ''), previous.title),
         coalesce(given.poster_path, previous.poster_path),
         coalesce(given.release_date, previous.release_date)
    from unnest(tmdb_ids) with ordinality as ids (id, ord)
    left join lateral (
      select f.title, f.poster_path, f.release_date
        from jsonb_to_recordset(coalesce(films, '[]'::jsonb)) as f (tmdb_id integer, title text, poster_path text, release_date date)
       where f.tmdb_id = ids.id
       limit 1
    ) given on true
    left join lateral (
      select k.title, k.poster_path, k.release_date
        from jsonb_to_recordset(kept_films) as k (tmdb_id integer, title text, poster_path text, release_date date)
       where k.tmdb_id = ids.id
       limit 1
    ) previous on true
   order by ids.ord;
  select * into saved from public.lists l where l.id = target;
  return saved;
end;
$$;

revoke execute on function public.save_list_items(uuid, integer[], jsonb) from public, anon;
grant execute on function public.save_list_items(uuid, integer[], jsonb) to authenticated;
