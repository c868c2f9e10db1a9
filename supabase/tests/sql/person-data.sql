-- Run by `npm run db:check-postgres` on real PostgreSQL: the owner's find_person and erase_person
-- (docs/owner.md, "One person's data"), as the owner runs them in the SQL editor. The same behaviour is
-- tested on PGlite, in more detail, in supabase/tests/person-data.test.ts.

-- Ada sends every form: each visitor mail to her (receipts included) is queued, not skipped by the
-- per-recipient limit, so every place her address can land is filled.
update private.visitor_mail_limits set per_recipient_per_day = 20;
insert into public.labs_mvps (slug, title, status) values ('pg-person-beta', 'PG beta', 'beta')
  on conflict (slug) do update set status = 'beta';
insert into public.labs_submissions (full_name, email, problem, solution, target_audience, current_stage, goals)
  values ('Pg Ada', 'Pg.Ada@Example.com', 'Invoices pile up.', 'Reminders.', 'SMBs', 'Just an Idea', '{Validate Idea}'),
         ('Pg Bob', 'pg.bob@example.com', 'Churn.', 'Check-ins.', 'SMBs', 'Just an Idea', '{Validate Idea}');
insert into public.contact_submissions (name, email, message, source)
  values ('Pg Ada', 'pg.ada@example.com', 'Can you help with pricing?', 'book-call');
insert into public.playbook_requests (full_name, email) values ('Pg Ada', 'pg.ada@example.com');
insert into public.labs_beta_requests (mvp_slug, full_name, email, use_case)
  values ('pg-person-beta', 'Pg Ada', 'pg.ada@example.com', 'Our deck.');
insert into public.newsletter_subscribers (email, source) values ('pg.ada@example.com', 'blog');

create temporary table person_counts as
  select (select count(*) from public.labs_submissions) as ideas,
         (select count(*) from public.contact_submissions) as questions,
         (select count(*) from public.leads) as inbox,
         (select count(*) from public.email_outbox) as mail;

do $$
declare
  places text[];
begin
  select array_agg(distinct place) into places from private.find_person('PG.ADA@example.com');
  assert places @> array['public.labs_submissions', 'public.contact_submissions', 'public.playbook_requests',
                         'public.labs_beta_requests', 'public.newsletter_subscribers', 'public.leads',
                         'public.email_outbox', 'private.newsletter_confirmations'],
    format('find_person lists every place holding the address, found %s', places);
  assert not exists (select 1 from private.find_person('pg.ada@example.com') f
                      join public.labs_submissions s on s.id::text = f.row_id where s.full_name = 'Pg Bob'),
    'find_person lists nobody else';
end
$$;

select * from private.erase_person('pg.ada@example.com');

do $$
begin
  assert not exists (select 1 from private.find_person('pg.ada@example.com')), 'nothing holds the address any more';
  assert (select count(*) from public.labs_submissions) = (select ideas from person_counts), 'the count of ideas is kept';
  assert (select count(*) from public.contact_submissions) = (select questions from person_counts), 'the count of questions is kept';
  assert (select count(*) from public.leads) = (select inbox from person_counts), 'the inbox keeps its rows';
  assert (select count(*) from public.email_outbox) = (select mail from person_counts), 'the outbox keeps its rows';
  assert not exists (select 1 from public.leads where name = 'Pg Ada' or summary ilike '%pricing%'),
    'the inbox holds neither her name nor her question';
  assert not exists (select 1 from public.email_outbox
                      where payload::text ilike '%Pg Ada%' or payload::text ilike '%pricing%'),
    'no queued or sent mail copies her lead';
  assert not exists (select 1 from public.email_outbox o
                      where o.status in ('pending', 'sending') and o.payload = '{"erased": true}'::jsonb),
    'mail about her still queued is not sent';
  assert (select status from public.newsletter_subscribers where email like 'erased-%') = 'unsubscribed',
    'she is unsubscribed';
  assert exists (select 1 from public.labs_submissions where full_name = 'Pg Bob' and email = 'pg.bob@example.com'),
    'Bob''s idea is untouched';
end
$$;

-- A table added later is searched and erased like the others, without a migration teaching it.
create table public.pg_later_leads (id uuid primary key default gen_random_uuid(), email public.email_address, note text);
insert into public.pg_later_leads (email, note) values ('pg.bob@example.com', 'Bob wrote from pg.bob@example.com.');
do $$
begin
  assert exists (select 1 from private.find_person('pg.bob@example.com') where place = 'public.pg_later_leads'
                   and found_in = array['email', 'note']), 'find_person searches a table added later';
  perform private.erase_person('pg.bob@example.com');
  assert not exists (select 1 from private.find_person('pg.bob@example.com')), 'and erase_person erases it';
  assert (select note from public.pg_later_leads) = 'Bob wrote from ' || rpad('erased', 18, '.') || '.',
    'the rest of the text is kept, the address replaced by as many characters';
end
$$;
drop table public.pg_later_leads;

-- A column whose checks refuse "erased" in place of the address: erase_person refuses, says where, and
-- changes nothing.
create table public.pg_strict_notes (id uuid primary key default gen_random_uuid(),
                                     note text check (note like '%@%'));
insert into public.pg_strict_notes (note) values ('pg.carl@example.com');
insert into public.contact_submissions (name, email, message, source)
  values ('Pg Carl', 'pg.carl@example.com', 'Hello', 'book-call');
do $$
begin
  begin
    perform private.erase_person('pg.carl@example.com');
    assert false, 'erase_person refuses an address it cannot erase everywhere';
  exception when raise_exception then
    assert sqlerrm like 'erase_person could not erase public.pg_strict_notes (%); nothing was erased', sqlerrm;
  end;
  assert exists (select 1 from public.contact_submissions where email = 'pg.carl@example.com'), 'and changed nothing';
end
$$;
drop table public.pg_strict_notes;

-- Visitors cannot call either.
set role anon;
do $$
begin
  begin
    perform private.find_person('pg.bob@example.com');
    assert false, 'anon cannot run find_person';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;
update private.visitor_mail_limits set per_recipient_per_day = 3;
