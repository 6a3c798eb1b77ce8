-- Each review carries its number of likes, kept by the database, so "Most liked" is an indexed
-- sort and a list shows counts without counting rows per review. Clients cannot write it: on
-- insert it starts at 0, on update it keeps its value unless the likes trigger is the writer.
alter table public.reviews add column likes_count integer not null default 0
  constraint reviews_likes_count_not_negative check (likes_count >= 0);

create index reviews_movie_id_likes_count_idx on public.reviews (movie_id, likes_count desc, created_at desc);
create index reviews_movie_id_rating_idx on public.reviews (movie_id, rating desc, created_at desc);
create index reviews_user_id_created_at_idx on public.reviews (user_id, created_at desc);

-- Named to fire after reviews_stamp_timestamps and reviews_touch_updated_at (triggers fire in
-- name order): a count change is not an edit, so it keeps the review's updated_at.
create function public.reviews_keep_likes_count()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.likes_count := 0;
  elsif coalesce(current_setting('marquee.counting_likes', true), '') = 'on' then
    new.updated_at := old.updated_at;
  else
    new.likes_count := old.likes_count;
  end if;
  return new;
end;
$$;

revoke execute on function public.reviews_keep_likes_count() from public, anon, authenticated;

create trigger reviews_with_likes_count
  before insert or update on public.reviews
  for each row execute function public.reviews_keep_likes_count();

-- Recounted rather than incremented, so concurrent likes cannot drift the number.
create function public.review_likes_recount()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(new.review_id, old.review_id);
begin
  perform set_config('marquee.counting_likes', 'on', true);
  update public.reviews r
     set likes_count = (select count(*) from public.review_likes l where l.review_id = target)
   where r.id = target;
  perform set_config('marquee.counting_likes', 'off', true);
  return null;
end;
$$;

revoke execute on function public.review_likes_recount() from public, anon, authenticated;

create trigger review_likes_recount
  after insert or delete on public.review_likes
  for each row execute function public.review_likes_recount();
