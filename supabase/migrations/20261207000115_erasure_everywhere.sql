-- One person's data, found and erased wherever it is (issue 45; docs/owner.md "One person's data",
-- ADR 0028). find_person looked at address columns and JSON, and erase_person cleared only what it had been
-- taught: an address in anyone's `utm` (one lead carrying "utm_content":"victim@…") made erasure raise and
-- erase nothing, and one in `page` or a message survived while find_person reported the address gone.
-- Now both read the catalogue: every text, JSON and text-array column of every table of the studio's
-- schemas, so a column added later is covered without a new migration. Erasure clears the address in
-- each of them, in place, keeping each value's length (so no length or size check refuses it),
-- and supabase/tests/sql/erasure-everywhere.sql proves it by planting the address in every column of every
-- table.

-- Every column that can hold text: `text` (text and varchar, and domains over them), `json` (json and
-- jsonb), `array` (arrays of text). `holds_address`: a column for an address (the email_address domain,
-- or named email, recipient, reply_to, ..._email), erased whole rather than within its text. Generated
-- columns are read, never written: they follow the columns they come from.
drop function private.person_columns();
create function private.person_columns()
  returns table (table_schema text, table_name text, column_name text, kind text, type_name text,
                 holds_address boolean, generated boolean)
  language sql
  stable
  set search_path = ''
as $$
  select n.nspname::text, c.relname::text, a.attname::text,
         case when t.typname in ('json', 'jsonb') then 'json' when t.typcategory = 'A' then 'array' else 'text' end,
         format_type(a.atttypid, a.atttypmod),
         t.typcategory <> 'A' and t.typname not in ('json', 'jsonb')
           and (t.typname = 'email_address' or a.attname ~ '(^|_)(email|recipient|reply_to)$'),
         a.attgenerated <> ''
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p') and not c.relispartition
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_type base on base.oid = t.typbasetype
    left join pg_type element on element.oid = t.typelem and t.typcategory = 'A'
   where n.nspname in ('public', 'private') and a.attnum > 0 and not a.attisdropped
     and (t.typname in ('json', 'jsonb') or coalesce(base.typcategory, t.typcategory) = 'S'
          or element.typcategory = 'S')
   order by 1, 2, 3
$$;
comment on function private.person_columns() is
  'Every column of the studio''s tables that can hold text, and so an email address (used by find_person and erase_person).';

