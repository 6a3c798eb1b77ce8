-- A username chosen at e-mail sign-up is the member's choice: when another profile has it
-- (ignoring case), the sign-up fails instead of the profile silently getting another name. The
-- client asks `username_available` before submitting and says "That username is taken", as the
-- profile's rename does. Accounts from a social provider never chose a name (it is derived from
-- the provider's e-mail), so they still fall back to a free variant: that sign-in must not fail.
create or replace function public.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested text := new.raw_user_meta_data ->> 'username';
  chosen boolean := coalesce(new.raw_app_meta_data ->> 'provider', '') = 'email'
    and coalesce(requested ~ '^[A-Za-z0-9_]{3,50}$', false);
  base text;
  candidate text;
  attempt int := 0;
begin
  if chosen then
    begin
      insert into public.profiles (user_id, username) values (new.id, requested);
      return new;
    exception when unique_violation then
      raise exception 'The username "%" is taken', requested
        using errcode = 'unique_violation', constraint = 'profiles_username_key', hint = 'Choose another username.';
    end;
  end if;

  -- A missing or invalid name: a free one derived from it or from the e-mail's local part.
  if requested is not null and requested ~ '^[A-Za-z0-9_]{3,50}$' then
    base := requested;
  else
    base := regexp_replace(coalesce(requested, ''), '[^A-Za-z0-9_]', '', 'g');
    if char_length(base) < 3 then
      base := regexp_replace(split_part(coalesce(new.email, ''), '@', 1), '[^A-Za-z0-9_]', '', 'g');
    end if;
    if char_length(base) < 3 then
      base := 'user' || base;
    end if;
  end if;
  -- Leave room for the digits a collision appends.
  base := left(base, 42);
  candidate := left(base, 50);

  loop
    begin
      insert into public.profiles (user_id, username) values (new.id, candidate);
      return new;
    exception when unique_violation then
      -- A concurrent sign-up may take the same name between check and insert; retrying
      -- here covers both that and an already taken name.
      attempt := attempt + 1;
      if attempt > 20 then
        candidate := base || '_' || left(replace(new.id::text, '-', ''), 7);
      else
        candidate := base || (1000 + floor(random() * 9000))::int::text;
      end if;
      if attempt > 21 then
        raise;
      end if;
    end;
  end loop;
end
$$;

revoke execute on function public.create_profile_for_new_user() from public, anon, authenticated;

-- Whether a username is free, as the unique index compares them (ignoring case). Profiles are
-- readable by everyone, so this tells nobody more than a select would.
create function public.username_available(username text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (select 1 from public.profiles p where lower(p.username) = lower(username_available.username))
$$;

revoke execute on function public.username_available(text) from public;
grant execute on function public.username_available(text) to anon, authenticated;
