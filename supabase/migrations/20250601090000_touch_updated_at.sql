-- Keeps updated_at honest on every table that has one: clients cannot forget or forge it.
create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end
$$;
