-- movie_rating_summaries (GROUP BY) and activity_events (UNION) are read models: nobody writes
-- them. Postgres refuses a write to such a view in its rewriter, before any privilege check, with
-- 55000 "cannot insert into view", which PostgREST answers as a 500. Here every API role loses
-- its write privileges, and INSTEAD OF row triggers let a write past the rewriter to the privilege
-- check: the answer is 42501 "permission denied for view …", 401 for a visitor and 403 for a
-- signed-in caller, as for any table the caller may not write. A statement trigger refuses the
-- same way for anyone the privileges do not stop (the owner; a start that grants every table to
-- the API roles again), also when the write matches no row.
revoke insert, update, delete, truncate on public.movie_rating_summaries, public.activity_events
  from public, anon, authenticated, service_role;

create function private.refuse_view_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view %', tg_table_name using errcode = '42501';
end;
$$;

create trigger movie_rating_summaries_read_only
  instead of insert or update or delete on public.movie_rating_summaries
  for each row execute function private.refuse_view_write();

create trigger activity_events_read_only
  instead of insert or update or delete on public.activity_events
  for each row execute function private.refuse_view_write();

create trigger movie_rating_summaries_refuse_writes
  before insert or update or delete on public.movie_rating_summaries
  for each statement execute function private.refuse_view_write();

create trigger activity_events_refuse_writes
  before insert or update or delete on public.activity_events
  for each statement execute function private.refuse_view_write();
