-- Run by `npm run db:check-postgres` on real PostgreSQL after the migrations and seed (each statement its
-- own transaction). Any failed assertion stops the check with its message. The same behaviour is tested on
-- PGlite in supabase/tests/visitor-safety.test.ts (issue 27, docs/security.md).

-- Visitors cannot insert into a lead table: leads come through the leads function (public.take_lead).
set role anon;
do $$
begin
  insert into public.contact_submissions (name, email, message, source)
    values ('Quick Question', 'pg-direct@example.com', 'Hi', 'book-call');
  raise exception 'a visitor inserted into a lead table';
exception when insufficient_privilege then null;
end
$$;
reset role;

-- A lead as the leads function stores it: take_lead as the service role, with the visitor's address.
create function pg_temp.lead(lead_table text, lead_row jsonb, address text default '198.51.100.1') returns text
  language sql
as $$ select public.take_lead(lead_table, gen_random_uuid(), lead_row, address) ->> 'outcome' $$;

-- Single-line fields refuse control characters and bidirectional overrides; multi-line ones keep lines.
set role service_role;
do $$
declare
  bad text;
begin
  foreach bad in array array[E'Eve\r\nBcc: all@example.com', E'Eve\u0001', E'Eve\u001b[31m', E'Eve\u007f',
                             E'Eve\u202egnp.exe', E'Eve\tSmith', E'Eve\u0085'] loop
    begin
      perform pg_temp.lead('playbook_requests', jsonb_build_object('full_name', bad, 'email', 'pg-eve@example.com'));
      raise exception 'the name % was stored', to_json(bad);
    exception when check_violation then null;
    end;
  end loop;
  begin
    perform pg_temp.lead('contact_submissions', jsonb_build_object('name', 'Quick Question',
      'email', E'pg-eve\u0001@example.com', 'message', 'Hi', 'source', 'book-call'));
    raise exception 'an email address with a control character was stored';
  exception when check_violation then null;
  end;
  begin
    perform pg_temp.lead('contact_submissions', jsonb_build_object('name', 'Quick Question',
      'email', 'pg-eve@example.com', 'message', E'Ring\u0007', 'source', 'book-call'));
    raise exception 'a message with a bell character was stored';
  exception when check_violation then null;
  end;
  assert pg_temp.lead('contact_submissions', jsonb_build_object('name', 'Quick Question',
    'email', 'pg-lines@example.com', 'message', E'Line one\r\nLine two\n\tindented', 'source', 'book-call')) = 'stored',
    'a message keeps its lines and tabs';
end
$$;
reset role;

-- Client addresses: an IPv6 address counts by its /64, an IPv4 one (also IPv4-mapped) by itself.
do $$
begin
  assert private.address_group('2001:db8:1:2::5') = '2001:db8:1:2::/64', 'IPv6 by /64';
  assert private.address_group('2001:db8:1:2:ffff:ffff:ffff:ffff') = '2001:db8:1:2::/64', 'the whole /64';
  assert private.address_group('203.0.113.7') = '203.0.113.7', 'IPv4 alone';
  assert private.address_group('::ffff:203.0.113.7') = '203.0.113.7', 'IPv4-mapped as IPv4';
  assert private.recipient_key(' Victim+News@Example.COM ') = 'victim@example.com', 'case and +tag ignored';
end
$$;

-- Mail to a typed address: nothing typed in it; 3 a day per recipient (+tag and case ignored), and the
-- studio told when the visitor's mail was skipped.
set role service_role;
select pg_temp.lead('playbook_requests', '{"full_name": "Lure https://evil.example Smith", "email": "pg-victim@example.com"}');
select pg_temp.lead('playbook_requests', '{"full_name": "Lure", "email": "PG-Victim+1@example.com"}');
select pg_temp.lead('playbook_requests', '{"full_name": "Lure", "email": "pg-victim+2@example.com"}');
select pg_temp.lead('playbook_requests', '{"full_name": "Lure", "email": "pg-victim+3@example.com"}');
reset role;
do $$
begin
  assert (select count(*) from public.email_outbox
           where template = 'playbook-delivery' and private.recipient_key(recipient) = 'pg-victim@example.com'
             and status = 'pending') = 3,
    'three playbook mails reach one inbox, not four';
  assert (select skip_reason from public.email_outbox
           where template = 'playbook-delivery' and recipient = 'pg-victim+3@example.com') like 'this address has had 3 emails%',
    'the fourth is kept as skipped, with why';
  assert not exists (select 1 from public.email_outbox
                      where template = 'playbook-delivery' and payload::text like '%evil.example%'),
    'the playbook mail holds nothing the visitor typed';
  assert (select count(*) from public.playbook_requests where full_name = 'Lure') = 3, 'every lead is stored';
  assert (select count(*) from public.email_outbox
           where template = 'lead-notification' and payload ->> 'visitor_mail_skipped' like 'this address has had 3 emails%') = 1,
    'the studio hears why the fourth mail was skipped';
