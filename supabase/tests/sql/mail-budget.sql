-- Run by `npm run db:check-postgres` on real PostgreSQL after the migrations and seed (each statement its
-- own transaction). The mail budget, the studio notifications' bound, retries bounded by time and the
-- digests (issue 36, docs/security.md); the same and more on PGlite in supabase/tests/mail-budget.test.ts.
-- Leads are stored as the intake stores them, in a transaction stating the visitor's address.

-- 12 spellings of one Gmail inbox count as one recipient: 3 mails, the rest kept as skipped with why.
do $$
declare
  spellings text[] := array['pgvictim@gmail.com', 'PGVictim@gmail.com', 'p.gvictim@gmail.com', 'pg.victim@gmail.com',
    'pgv.ictim@gmail.com', 'pgvi.ctim@gmail.com', 'p.g.v.i.c.t.i.m@gmail.com', 'pgvictim@googlemail.com',
    'P.GVictim@googlemail.com', 'pgvictim+1@gmail.com', 'pg.victim+2@googlemail.com', 'pgvictim.@gmail.com'];
begin
  for i in 1..48 loop
    perform set_config('request.headers', json_build_object('cf-connecting-ip', '198.18.0.' || i)::text, true);
    insert into public.playbook_requests (full_name, email) values ('Eve', spellings[1 + (i - 1) % 12]);
  end loop;
  assert (select count(*) from public.email_outbox
           where template = 'playbook-delivery' and private.recipient_key(recipient) = 'pgvictim@gmail.com' and status = 'pending') = 3,
    '12 spellings of one Gmail inbox got more than 3 mails';
  assert (select count(*) from public.email_outbox
           where template = 'playbook-delivery' and private.recipient_key(recipient) = 'pgvictim@gmail.com' and status = 'skipped'
             and skip_reason = 'this address has had 3 emails from the site today') = 45,
    'the refused mails are kept as skipped, with the reason';
end
$$;

-- 50 requests from five /64s of one /48 take the network's share (10 of 50), not the day.
do $$
begin
  for i in 1..50 loop
    perform set_config('request.headers', json_build_object('cf-connecting-ip', '2001:db8:4800:' || (i % 5) || '::' || i)::text, true);
    insert into public.playbook_requests (full_name, email) values ('Eve', 'pg-flood' || i || '@example' || (i % 7) || '.com');
  end loop;
  assert (select count(*) from public.email_outbox
           where template = 'playbook-delivery' and recipient like 'pg-flood%' and status = 'pending') = 10,
    'one /48 spent more than its share of the day';
  perform set_config('request.headers', '{"cf-connecting-ip": "2001:db8:4801::1"}', true);
  insert into public.playbook_requests (full_name, email) values ('Ada', 'pg-founder@startup.example');
  assert (select status from public.email_outbox
           where template = 'playbook-delivery' and recipient = 'pg-founder@startup.example') = 'pending',
    'a visitor elsewhere was refused after a flood from one /48';
end
$$;

-- One recipient domain takes its share (25 of 50), however many networks (IPv4 /24s) ask.
do $$
begin
  for i in 1..30 loop
    perform set_config('request.headers', json_build_object('cf-connecting-ip', '198.19.' || i || '.1')::text, true);
    insert into public.playbook_requests (full_name, email) values ('Eve', 'pg-person' || i || '@pg-target.example');
  end loop;
  assert (select count(*) from public.email_outbox
           where template = 'playbook-delivery' and recipient like '%@pg-target.example' and status = 'pending') = 25,
    'one domain spent more than its share of the day';
end
$$;

-- Past the threshold, a lead that failed a configured bot challenge gets no visitor mail.
do $$
begin
  perform set_config('request.headers', '{"cf-connecting-ip": "198.19.9.9"}', true);
  perform set_config('leads.challenge', 'failed', true);
  insert into public.playbook_requests (full_name, email) values ('Bot', 'pg-bot@robot.example');
  assert (select status from public.email_outbox
           where template = 'playbook-delivery' and recipient = 'pg-bot@robot.example') = 'skipped',
    'past the threshold a failed challenge still got mail';
end
$$;

-- Five IPv4 networks cannot spend the day: their shares until half the day (25) is sent, then one mail a
-- network, so the rest is left to others; the studio is told once, with the networks that took most.
delete from private.request_budgets;
delete from public.email_outbox;
do $$
begin
  for i in 0..99 loop
    perform set_config('request.headers', json_build_object('cf-connecting-ip', '203.0.' || (110 + i % 5) || '.' || (1 + i / 5))::text, true);
    insert into public.playbook_requests (full_name, email) values ('Eve', 'pg-five' || i || '@five' || (i % 10) || '.example');
  end loop;
  assert (select count(*) from public.email_outbox where template = 'playbook-delivery' and status = 'pending') = 25,
    'five networks spent more than half the day';
  assert (select count(*) from public.email_outbox where template = 'playbook-delivery' and status = 'skipped'
            and skip_reason like '%past 25 of today''s emails to visitors each network gets one') = 75,
    'past half the day, a network that had its mail is refused, with why';
  perform set_config('request.headers', '{"cf-connecting-ip": "198.51.100.250"}', true);
  insert into public.playbook_requests (full_name, email) values ('Ada', 'pg-sixth@startup.example');
  assert (select status from public.email_outbox where recipient = 'pg-sixth@startup.example') = 'pending',
    'a visitor from another network still gets the playbook';
  assert (select count(*) from public.email_outbox where template = 'mail-budget-low') = 1,
    'the studio is told once that half the day is spent';
  assert (select payload ->> 'sent' = '25' and payload ->> 'per_day' = '50'
                 and jsonb_array_length(payload -> 'networks') = 5
            from public.email_outbox where template = 'mail-budget-low'),
    'the alert says how much is sent, of how much, and by which networks';
