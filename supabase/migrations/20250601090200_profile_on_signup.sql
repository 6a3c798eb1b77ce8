-- Creates the profile when an account is created, from the sign-up metadata `username`.
-- A missing, invalid or taken name must never block sign-up, so the function falls back
-- to a free name derived from the requested one or the e-mail's local part.
create or replace function public.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested text := new.raw_user_meta_data ->> 'username';
  base text;
  candidate text;
  attempt int := 0;
begin
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

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.create_profile_for_new_user();
