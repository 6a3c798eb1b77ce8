-- The favorites and watchlist pages are read newest first with the row id breaking ties
-- (order by created_at desc, id desc), a page starting after the previous page's last
-- (created_at, id): rows added at the same instant, as an import dates a day's films, must not
-- fall between two pages. The index follows that order so each page is one index range.
drop index public.favorites_user_id_created_at_idx;
create index favorites_user_id_created_at_id_idx on public.favorites (user_id, created_at desc, id desc);

drop index public.watchlist_user_id_created_at_idx;
create index watchlist_user_id_created_at_id_idx on public.watchlist (user_id, created_at desc, id desc);
