-- A diary's page in one call: the entries of `diary_user`, newest first (the day watched, then the
-- order they were logged), `page_size` of them from `page_offset`. A function rather than a table
-- query so that a page's first read is one GET of one address (`/rest/v1/rpc/diary_page?…`), which
-- the shell's first script makes with the stored session before supabase-js has arrived. It runs
-- with the caller's rights: row level security decides whose entries are read (their own, or a
-- member's while that member's diary is public), as the table query did.
create function public.diary_page(diary_user uuid, page_offset integer, page_size integer)
returns setof public.diary_entries
language sql
stable
security invoker
set search_path = ''
as $$
  select e.*
  from public.diary_entries e
  where e.user_id = diary_user
  order by e.watched_on desc, e.created_at desc, e.id desc
  offset greatest(page_offset, 0)
  limit least(greatest(page_size, 0), 100);
$$;
