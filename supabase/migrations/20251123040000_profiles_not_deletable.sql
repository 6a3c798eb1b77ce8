-- A profile lives exactly as long as its account: the sign-up trigger creates it and the cascade
-- from auth.users removes it. A user deleting the row themselves also deleted all their reviews
-- (they cascade from the profile) and left an account without a profile, so there is no delete
-- policy at all: row level security filters every client DELETE on profiles to zero rows.
-- Deleting an account is a separate, server-side feature (service role or auth admin API).
drop policy if exists "Users delete their own profile" on public.profiles;
