-- The review's 2,000-character limit, checked on the stored document and counted exactly as the
-- editor counts (mf-reviews/src/lib/rich-text.ts and review-schema.ts): the stored text is read
-- as the editor's JSON document when it is a JSON array, otherwise as plain text whose line
-- breaks count for nothing; the visible text is the document's leaves joined without
-- separators, trimmed of JavaScript whitespace at both ends, and measured in UTF-16 code units
-- (an emoji counts 2, as in the editor's counter).

-- leavesOf: every text leaf under a list of nodes, in document order. A node with a string
-- `text` is a leaf (its children are not read); any other object is walked through `children`.
create function private.review_leaves_text(nodes jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  with recursive walk (node, path) as (
    select element, array[position::int]
      from pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(nodes) = 'array' then nodes else '[]'::jsonb end)
           with ordinality as top (element, position)
    union all
    select child.element, walk.path || child.position::int
      from walk,
           pg_catalog.jsonb_array_elements(walk.node -> 'children') with ordinality as child (element, position)
     where pg_catalog.jsonb_typeof(walk.node) = 'object'
       and pg_catalog.jsonb_typeof(walk.node -> 'text') is distinct from 'string'
       and pg_catalog.jsonb_typeof(walk.node -> 'children') = 'array'
  )
  select coalesce(string_agg(node ->> 'text', '' order by path), '')
    from walk
   where pg_catalog.jsonb_typeof(node) = 'object' and pg_catalog.jsonb_typeof(node -> 'text') = 'string';
$$;

-- parseReviewText then plainTextOf: what each top-level element contributes once the editor
-- has kept only the shapes it knows.
create function private.review_document_text(document jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(string_agg(part.contributed, '' order by top.position), '')
    from pg_catalog.jsonb_array_elements(document) with ordinality as top (element, position),
         lateral (
           select case
             when pg_catalog.jsonb_typeof(top.element) <> 'object' then ''
             when pg_catalog.jsonb_typeof(top.element -> 'type') = 'string'
                  and top.element ->> 'type' in ('bulleted-list', 'numbered-list') then
               case when pg_catalog.jsonb_typeof(top.element -> 'children') = 'array' then
                 (select coalesce(string_agg(
                           case
                             when pg_catalog.jsonb_typeof(item.element) not in ('object', 'array') then ''
                             when coalesce(item.element -> 'children', 'null'::jsonb) = 'null'::jsonb
                               then private.review_leaves_text(pg_catalog.jsonb_build_array(item.element))
                             else private.review_leaves_text(item.element -> 'children')
                           end, '' order by item.position), '')
                    from pg_catalog.jsonb_array_elements(top.element -> 'children') with ordinality as item (element, position))
               else '' end
             when pg_catalog.jsonb_typeof(top.element -> 'type') = 'string'
                  and top.element ->> 'type' in ('paragraph', 'list-item') then
               private.review_leaves_text(top.element -> 'children')
             when pg_catalog.jsonb_typeof(top.element -> 'text') = 'string' then top.element ->> 'text'
             else ''
           end as contributed
         ) as part;
$$;

-- The stored text's visible length, as the editor's form validates it.
create function private.review_visible_length(stored text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  document jsonb;
  visible text;
begin
  if stored is null or stored = '' then
    return 0;
  end if;
  begin
    -- JSON.parse accepts \u0000 and unpaired surrogate escapes, jsonb does not. Each is one
    -- UTF-16 unit in the editor (a pair is two), and none is whitespace, so counting each as a
    -- \u0001 gives the same length.
    document := pg_catalog.regexp_replace(
      stored, '(?<!\\)((?:\\\\)*)\\u(0000|[dD][89a-fA-F][0-9a-fA-F]{2})', '\1\\u0001', 'g')::jsonb;
  exception when others then
    document := null;
  end;
  if document is not null and pg_catalog.jsonb_typeof(document) = 'array' then
    visible := private.review_document_text(document);
  else
    visible := pg_catalog.regexp_replace(stored, E'\r?\n', '', 'g');
  end if;
  -- String.prototype.trim: WhiteSpace and LineTerminator.
  visible := pg_catalog.btrim(visible, E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff');
  return pg_catalog.length(visible)
       + pg_catalog.length(visible) - pg_catalog.length(pg_catalog.regexp_replace(visible, '[\U00010000-\U0010FFFF]', '', 'g'));
end;
$$;

grant usage on schema private to anon, authenticated, service_role;
grant execute on function private.review_leaves_text(jsonb), private.review_document_text(jsonb), private.review_visible_length(text)
  to anon, authenticated, service_role;

-- Reviews stored before the rule keep their text (not valid: existing rows are not checked);
-- every new or changed review is.
alter table public.reviews
  add constraint reviews_review_text_visible_length
  check (private.review_visible_length(review_text) <= 2000) not valid;
