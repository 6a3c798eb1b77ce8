-- Real-user monitoring: what the shell reports of each page view (Web Vitals, errors), tagged with
-- the route pattern, the remote, its version, the platform version and whether it was a canary.
-- Nothing personal: no user id, no address, no query string, no error message (only its kind and
-- its constructor's name). The table lives in the `private` schema, which the REST API does not
-- serve: no client reads or writes it. The `telemetry` edge function records batches through
-- record_telemetry() and `node scripts/marquee.mjs status` reads telemetry_summary(), both with
-- the service role only. Rows older than 30 days are removed at each write.
create table private.telemetry_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  kind text not null check (kind in ('pageview', 'vital', 'error')),
  route text not null check (route ~ '^/[A-Za-z0-9/:_*?.-]{0,199}$'),
  remote text not null check (remote ~ '^[a-z][a-z0-9_]{0,63}$'),
  version text not null check (char_length(version) between 1 and 100),
  platform text not null check (char_length(platform) between 1 and 32),
  canary boolean not null,
  metric text check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision check (value >= 0 and value <= 600000),
  error_kind text check (error_kind in ('uncaught', 'unhandled-rejection', 'remote-load', 'remote-timeout', 'boundary')),
  error_name text check (error_name ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  check ((kind = 'vital') = (metric is not null and value is not null)),
  check ((kind = 'error') = (error_kind is not null)),
  check (metric <> 'CLS' or value <= 100)
);

create index telemetry_events_remote_idx on private.telemetry_events (remote, received_at);
create index telemetry_events_received_at_idx on private.telemetry_events (received_at);

revoke all on private.telemetry_events from public, anon, authenticated;

-- How long events are kept.
create function private.telemetry_retention()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '30 days' $$;

-- One batch, already checked by the function; the table's constraints check it again.
create function public.record_telemetry(events jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  written integer;
begin
  if jsonb_typeof(events) <> 'array' or jsonb_array_length(events) > 50 then
    raise exception 'a batch is an array of at most 50 events' using errcode = '22023';
  end if;
  insert into private.telemetry_events (kind, route, remote, version, platform, canary, metric, value, error_kind, error_name)
  select e.kind, e.route, e.remote, e.version, e.platform, e.canary, e.metric, e.value, e.error_kind, e.error_name
  from jsonb_to_recordset(events) as e(
    kind text, route text, remote text, version text, platform text, canary boolean,
    metric text, value double precision, error_kind text, error_name text
  );
  get diagnostics written = row_count;
  delete from private.telemetry_events where received_at < now() - private.telemetry_retention();
  return written;
end;
$$;

revoke execute on function public.record_telemetry(jsonb) from public, anon, authenticated;
grant execute on function public.record_telemetry(jsonb) to service_role;

-- Stable against canary for one remote since a moment: page views, errors, p75 of LCP, INP and
-- CLS with their sample counts, per version.
create function public.telemetry_summary(remote_name text, since timestamptz)
returns table (
  canary boolean,
  version text,
  page_views bigint,
  errors bigint,
  lcp_p75 double precision,
  lcp_samples bigint,
  inp_p75 double precision,
  inp_samples bigint,
  cls_p75 double precision,
  cls_samples bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    t.canary,
    t.version,
    count(*) filter (where t.kind = 'pageview'),
    count(*) filter (where t.kind = 'error'),
    percentile_cont(0.75) within group (order by t.value) filter (where t.metric = 'LCP'),
    count(*) filter (where t.metric = 'LCP'),
    percentile_cont(0.75) within group (order by t.value) filter (where t.metric = 'INP'),
    count(*) filter (where t.metric = 'INP'),
    percentile_cont(0.75) within group (order by t.value) filter (where t.metric = 'CLS'),
    count(*) filter (where t.metric = 'CLS')
  from private.telemetry_events t
  where t.remote = remote_name and t.received_at >= since
  group by t.canary, t.version
  order by t.canary, t.version
$$;

revoke execute on function public.telemetry_summary(text, timestamptz) from public, anon, authenticated;
grant execute on function public.telemetry_summary(text, timestamptz) to service_role;