-- Whether any string of a JSON document, keys included, at any depth, holds the address.
create function private.jsonb_mentions(document jsonb, pattern text) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select exists (select 1 from jsonb_path_query(document, 'strict $.** ? (@.type() == "string")') s
                  where s #>> '{}' ~* pattern)
      or exists (select 1 from jsonb_path_query(document, 'strict $.** ? (@.type() == "object").keyvalue()') kv
                  where kv ->> 'key' ~* pattern)
$$;

-- The text with the address replaced by "erased", padded with dots (or cut) to the address's length: the
-- text keeps its length, so the checks that bounded it, at least n characters or at most n bytes, still
-- hold.
create function private.text_without_address(value text, address text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select regexp_replace(value, private.person_pattern(address), rpad('erased', char_length(address), '.'), 'gi')
$$;

-- A JSON document with the address replaced in every string, keys included; in an object whose address
-- field (email, recipient, reply_to) holds it, the name beside it too (a digest's entry: {"name": ...,
-- "email": ...}), so a message about several people keeps the others.
create or replace function private.jsonb_without_address(document jsonb, address text) returns jsonb
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  pattern text := private.person_pattern(address);
  names_her boolean;
begin
  if jsonb_typeof(document) = 'string' then
    return to_jsonb(private.text_without_address(document #>> '{}', address));
  elsif jsonb_typeof(document) = 'array' then
    return coalesce((select jsonb_agg(private.jsonb_without_address(e.value, address) order by e.position)
                       from jsonb_array_elements(document) with ordinality as e(value, position)), '[]'::jsonb);
  elsif jsonb_typeof(document) = 'object' then
    names_her := exists (select 1 from jsonb_each_text(document) as o(key, value)
                          where o.key ~ '(^|_)(email|recipient|reply_to)$' and o.value ~* pattern);
    return coalesce((select jsonb_object_agg(private.text_without_address(o.key, address),
                              case when names_her and o.key in ('name', 'full_name') and jsonb_typeof(o.value) = 'string'
                                   then to_jsonb('Erased'::text)
                                   else private.jsonb_without_address(o.value, address) end)
                       from jsonb_each(document) as o(key, value)), '{}'::jsonb);
  end if;
  return document;
end;
$$;

-- The test that finds the address in one column of the table aliased t: $1 is the address, $2 its
-- pattern, $3 the address as JSON writes it (a cheap first test before the pattern).
create function private.person_test(column_name text, kind text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case kind
    when 'json' then format('(strpos(lower(t.%1$I::jsonb::text), $3) > 0 and private.jsonb_mentions(t.%1$I::jsonb, $2))', column_name)
    when 'array' then format('exists (select 1 from unnest(t.%I) as e where e::text ~* $2)', column_name)
    else format('(strpos(lower(t.%1$I::text), $1) > 0 and t.%1$I::text ~* $2)', column_name)
  end
$$;

-- Runs as its owner, so the owner and the service role alike read every table.
create or replace function private.find_person(p_email text)
  returns table (place text, row_id text, found_in text[], created_at timestamptz)
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  address text := private.person_address(p_email);
  pattern text := private.person_pattern(address);
  as_json text := lower(substr(to_json(address)::text, 2, char_length(to_json(address)::text) - 2));
  target record;
  tests text;
  names text;
begin
  for target in
    select c.table_schema, c.table_name, array_agg(c.column_name order by c.column_name) as columns,
           array_agg(c.kind order by c.column_name) as kinds
      from private.person_columns() c
     where (c.table_schema, c.table_name) <> ('private', 'request_budgets')
     group by c.table_schema, c.table_name
  loop
    -- One test a column, and the names of the columns that matched.
    select string_agg(private.person_test(u.name, u.kind), ' or '),
           string_agg(format('case when %s then %L end', private.person_test(u.name, u.kind), u.name), ', ')
      into tests, names
      from unnest(target.columns, target.kinds) as u(name, kind);
    return query execute format(
      'select %L, to_jsonb(t) ->> ''id'', array_remove(array[%s]::text[], null), (to_jsonb(t) ->> ''created_at'')::timestamptz
         from %I.%I t where %s',
      target.table_schema || '.' || target.table_name, names, target.table_schema, target.table_name, tests)
      using address, pattern, as_json;
  end loop;
  -- The rate limits' buckets, by name and window: the per-mailbox ones (ADR 0006) name it as the
  -- provider folds it.
  return query
    select 'private.request_budgets', b.bucket, array['bucket'], b.window_start
      from private.request_budgets b
     where b.bucket in ('email:' || private.recipient_key(address), 'mail-to:' || private.recipient_key(address))
        or starts_with(b.bucket, 'email:' || private.recipient_key(address) || ' from ')
        or b.bucket ~* pattern;
end;
$$;
comment on function private.find_person(text) is 'Every row holding this email address (case ignored), in any text, JSON or list column: run select * from private.find_person(''ada@example.com''); in the SQL editor.';

create or replace function private.erase_person(p_email text)
  returns table (place text, rows_erased integer)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  address text := private.person_address(p_email);
  pattern text := private.person_pattern(address);
  as_json text := lower(substr(to_json(address)::text, 2, char_length(to_json(address)::text) - 2));
  erased constant text := 'Erased';
  -- The person's leads, as 'table:id', so the inbox and the outbox copies of them can be found.
  leads text[] := '{}';
  found text[];
  -- Rows changed, by place, reported once at the end.
  places text[] := '{}';
  counts integer[] := '{}';
  target record;
  changes text;
  tests text;
  leftover text;
  n integer;
begin
  -- Her own leads, anonymised in place: who she is and what she wrote goes; when, which form, the options
  -- picked, the page and the campaign stay, and so do the counts. A placeholder unique to the row keeps
  -- every address column valid.
  with changed as (
    update public.labs_submissions s
       set full_name = erased, email = 'erased-' || s.id || '@erased.invalid', startup_name = null,
           website = null, problem = erased, solution = erased
     where lower(s.email) = address returning 'labs_submissions:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  with changed as (
    update public.collective_inquiries s
       set full_name = erased, email = 'erased-' || s.id || '@erased.invalid', company_name = null,
           description = null
     where lower(s.email) = address returning 'collective_inquiries:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  with changed as (
    update public.collective_applications s
       set full_name = erased, email = 'erased-' || s.id || '@erased.invalid',
           linkedin_url = 'https://erased.invalid', work_style = null
     where lower(s.email) = address returning 'collective_applications:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  with changed as (
    update public.contact_submissions s
       set name = erased, email = 'erased-' || s.id || '@erased.invalid', message = erased
     where lower(s.email) = address returning 'contact_submissions:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  -- Unsubscribed too: the address is gone, and so is any mail to it.
  with changed as (
    update public.newsletter_subscribers s
       set email = 'erased-' || s.id || '@erased.invalid', status = 'unsubscribed',
           unsubscribed_at = case when s.status = 'active' then now() else s.unsubscribed_at end
     where lower(s.email) = address returning 'newsletter_subscribers:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  -- The answers are options, the analysis is written from them: only the address was hers.
  with changed as (
    update public.growth_diagnostics s set email = null
     where lower(s.email) = address returning 'growth_diagnostics:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  with changed as (
    update public.labs_beta_requests s
       set full_name = erased, email = 'erased-' || s.id || '@erased.invalid', use_case = null
     where lower(s.email) = address returning 'labs_beta_requests:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  with changed as (
    update public.playbook_requests s
       set full_name = erased, email = 'erased-' || s.id || '@erased.invalid'
     where lower(s.email) = address returning 'playbook_requests:' || s.id as key)
  select array_agg(c.key) into found from changed c;
  leads := leads || coalesce(found, '{}');

  select places || coalesce(array_agg('public.' || split_part(u.key, ':', 1)), '{}'),
         counts || coalesce(array_agg(1), '{}')
    into places, counts from unnest(leads) as u(key);

  -- The inbox's copy of those leads, with the owner's note about them.
  update public.leads l
     set name = erased, email = null, summary = erased, note = null
   where lower(l.email) = address or (l.lead_table || ':' || l.lead_id) = any (leads);
  get diagnostics n = row_count;
  places := array_append(places, 'public.leads'); counts := array_append(counts, n);

  -- Mail to her or about her: what is still queued is never sent; what was sent keeps its row (the
  -- count of mail, the provider's id to look it up there) without the address or the lead it copied.
  update public.email_outbox o
     set recipient = case when o.recipient is null then null else 'erased-' || o.id || '@erased.invalid' end,
         reply_to = null,
         payload = jsonb_build_object('erased', true),
         status = case when o.status in ('pending', 'sending') then 'failed' else o.status end,
         last_error = case when o.status in ('pending', 'sending') then 'Erased at the person''s request before it was sent'
                           when o.last_error is null then null
                           else erased end,
         claim_token = null, claimed_until = null
   where lower(o.recipient) = address or lower(o.reply_to) = address
      or (o.lead_table || ':' || o.lead_id) = any (leads);
  get diagnostics n = row_count;
  places := array_append(places, 'public.email_outbox'); counts := array_append(counts, n);

  -- Newsletter confirmation links sent to her: used up, without the address.
  update private.newsletter_confirmations c
     set email = 'erased-' || c.id || '@erased.invalid', expires_at = least(c.expires_at, now())
   where lower(c.email) = address;
  get diagnostics n = row_count;
  places := array_append(places, 'private.newsletter_confirmations'); counts := array_append(counts, n);

  -- The rate limits' counts for her mailbox: gone now rather than in a day or two.
  delete from private.request_budgets b
   where b.bucket in ('email:' || private.recipient_key(address), 'mail-to:' || private.recipient_key(address))
      or starts_with(b.bucket, 'email:' || private.recipient_key(address) || ' from ')
      or b.bucket ~* pattern;
  get diagnostics n = row_count;
  places := array_append(places, 'private.request_budgets'); counts := array_append(counts, n);

  -- An author's address (the blog's `users`), should one of them ask.
  update public.users u set email = null where lower(u.email) = address;
  get diagnostics n = row_count;
  places := array_append(places, 'public.users'); counts := array_append(counts, n);

  -- Everywhere else (anyone's lead or message naming her, a page, a campaign, an author, a table added
  -- later): the address goes from every text, JSON and list column, an address column's whole value
  -- becoming a placeholder address unique to it.
  for target in
    select c.table_schema, c.table_name, array_agg(c.column_name order by c.column_name) as columns,
           array_agg(c.kind order by c.column_name) as kinds, array_agg(c.type_name order by c.column_name) as types,
           array_agg(c.holds_address order by c.column_name) as addresses
      from private.person_columns() c
     where not c.generated
     group by c.table_schema, c.table_name
     -- Tags before posts: a renamed tag is renamed in the posts that carry it, where a post's list
     -- changed first would create a second tag of the new name.
     order by (c.table_schema, c.table_name) <> ('public', 'blog_tags'), c.table_schema, c.table_name
  loop
    select string_agg(format('%I = case when %s then (%s)::%s else t.%I end', u.name, private.person_test(u.name, u.kind),
                             case when u.holds_address then format('''erased-'' || gen_random_uuid() || ''@erased.invalid''')
                                  when u.kind = 'json' then format('private.jsonb_without_address(t.%I::jsonb, $1)', u.name)
                                  when u.kind = 'array' then format(
                                    'array(select private.text_without_address(e, $1) from unnest(t.%I) with ordinality as x(e, i) order by i)',
                                    u.name)
                                  else format('private.text_without_address(t.%I, $1)', u.name) end,
                             u.type, u.name), ', '),
           string_agg(private.person_test(u.name, u.kind), ' or ')
      into changes, tests
      from unnest(target.columns, target.kinds, target.types, target.addresses) as u(name, kind, type, holds_address);
    begin
      execute format('update %I.%I t set %s where %s', target.table_schema, target.table_name, changes, tests)
        using address, pattern, as_json;
      get diagnostics n = row_count;
    exception when others then
      raise exception 'erase_person could not erase %.% (%); nothing was erased', target.table_schema,
        target.table_name, sqlerrm using errcode = 'P0001',
        hint = 'A constraint of that table refuses "erased" in place of the address: change the row by hand, then run it again.';
    end;
    places := array_append(places, target.table_schema || '.' || target.table_name);
    counts := array_append(counts, n);
  end loop;

  -- Anything left (a generated column whose source is not text, say) is somewhere this function cannot
  -- write: undo everything rather than half-erase.
  select string_agg(distinct f.place || ' (' || array_to_string(f.found_in, ', ') || ')', '; ')
    into leftover from private.find_person(address) f;
  if leftover is not null then
    raise exception 'erase_person does not know how to erase % yet; nothing was erased', leftover
      using errcode = 'P0001', hint = 'Teach private.erase_person that table (a new migration), then run it again.';
  end if;

  return query
    select p.place, sum(p.n)::integer from unnest(places, counts) as p(place, n)
     group by p.place having sum(p.n) > 0 order by p.place;
end;
$$;
comment on function private.erase_person(text) is 'Anonymises her leads and clears the address from every text, JSON and list column of every table (keeping the rows, and so the counts), and stops mail still queued to or about her. Run select * from private.erase_person(''ada@example.com''); in the SQL editor.';

revoke all on function private.person_columns(), private.jsonb_mentions(jsonb, text),
  private.text_without_address(text, text), private.person_test(text, text), private.find_person(text),
  private.jsonb_without_address(jsonb, text), private.erase_person(text)
  from public, anon, authenticated;
grant execute on function private.person_columns(), private.jsonb_mentions(jsonb, text),
  private.text_without_address(text, text), private.person_test(text, text), private.find_person(text),
  private.jsonb_without_address(jsonb, text), private.erase_person(text)
  to service_role;
