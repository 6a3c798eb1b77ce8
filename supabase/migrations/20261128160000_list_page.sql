-- A list's page in one call: the member called `owner_username`, their list `list_slug` and its
-- films in order, as the page at /u/:username/list/:slug shows them (it asked three times before:
-- the member, the list, its films, one after the other). The function runs with the caller's
-- rights, so row level security decides what it reads: a private list answers null to anyone but
-- its owner, as does a list or a member that does not exist.
create function public.list_page(owner_username text, list_slug text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'owner', jsonb_build_object('user_id', p.user_id, 'username', p.username),
    'list', to_jsonb(l),
    'films', coalesce(
      (
        select jsonb_agg(
          jsonb_build_object('tmdb_id', i.tmdb_id, 'title', i.title, 'poster_path', i.poster_path, 'release_date', i.release_date)
          order by i.position
        )
        from public.list_items i
        where i.list_id = l.id
      ),
      '[]'::jsonb
    )
  )
  from public.profiles p
  join public.lists l on l.user_id = p.user_id and l.slug = list_slug
  where p.username = owner_username;
$$;
