-- A member's public profile in one round trip: the profile, its counts and the first page of
-- each thing it shows (reviews newest first; favorites and watchlist newest first when their
-- owner made them public). The page asked these in a chain (the profile, then three counts,
-- then reviews and favorites once those had rendered). The function runs with the caller's
-- rights (security invoker), so row level security still decides every row it reads: another
-- member's private list is never read, and a list shows only when its owner made it public.
create function public.public_profile_page(profile_username text, page_size integer)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'profile', to_jsonb(p),
    'counts', jsonb_build_object(
      'reviews', (select count(*) from public.reviews r where r.user_id = p.user_id),
      'favorites', case when p.favorites_public then (select count(*) from public.favorites f where f.user_id = p.user_id) end,
      'watchlist', case when p.watchlist_public then (select count(*) from public.watchlist w where w.user_id = p.user_id) end
    ),
    'reviews', coalesce(
      (select jsonb_agg(to_jsonb(r) order by r.created_at desc, r.id desc)
       from (select * from public.reviews
             where user_id = p.user_id
             order by created_at desc, id desc
             limit least(greatest(page_size, 1), 100)) r),
      '[]'::jsonb
    ),
    'favorites', case when p.favorites_public then coalesce(
      (select jsonb_agg(to_jsonb(f) order by f.created_at desc, f.id desc)
       from (select * from public.favorites
             where user_id = p.user_id
             order by created_at desc, id desc
             limit least(greatest(page_size, 1), 100)) f),
      '[]'::jsonb
    ) end,
    'watchlist', case when p.watchlist_public then coalesce(
      (select jsonb_agg(to_jsonb(w) order by w.created_at desc, w.id desc)
       from (select * from public.watchlist
             where user_id = p.user_id
             order by created_at desc, id desc
             limit least(greatest(page_size, 1), 100)) w),
      '[]'::jsonb
    ) end
  )
  from public.profiles p
  where p.username = profile_username;
$$;
