-- "Newest first" orders reviews by created_at, so a client that chose it (say, a date in 2099)
-- could pin its review to the top. The server stamps it: now() on insert, unchanged on update,
-- whatever the client sent. updated_at is stamped on insert here and on update by the
-- touch_updated_at trigger.
create or replace function public.stamp_review_timestamps()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at = now();
    new.updated_at = now();
  else
    new.created_at = old.created_at;
  end if;
  return new;
end
$$;

revoke execute on function public.stamp_review_timestamps() from public, anon, authenticated;

create trigger reviews_stamp_timestamps
  before insert or update on public.reviews
  for each row execute function public.stamp_review_timestamps();
