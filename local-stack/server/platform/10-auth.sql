-- The part of hosted Supabase's `auth` schema that this project's migrations and the local
-- auth service rely on. On hosted Supabase this schema already exists; locally the stack
-- creates it before applying `supabase/migrations`. Column names follow GoTrue's.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null,
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  email text,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_id)
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- PKCE and OAuth state between /authorize, the provider page, and /token?grant_type=pkce.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text unique,
  code_challenge text,
  code_challenge_method text,
  provider_type text not null,
  redirect_to text,
  created_at timestamptz not null default now()
);

-- Columns the local auth service needs beyond the original sketch. `alter ... if not exists`
-- so a data directory created before they existed is brought up to date on the next start.
alter table auth.users add column if not exists phone text;
alter table auth.users add column if not exists email_change text;
alter table auth.users add column if not exists email_change_token text;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
alter table auth.users add column if not exists is_anonymous boolean not null default false;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);

-- How the session was authenticated, so refreshed access tokens keep the same `amr` claim.
alter table auth.sessions add column if not exists amr jsonb not null default '[]'::jsonb;
alter table auth.sessions add column if not exists refreshed_at timestamptz;

create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- OAuth and e-mail PKCE flows: which kind of sign-in started the flow, and what the
-- emulated provider handed back.
alter table auth.flow_state add column if not exists authentication_method text;
alter table auth.flow_state add column if not exists provider_access_token text;
alter table auth.flow_state add column if not exists auth_code_issued_at timestamptz;
alter table auth.flow_state add column if not exists updated_at timestamptz not null default now();

-- The claims of the current request, as PostgREST sets them. After a transaction the
-- setting is '' (not null), and ''::jsonb raises: hence nullif.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb) $$;

create or replace function auth.uid() returns uuid
language sql stable
as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create or replace function auth.role() returns text
language sql stable
as $$ select nullif(auth.jwt() ->> 'role', '') $$;

create or replace function auth.email() returns text
language sql stable
as $$ select nullif(auth.jwt() ->> 'email', '') $$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
