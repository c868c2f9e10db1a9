-- Run by `npm run db:check-postgres` on real PostgreSQL after the migrations and seed, and on PGlite by
-- supabase/tests/person-data.test.ts: an address planted in every column of every table that accepts it
-- (the columns read from the catalogue, so a column added later is planted too) is found by find_person,
-- and after erase_person neither find_person nor a plain search of each column finds it, and no row is
-- gone. In one transaction, rolled back: the data is the next file's as it was.
begin;

-- A row in every table: a lead of every form through the front door, its mail, a confirmed subscriber,
-- each digest and a weekly summary, a fault and a model's date (the rest come with the migrations and the
-- seed).
do $$
declare
  token text;
begin
  -- One person sends every form: each visitor mail (receipts included) must be queued, not skipped by the
  -- per-recipient daily limit, so the confirmation token below exists.
  update private.visitor_mail_limits set per_recipient_per_day = 20;
  insert into public.labs_mvps (slug, title, summary, description, status)
    values ('erasure-beta', 'Erasure beta', 'A beta.', '<p>A beta.</p>', 'beta');
  perform public.take_lead(l.tab, gen_random_uuid(), l.row || jsonb_build_object('email', 'someone@example.com'), '192.0.2.90')
     from (values
       ('labs_submissions', '{"full_name": "Someone", "problem": "p", "solution": "s", "target_audience": "SMBs", "current_stage": "Just an Idea", "goals": ["Build MVP"]}'::jsonb),
       ('collective_inquiries', '{"full_name": "Someone", "challenges": ["gtm"], "timeline": "asap", "next_step": "call"}'),
       ('collective_applications', '{"full_name": "Someone", "linkedin_url": "https://example.com/in/someone", "expertise": ["other"], "work_type": ["advisory"], "startup_experience": "yes", "availability": "<5"}'),
       ('contact_submissions', '{"name": "Someone", "message": "Hello", "source": "book-call"}'),
       ('newsletter_subscribers', '{"source": "blog"}'),
       ('growth_diagnostics', '{"stage": "idea", "challenge": "other", "validation_strategy": "not-validating", "monetization_strategy": "freemium", "retention": "not-tracking", "needs": []}'),
       ('labs_beta_requests', '{"full_name": "Someone", "mvp_slug": "erasure-beta"}'),
       ('playbook_requests', '{"full_name": "Someone"}'),
       ('call_requests', '{"full_name": "Someone", "availability": "Mornings", "time_zone": "UTC"}')) as l(tab, row);
  perform public.record_booking('invitee.created', jsonb_build_object(
    'invitee_uri', 'https://api.calendly.com/scheduled_events/ERASE/invitees/ONE',
    'event_uri', 'https://api.calendly.com/scheduled_events/ERASE', 'full_name', 'Someone',
    'email', 'someone@example.com', 'event_name', 'Free call', 'time_zone', 'UTC'));
  perform public.record_booking('invitee.canceled', jsonb_build_object(
    'invitee_uri', 'https://api.calendly.com/scheduled_events/ERASE/invitees/ONE',
    'event_uri', 'https://api.calendly.com/scheduled_events/ERASE', 'cancel_reason', 'Busy', 'rescheduled', false));
  select o.payload ->> 'token' into token from public.email_outbox o where o.template = 'newsletter-confirmation' limit 1;
  assert public.confirm_newsletter_subscription(token) = 'confirmed', 'the subscriber is confirmed';
  perform public.queue_subscriber_digest();
  update public.email_outbox set status = 'failed', last_error = '550 unknown' where template = 'playbook-delivery';
  perform private.queue_mail_digest('daily');
  perform private.queue_weekly_summary(now());
  insert into private.ai_faults (cause, alert_id, detail)
    values ('key-refused', gen_random_uuid(), 'The provider refused the key.');
  insert into private.ai_model_shutdowns (model, shutdown_date) values ('gpt-5-mini', '2026-12-11');
end
$$;

create temporary table planted (place text, column_name text) on commit drop;
create temporary table rows_before (place text primary key, n bigint) on commit drop;

-- The address in each column, in the first shape the column's checks accept (an address, a page, a web
-- address, a sentence; a UTM value, a JSON string or key; a list item). A column whose checks refuse
-- every shape cannot hold it (a fixed set of options, a slug): the refusal must be the column's checks.
do $$
declare
  victim constant text := 'planted.victim@example.com';
  target record;
  candidate text;
  refusal text;
  n integer;
  empty text[] := '{}';
  strange text[] := '{}';
