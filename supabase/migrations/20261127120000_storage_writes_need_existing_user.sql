-- A signed access token outlives its account: deleting a member does not revoke the tokens they
-- hold, which stay valid until they expire. Storage writes check the account still exists, so a
-- deleted member's token can no longer upload, replace or remove files (hosted Supabase's storage
-- runs the same policies). The check reads auth.users, which the authenticated role cannot, so it
-- is a security definer function in a schema the REST API does not expose.
create schema if not exists private;
grant usage on schema private to authenticated;

create function private.caller_account_exists()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where u.id = auth.uid());
$$;

revoke execute on function private.caller_account_exists() from public;
grant execute on function private.caller_account_exists() to authenticated;

drop policy "Users upload their own avatar" on storage.objects;
drop policy "Users replace their own avatar" on storage.objects;
drop policy "Users delete their own avatar" on storage.objects;

create policy "Users upload their own avatar"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.caller_account_exists())
  );

create policy "Users replace their own avatar"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.caller_account_exists())
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.caller_account_exists())
  );

create policy "Users delete their own avatar"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select private.caller_account_exists())
  );
