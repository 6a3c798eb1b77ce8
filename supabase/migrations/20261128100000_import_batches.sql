-- A Letterboxd import writes its films in batches, each through `import_letterboxd_batch`: one
-- transaction that writes the batch's reviews, watchlist rows and Letterboxd film names and
-- records the batch id with what it saved. Sending the same batch again (a page reloaded while
-- the batch was on its way, then "Finish the import") returns that record instead of writing
-- again, so the result says exactly what was saved: rows the first attempt wrote are not taken
-- for duplicates the member already had.
--
-- What a row may change is decided here, not by the client: without `replace_existing` a review the member
-- has is never touched; with it, a row that brings a text replaces rating, text, spoiler flag and
-- dates, and a row that brings only a rating replaces only the rating (the text stays). Source
-- dates go through the tables' own bounds (triggers and checks). Bounded: at most 50 films a
-- batch, 200 batches a minute (10,000 films) and 2,000 a day per member; records are kept for 7 days.

create table public.import_batches (
  user_id uuid not null references auth.users (id) on delete cascade,
  batch_id uuid not null,
  summary jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, batch_id)
);

create index import_batches_user_id_created_at_idx on public.import_batches (user_id, created_at);

alter table public.import_batches enable row level security;

-- Written only by the function below; a member reads their own records.
revoke insert, update, delete, truncate on public.import_batches from anon, authenticated;

create policy "Users see their own import batches"
  on public.import_batches for select to authenticated
  using ((select auth.uid()) = user_id);

create function public.import_letterboxd_batch(batch_id uuid, replace_existing boolean, films jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  recorded jsonb;
  film jsonb;
  review jsonb;
  listed jsonb;
  lbx jsonb;
  movie integer;
  had_review boolean;
  has_text boolean;
  written integer;
  new_reviews integer := 0;
  new_with_text integer := 0;
  replaced integer := 0;
  ratings_replaced integer := 0;
  watchlisted integer := 0;
  result jsonb;
begin
  if uid is null then
    raise exception 'Sign in to import' using errcode = '42501';
  end if;
  if import_letterboxd_batch.batch_id is null then
    raise exception 'An import batch needs an id' using errcode = '22023';
  end if;
  if jsonb_typeof(films) is distinct from 'array' or jsonb_array_length(films) not between 1 and 50 then
    raise exception 'An import batch holds 1 to 50 films' using errcode = '22023';
  end if;

  -- One batch at a time per member: a batch sent twice at once is written once.
  perform pg_advisory_xact_lock(hashtextextended('import_letterboxd_batch:' || uid::text, 0));

  select b.summary into recorded
  from public.import_batches b
  where b.user_id = uid and b.batch_id = import_letterboxd_batch.batch_id;
  if found then
    return recorded;
  end if;

  if (select count(*) from public.import_batches b where b.user_id = uid and b.created_at > now() - interval '1 minute') >= 200
     or (select count(*) from public.import_batches b where b.user_id = uid and b.created_at > now() - interval '1 day') >= 2000 then
    raise exception 'Too many import batches: wait a minute, then finish the import'
      using errcode = 'P0001', hint = 'At most 200 batches a minute and 2,000 a day.';
  end if;

  delete from public.import_batches b where b.user_id = uid and b.created_at < now() - interval '7 days';

  for film in select value from jsonb_array_elements(films) loop
    movie := (film ->> 'movie_id')::integer;
    review := film -> 'review';
    listed := film -> 'watchlist';
    lbx := film -> 'letterboxd';

    if jsonb_typeof(review) = 'object' then
      has_text := jsonb_typeof(review -> 'review_text') = 'string';
      select exists (select 1 from public.reviews r where r.user_id = uid and r.movie_id = movie) into had_review;
      if not had_review then
        insert into public.reviews (user_id, movie_id, rating, review_text, contains_spoilers, reviewed_at, watched_on)
        values (
          uid,
          movie,
          (review ->> 'rating')::smallint,
          case when has_text then review ->> 'review_text' end,
          coalesce((review ->> 'contains_spoilers')::boolean, false),
          (review ->> 'reviewed_at')::timestamptz,
          (review ->> 'watched_on')::date
        );
        new_reviews := new_reviews + 1;
        if has_text then
          new_with_text := new_with_text + 1;
        end if;
      elsif replace_existing and has_text then
        update public.reviews r
        set rating = (review ->> 'rating')::smallint,
            review_text = review ->> 'review_text',
            contains_spoilers = coalesce((review ->> 'contains_spoilers')::boolean, false),
            reviewed_at = coalesce((review ->> 'reviewed_at')::timestamptz, r.reviewed_at),
            watched_on = coalesce((review ->> 'watched_on')::date, r.watched_on)
        where r.user_id = uid and r.movie_id = movie;
        get diagnostics written = row_count;
        replaced := replaced + written;
      elsif replace_existing then
        -- A rating on its own never touches the member's text.
        update public.reviews r
        set rating = (review ->> 'rating')::smallint
        where r.user_id = uid and r.movie_id = movie;
        get diagnostics written = row_count;
        ratings_replaced := ratings_replaced + written;
      end if;
    end if;

    if jsonb_typeof(listed) = 'object' then
      insert into public.watchlist (user_id, movie_id, title, poster_path, release_date, vote_average, created_at)
      values (
        uid,
        movie,
        listed ->> 'title',
        listed ->> 'poster_path',
        (listed ->> 'release_date')::date,
        (listed ->> 'vote_average')::real,
        (listed ->> 'created_at')::timestamptz
      )
      on conflict (user_id, movie_id) do nothing;
      get diagnostics written = row_count;
      watchlisted := watchlisted + written;
    end if;

    if jsonb_typeof(lbx) = 'object' then
      -- A film's page, once known, is not forgotten by a file that lacks it.
      insert into public.letterboxd_films (user_id, movie_id, title, year, letterboxd_uri)
      values (uid, movie, lbx ->> 'title', (lbx ->> 'year')::smallint, lbx ->> 'letterboxd_uri')
      on conflict (user_id, movie_id) do update
      set title = excluded.title, year = excluded.year, letterboxd_uri = excluded.letterboxd_uri
      where excluded.letterboxd_uri is not null;
    end if;
  end loop;

  result := jsonb_build_object(
    'reviews', new_reviews,
    'reviewsWithText', new_with_text,
    'replaced', replaced,
    'ratingsReplaced', ratings_replaced,
    'watchlist', watchlisted
  );
  insert into public.import_batches (user_id, batch_id, summary) values (uid, import_letterboxd_batch.batch_id, result);
  return result;
end
$$;

revoke execute on function public.import_letterboxd_batch(uuid, boolean, jsonb) from public, anon;
grant execute on function public.import_letterboxd_batch(uuid, boolean, jsonb) to authenticated;
