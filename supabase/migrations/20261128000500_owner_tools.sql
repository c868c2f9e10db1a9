-- One person's data, found and erased (docs/owner.md, "One person's data"; ADR 0028): when someone asks
-- what the studio holds about them, or to be forgotten, the owner runs in the SQL editor
--   select * from private.find_person('ada@example.com');
--   select * from private.erase_person('ada@example.com');
-- The first lists every row that holds the address; the second anonymises those rows in place (so the
-- counts of leads by kind, page and campaign stay as they were), stops any mail still queued to or about
-- them, and refuses to finish, changing nothing, if the address is still anywhere afterwards: a table added
-- later that holds addresses must teach it how to erase it (a new migration) before it can be used again.

-- Where an address may be: columns of the email_address domain, text columns named for one (email,
-- recipient, reply_to, ..._email), and every jsonb column (the outbox's payloads, which copy the lead),
-- in the schemas the studio's data lives in.
create function private.person_columns()
  returns table (table_schema text, table_name text, column_name text, is_json boolean)
  language sql
  stable
  set search_path = ''
as $$
  select c.table_schema::text, c.table_name::text, c.column_name::text, c.data_type = 'jsonb'
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
   where c.table_schema in ('public', 'private')
     and (c.domain_name = 'email_address'
          or c.data_type = 'jsonb'
          or (c.data_type in ('text', 'character varying')
              and c.column_name ~ '(^|_)(email|recipient|reply_to)$'))
   order by 1, 2, 3
$$;
comment on function private.person_columns() is 'Every column that may hold a visitor''s email address (used by find_person and erase_person).';

-- An address as the owner types it, checked and compared without case.
create function private.person_address(p_email text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  if p_email is null or lower(btrim(p_email)) !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Give one email address, e.g. select * from private.find_person(''ada@example.com'');'
      using errcode = '22023';
  end if;
  return lower(btrim(p_email));
end;
$$;

-- The address inside a longer text (a JSON document, a provider's error), as a regular expression: not
-- part of a longer address (ada@example.com is not in nada@example.com), a sentence's full stop allowed.
create function private.person_pattern(p_address text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select '(?<![a-z0-9._%+-])' || regexp_replace(p_address, '([^[:alnum:]])', '\\\1', 'g') || '(?![a-z0-9-]|\.[a-z0-9])'
$$;

create function private.find_person(p_email text)
  returns table (place text, row_id text, found_in text[], created_at timestamptz)
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  address text := private.person_address(p_email);
  pattern text := private.person_pattern(address);
  target record;
  tests text;
  names text;
begin
  for target in
    select c.table_schema, c.table_name,
           array_agg(c.column_name order by c.column_name) as columns,
           array_agg(c.is_json order by c.column_name) as json
      from private.person_columns() c
     group by c.table_schema, c.table_name
  loop
    -- One test a column (an address column equal to it, a JSON document with it in a value), and the
    -- names of the columns that matched.
    select string_agg(format(case when u.json then 't.%I::text ~* $2' else 'lower(t.%I::text) = $1' end, u.name), ' or '),
           string_agg(format(case when u.json then 'case when t.%I::text ~* $2 then %L end'
                                  else 'case when lower(t.%I::text) = $1 then %L end' end, u.name, u.name), ', ')
      into tests, names
      from unnest(target.columns, target.json) as u(name, json);
    return query execute format(
      'select %L, to_jsonb(t) ->> ''id'', array_remove(array[%s]::text[], null), (to_jsonb(t) ->> ''created_at'')::timestamptz
         from %I.%I t where %s',
      target.table_schema || '.' || target.table_name, names, target.table_schema, target.table_name, tests)
      using address, pattern;
  end loop;
  -- The rate limits count per mailbox for an hour or a day (ADR 0006): their buckets name it.
  return query
    select 'private.request_budgets', b.bucket, array['bucket'], b.window_start
      from private.request_budgets b
     where b.bucket in ('email:' || private.recipient_key(address), 'mail-to:' || private.recipient_key(address))
        or starts_with(b.bucket, 'email:' || private.recipient_key(address) || ' from ');
end;
$$;
comment on function private.find_person(text) is 'Every row holding this email address (case ignored): run select * from private.find_person(''ada@example.com''); in the SQL editor.';

-- A JSON document with the address replaced wherever a value holds it, and the name beside it in the
-- same object (a digest's entry: {"name": ..., "email": ...}): a message about several people keeps the
-- others.
create function private.jsonb_without_address(document jsonb, address text) returns jsonb
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  pattern text := private.person_pattern(address);
  names_her boolean;
begin
  if jsonb_typeof(document) = 'string' then
    return to_jsonb(regexp_replace(document #>> '{}', pattern, 'erased@erased.invalid', 'gi'));
  elsif jsonb_typeof(document) = 'array' then
    return coalesce((select jsonb_agg(private.jsonb_without_address(e.value, address) order by e.position)
                       from jsonb_array_elements(document) with ordinality as e(value, position)), '[]'::jsonb);
  elsif jsonb_typeof(document) = 'object' then
    names_her := exists (select 1 from jsonb_each_text(document) as o(key, value) where o.value ~* pattern);
    return coalesce((select jsonb_object_agg(o.key,
                              case when names_her and o.key in ('name', 'full_name') and jsonb_typeof(o.value) = 'string'
                                   then to_jsonb('Erased'::text)
                                   else private.jsonb_without_address(o.value, address) end)
                       from jsonb_each(document) as o(key, value)), '{}'::jsonb);
  end if;
  return document;
end;
$$;

create function private.erase_person(p_email text)
  returns table (place text, rows_erased integer)
  language plpgsql
  set search_path = ''
as $$
declare
  address text := private.person_address(p_email);
  pattern text := private.person_pattern(address);
  erased constant text := 'Erased';
  -- The person's leads, as 'table:id', so the inbox and the outbox copies of them can be found.
  leads text[] := '{}';
  found text[];
  leftover text;
  n integer;
begin
  -- The leads, anonymised in place: who they are and what they wrote goes; when, which form, the options
  -- they picked, the page and the campaign stay, and so do the counts. A placeholder unique to the row
  -- keeps every address column valid.
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

  -- The answers are options, the analysis is written from them: only the address was theirs.
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

  return query
    select 'public.' || split_part(u.key, ':', 1), count(*)::integer from unnest(leads) as u(key) group by 1 order by 1;

  -- The inbox's copy of those leads, with the owner's note about them.
  update public.leads l
     set name = erased, email = null, summary = erased, note = null
   where lower(l.email) = address or (l.lead_table || ':' || l.lead_id) = any (leads);
  get diagnostics n = row_count;
  if n > 0 then return query select 'public.leads', n; end if;

  -- Mail to them or about them: what is still queued is never sent; what was sent keeps its row (the
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
  -- A message about several people (the daily digest of new subscribers) keeps the others.
  update public.email_outbox o
     set payload = private.jsonb_without_address(o.payload, address)
   where o.payload::text ~* pattern;
  if n > 0 then return query select 'public.email_outbox', n; end if;

  -- Newsletter confirmation links sent to them: used up, without the address.
  update private.newsletter_confirmations c
     set email = 'erased-' || c.id || '@erased.invalid', expires_at = least(c.expires_at, now())
   where lower(c.email) = address;
  get diagnostics n = row_count;
  if n > 0 then return query select 'private.newsletter_confirmations', n; end if;

  -- The rate limits' counts for their mailbox: gone now rather than in a day or two.
  delete from private.request_budgets b
   where b.bucket in ('email:' || private.recipient_key(address), 'mail-to:' || private.recipient_key(address))
      or starts_with(b.bucket, 'email:' || private.recipient_key(address) || ' from ');
  get diagnostics n = row_count;
  if n > 0 then return query select 'private.request_budgets', n; end if;

  -- An author's address (the blog's `users`), should one of them ask.
  update public.users u set email = null where lower(u.email) = address;
  get diagnostics n = row_count;
  if n > 0 then return query select 'public.users', n; end if;

  -- Anything left is a table this function does not know yet: undo everything rather than half-erase.
  select string_agg(distinct f.place || ' (' || array_to_string(f.found_in, ', ') || ')', '; ')
    into leftover from private.find_person(address) f;
  if leftover is not null then
    raise exception 'erase_person does not know how to erase % yet; nothing was erased', leftover
      using errcode = 'P0001', hint = 'Teach private.erase_person that table (a new migration), then run it again.';
  end if;
end;
$$;
comment on function private.erase_person(text) is 'Anonymises every row holding this email address, keeping the rows (and so the counts), and stops mail still queued to or about them. Run select * from private.erase_person(''ada@example.com''); in the SQL editor.';

revoke all on function private.person_columns(), private.person_address(text), private.person_pattern(text),
  private.find_person(text), private.jsonb_without_address(jsonb, text), private.erase_person(text)
  from public, anon, authenticated;
grant execute on function private.person_columns(), private.person_address(text), private.person_pattern(text),
  private.find_person(text), private.jsonb_without_address(jsonb, text), private.erase_person(text)
  to service_role;