end
$$;

-- The per-email limit counts the email with the client address: 10 an hour from one connection, and a
-- flood from one connection does not lock the address's owner out elsewhere. A repeated request id is
-- stored once.
set role service_role;
do $$
declare
  question jsonb := '{"name": "Quick Question", "email": "pg-prospect@example.com", "message": "Hi", "source": "book-call"}';
  repeated uuid := gen_random_uuid();
begin
  for i in 1..10 loop
    assert pg_temp.lead('contact_submissions', question) = 'stored', 'lead ' || i || ' is stored';
  end loop;
  assert pg_temp.lead('contact_submissions', question) = 'rate_limited', 'the 11th lead from one connection waits';
  assert pg_temp.lead('contact_submissions', question, '192.0.2.50') = 'stored', 'its owner, elsewhere, is not locked out';
  assert public.take_lead('contact_submissions', repeated, question, '192.0.2.51') ->> 'outcome' = 'stored', 'stored';
  assert public.take_lead('contact_submissions', repeated, question || '{"message": "edited"}', '192.0.2.51') ->> 'outcome' = 'duplicate',
    'a repeated request id is the same lead';
  assert (select count(*) from public.contact_submissions where request_id = repeated) = 1, 'stored once';
end
$$;
reset role;

-- Newsletter: pending until confirmed; an opt-out survives anyone's new sign-up.
set role service_role;
select pg_temp.lead('newsletter_subscribers', '{"email": "pg-reader@example.com", "source": "blog"}');
reset role;
set role service_role;
do $$
declare
  token text := (select payload ->> 'token' from public.email_outbox
                  where template = 'newsletter-confirmation' and recipient = 'pg-reader@example.com');
  unsubscribe uuid;
begin
  assert (select status from public.newsletter_subscribers where email = 'pg-reader@example.com') = 'pending',
    'a sign-up is pending';
  assert public.confirm_newsletter_subscription(token) = 'confirmed', 'the link confirms';
  assert public.confirm_newsletter_subscription(token) = 'used', 'the link works once';
  select unsubscribe_token into unsubscribe from public.newsletter_subscribers where email = 'pg-reader@example.com';
  assert public.unsubscribe_newsletter(unsubscribe::text) = 'unsubscribed', 'the unsubscribe token works';
end
$$;
reset role;
set role service_role;
select pg_temp.lead('newsletter_subscribers', '{"email": "PG-Reader@example.com", "source": "labs"}', '198.51.100.2');
reset role;
do $$
begin
  assert (select status from public.newsletter_subscribers where email = 'pg-reader@example.com') = 'unsubscribed',
    'a new sign-up does not undo an opt-out';
  assert (select count(*) from public.email_outbox
           where template = 'newsletter-confirmation' and recipient = 'pg-reader@example.com') = 2,
    'its owner is sent a new confirmation';
end
$$;
-- The service role may add a subscriber directly (no "permission denied for function resubscribe").
set role service_role;
insert into public.newsletter_subscribers (email, source) values ('pg-import@example.com', 'blog');
reset role;

-- Reads: anonymous statements stop after one second; the tables themselves are closed to visitors, so no
-- filter of theirs reaches them (visitor-api.sql); the owner's reads are not limited.
do $$
begin
  assert exists (select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                  where r.rolname = 'anon' and 'statement_timeout=1s' = any (s.setconfig)),
    'anon has a one-second statement timeout';
end
$$;
set role anon;
do $$
begin
  begin
    perform count(*) from public.blog_posts b where b."content" ~ '((.*)*)*\1x';
    raise exception 'a regular expression on the posts'' text ran';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;
-- A runaway regular expression is stopped by the timeout on real PostgreSQL (here set for the owner).
set statement_timeout = '1s';
do $$
begin
  perform count(*) from public.blog_posts where content ~ '((.*)*)*\1x';
  raise exception 'the runaway regular expression finished';
exception when query_canceled then null;
end
$$;
reset statement_timeout;
