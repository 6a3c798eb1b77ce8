-- avatar_url is rendered as an <img> for every reader of a review, so it may only point at the
-- owner's own file in this project's public avatars bucket: nothing like `javascript:` or a
-- third-party tracking pixel.
--
-- A migration cannot know the project's URL: hosted it is https://<ref>.supabase.co, locally
-- whatever SUPABASE_PUBLIC_URL says, and the same SQL runs in both places. So the check is on
-- the path, which is the same everywhere: an optional http(s) origin (the one supabase-js's
-- getPublicUrl puts there), then exactly /storage/v1/object/public/avatars/<user_id>/<file>,
-- with plain path segments (no `.` or `..`) and an optional plain query such as the `?v=<n>`
-- cache-buster the app appends. The origin itself is checked where the URL is used: the app
-- renders avatars only from its own Supabase origin.
--
-- Values that do not fit were never valid avatars; they are cleared so the constraint can be
-- added on a database that already holds some.
update public.profiles
   set avatar_url = null
 where avatar_url is not null
   and avatar_url !~ ('^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?/storage/v1/object/public/avatars/'
                      || user_id::text || '/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*(\?[A-Za-z0-9=&._-]*)?$');

alter table public.profiles
  add constraint profiles_avatar_url_own_storage check (
    avatar_url ~ ('^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?/storage/v1/object/public/avatars/'
                  || user_id::text || '/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*(\?[A-Za-z0-9=&._-]*)?$')
  );