end
$$;

-- Without a client address the limits still count, in one bucket for all such requests: the front
-- door's 30 leads an hour, and 10 visitor mails an hour.
delete from private.request_budgets;
delete from public.email_outbox;
do $$
declare
  answers text[] := '{}';
begin
  for i in 1..31 loop
    answers := answers || (public.take_lead('playbook_requests', gen_random_uuid(),
                             jsonb_build_object('full_name', 'Nobody', 'email', 'pg-unstated' || i || '@example' || i || '.com'),
                             null) ->> 'outcome');
  end loop;
  assert answers[1:30] = array_fill('stored'::text, array[30]) and answers[31] = 'rate_limited',
    format('31 leads without an address: %s', answers);
  assert (select count(*) from public.email_outbox where template = 'playbook-delivery' and status = 'pending') = 10,
    'requests without an address share one connection''s visitor mail';
end
$$;

-- take_lead says whether the visitor's mail was queued, and a repeat says the same.
delete from private.request_budgets;
delete from public.email_outbox;
do $$
declare
  repeated uuid := gen_random_uuid();
begin
  assert public.take_lead('playbook_requests', repeated, '{"full_name": "Ada", "email": "pg-told@example.com"}', '192.0.2.70')
           = '{"outcome": "stored", "visitor_mail": "queued"}', 'a playbook on its way';
  assert public.take_lead('playbook_requests', repeated, '{"full_name": "Ada", "email": "pg-told@example.com"}', '192.0.2.70')
           = '{"outcome": "duplicate", "visitor_mail": "queued"}', 'a repeat says the same';
  assert public.take_lead('contact_submissions', gen_random_uuid(),
           '{"name": "Ada", "email": "pg-told@example.com", "message": "Hi", "source": "book-call"}', '192.0.2.70')
           = '{"outcome": "stored", "visitor_mail": "queued"}', 'a question''s receipt is visitor mail too';
  assert public.take_lead('growth_diagnostics', gen_random_uuid(),
           '{"stage": "idea", "challenge": "other", "validation_strategy": "not-validating", "monetization_strategy": "freemium", "retention": "not-tracking", "needs": [], "email": null}', '192.0.2.70')
           = '{"outcome": "stored", "visitor_mail": "none"}', 'a diagnostic without an address mails nobody';
  update private.visitor_mail_limits set per_day = 0;
  assert public.take_lead('playbook_requests', gen_random_uuid(), '{"full_name": "Ada", "email": "pg-told@example.com"}', '192.0.2.70')
           = '{"outcome": "stored", "visitor_mail": "skipped"}', 'a playbook past the day''s cap is not promised';
  update private.visitor_mail_limits set per_day = default;
end
$$;

-- Studio notifications: 20 an hour one by one, then held; the schedule sends one digest of them (the
-- daily digests are not due: they ran just now).
delete from private.request_budgets;
delete from public.email_outbox;
update private.mail_schedule set last_run_at = now();
do $$
begin
  for i in 1..22 loop
    perform set_config('request.headers', json_build_object('cf-connecting-ip', '2001:db8:' || i || '::1')::text, true);
    insert into public.contact_submissions (name, email, message, source)
      values ('Quick Question', 'pg-asker' || i || '@example.com', 'Hi', 'book-call');
  end loop;
  assert (select count(*) from public.email_outbox
           where template = 'lead-notification' and reply_to like 'pg-asker%' and status = 'held') = 2,
    'past 20 an hour the notifications were not held';
end
$$;
set role service_role;
do $$
declare
  queued jsonb := public.run_mail_schedule();
begin
  assert queued = '{"held_digest": 2}'::jsonb, 'the schedule queued ' || queued::text;
  assert (select count(*) from public.email_outbox o where o.template = 'mail-digest' and o.status = 'pending'
            and (o.payload ->> 'held')::integer = 2) = 1, 'one digest lists the held notifications';
  assert public.run_mail_schedule() = '{}'::jsonb, 'a second digest within the hour';
end
$$;
reset role;

-- Retries: twenty quota answers leave a message pending; past its window it fails.
set role service_role;
do $$
declare
  claimed public.email_outbox;
begin
  update public.email_outbox set status = 'sent' where status in ('pending', 'sending');
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
    values ('lead-notification', 'studio', 'contact_submissions', gen_random_uuid(), '{"table": "contact_submissions", "row": {}}');
  for i in 1..20 loop
    select * into claimed from public.claim_email_outbox(1, 120);
    assert public.fail_email_outbox(claimed.id, claimed.claim_token, '429: quota', 0) = 'pending',
      'attempt ' || i || ' failed the message for good';
  end loop;
  assert (select retry_until - created_at > interval '47 hours' from public.email_outbox where id = claimed.id),
    'the window is two days';
  update public.email_outbox set retry_until = now() - interval '1 second' where id = claimed.id;
  select * into claimed from public.claim_email_outbox(1, 120);
  assert public.fail_email_outbox(claimed.id, claimed.claim_token, '429: quota', 0) = 'failed',
    'past the window the message is still retried';
end
$$;
reset role;

-- What these checks spent and queued is not the next file's business.
delete from private.request_budgets;
delete from public.email_outbox;
delete from private.mail_digests;