begin
  for target in select * from private.person_columns() c where not c.generated loop
    refusal := null;
    foreach candidate in array case target.kind
      when 'json' then array[jsonb_build_object('utm_content', victim)::text, to_jsonb(victim)::text,
                             jsonb_build_object(victim, 1)::text]
      when 'array' then array[array[victim]::text]
      else array[victim, '/' || victim, 'https://example.com/' || victim, 'Write to ' || victim || '.'] end
    loop
      begin
        execute format('update %I.%I set %I = $1::%s where ctid = (select ctid from %I.%I limit 1)',
                       target.table_schema, target.table_name, target.column_name, target.type_name,
                       target.table_schema, target.table_name)
          using candidate;
        get diagnostics n = row_count;
        refusal := null;
        exit;
      exception when others then
        refusal := sqlstate || ' ' || sqlerrm;
      end;
    end loop;
    if n = 0 then
      empty := empty || (target.table_schema || '.' || target.table_name);
    elsif refusal is null then
      execute format('select exists (select 1 from %I.%I t where t.%I::text ilike ''%%planted.victim@example.com%%'')',
                     target.table_schema, target.table_name, target.column_name) into strict refusal;
      -- A trigger may have put its own value back (a column kept in step with another).
      if refusal::boolean then
        insert into pg_temp.planted values (target.table_schema || '.' || target.table_name, target.column_name);
      end if;
    elsif refusal !~ '^2[23]' then
      strange := strange || (target.table_schema || '.' || target.table_name || '.' || target.column_name || ': ' || refusal);
    end if;
  end loop;
  assert cardinality(empty) = 0, format('no row to plant the address in: %s (give this check one)', empty);
  assert cardinality(strange) = 0, format('planting failed for a reason other than the column''s checks: %s', strange);
  assert (select count(*) from pg_temp.planted) >= 60,
    format('the address was planted in %s columns only', (select count(*) from pg_temp.planted));
end
$$;

-- Someone else's lead whose campaign and page carry the address, its UTM at the size limit (1,200 bytes):
-- erasure goes through, and the lead stays within it.
do $$
declare
  utm jsonb := jsonb_build_object('utm_content', 'planted.victim@example.com', 'utm_term', '');
begin
  utm := utm || jsonb_build_object('utm_term', repeat('é', (1200 - octet_length(utm::text)) / 2)
                                                 || repeat('a', (1200 - octet_length(utm::text)) % 2));
  assert octet_length(utm::text) = 1200, 'the campaign is at the limit';
  assert public.take_lead('contact_submissions', gen_random_uuid(),
    jsonb_build_object('name', 'Other', 'email', 'other@example.com', 'message', 'Hi', 'source', 'book-call',
                       'page', '/?ref=planted.victim@example.com', 'utm', utm),
    '192.0.2.91') ->> 'outcome' = 'stored', 'a lead naming the address in its campaign is stored';
end
$$;

do $$
declare
  target record;
  counted bigint;
begin
  for target in select distinct c.table_schema, c.table_name from private.person_columns() c loop
    execute format('select count(*) from %I.%I', target.table_schema, target.table_name) into counted;
    insert into pg_temp.rows_before values (target.table_schema || '.' || target.table_name, counted);
  end loop;
end
$$;

do $$
declare
  missed text;
begin
  select string_agg(p.place || '.' || p.column_name, ', ') into missed
    from pg_temp.planted p
   where not exists (select 1 from private.find_person('planted.victim@example.com') f
                      where f.place = p.place and p.column_name = any (f.found_in));
  assert missed is null, format('find_person does not see the address in %s', missed);
end
$$;

select * from private.erase_person('planted.victim@example.com');

do $$
declare
  place text;
  column_name text;
  counted bigint;
  left_over boolean;
begin
  assert not exists (select 1 from private.find_person('planted.victim@example.com')),
    'find_person still finds the address after erase_person';
  for place, column_name in select p.place, p.column_name from pg_temp.planted p loop
    execute format('select exists (select 1 from %s t where t.%I::text ilike ''%%planted.victim@example.com%%'')',
                   place, column_name) into left_over;
    assert not left_over, format('%s.%s still holds the address after erase_person', place, column_name);
  end loop;
  -- Every row is kept, but the rate limits' counts for the address, which go.
  for place, counted in select r.place, r.n from pg_temp.rows_before r where r.place <> 'private.request_budgets' loop
    execute format('select count(*) = %s from %s', counted, place) into left_over;
    assert left_over, format('%s lost rows to erase_person', place);
  end loop;
  assert (select octet_length(utm::text) <= 1200 and page = '/?ref=erased' || repeat('.', 20) and name = 'Other'
            from public.contact_submissions where email = 'other@example.com'),
    'someone else''s lead keeps its name, and its page and campaign without the address';
end
$$;

rollback;
