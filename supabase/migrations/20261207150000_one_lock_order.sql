-- One order of budget locks in every lead's transaction (issue 45's concurrency check on PostgreSQL found
-- deadlocks under a mixed load once receipts came, issue 47).
--   * A budget is a row of private.request_budgets, locked by its upsert until the transaction ends. A
--     playbook request charged the visitor's mail, then the studio's notification; a receipt's lead charged
--     the notification (trigger *_enqueue_email), then the receipt (*_enqueue_receipt, later by name). Two
--     such leads at once each held the row the other wanted. Now one trigger queues every lead's mail, the
--     visitor's first and the studio's second, so every transaction takes the rows in one order: the
--     lead's limits, the visitor mail's (recipient, connection, day, network, domain), the studio's.
--   * A skipped receipt is named in the studio's notification, as a skipped playbook is.
--   * The occasional clearing of old windows skips rows another transaction holds instead of waiting on
--     them while holding its own.

drop trigger labs_submissions_enqueue_receipt on public.labs_submissions;
drop trigger collective_inquiries_enqueue_receipt on public.collective_inquiries;
drop trigger collective_applications_enqueue_receipt on public.collective_applications;
drop trigger contact_submissions_enqueue_receipt on public.contact_submissions;
drop trigger labs_beta_requests_enqueue_receipt on public.labs_beta_requests;
drop function private.enqueue_lead_receipt();

create or replace function private.enqueue_lead_notification() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  skipped text;
begin
  -- The visitor's mail first, then the studio's: the budgets' lock order (see this migration's header).
  if tg_table_name = 'playbook_requests' then
    skipped := private.queue_visitor_mail('playbook-delivery', new.email, tg_table_name, new.id,
                                          jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
  elsif tg_table_name = 'growth_diagnostics' then
    if new.email is not null then
      -- Charged now, in the visitor's request; mailed once the analysis exists (enqueue_diagnostic_analysis).
      skipped := private.queue_visitor_mail('diagnostic-analysis', new.email, tg_table_name, new.id,
                                            jsonb_build_object('table', tg_table_name, 'row', jsonb_build_object(
                                              'stage', new.stage, 'challenge', new.challenge,
                                              'needs', to_jsonb(new.needs))),
                                            p_send_now => false);
    end if;
  else
    -- The receipt: what happens next and by when, none of the visitor's words (the payload names the form).
    skipped := private.queue_visitor_mail('lead-receipt', new.email, tg_table_name, new.id,
                                          jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
  end if;
  perform private.queue_studio_notification(tg_table_name, new.id, new.email,
    jsonb_build_object('table', tg_table_name, 'row', to_jsonb(new) - 'request_id')
    || case when skipped is null then '{}'::jsonb else jsonb_build_object('visitor_mail_skipped', skipped) end);
  return null;
end;
$$;
comment on function private.enqueue_lead_notification() is
  'After a lead is stored: queue the visitor''s mail (the playbook, the analysis''s charge, or a receipt), then the studio''s notification, in that order everywhere.';

create or replace function private.take_from_budget(budget_key text, allowed integer, window_length interval) returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  used integer;
begin
  insert into private.request_budgets as b (bucket, window_start, hits)
    values (budget_key, date_bin(window_length, now(), timestamptz '2000-01-01'), 1)
    on conflict (bucket, window_start) do update set hits = b.hits + 1
    returning b.hits into used;
  if random() < 0.01 then
    delete from private.request_budgets d
     where (d.bucket, d.window_start) in (select o.bucket, o.window_start from private.request_budgets o
                                           where o.window_start < now() - interval '2 days'
                                             for update skip locked);
  end if;
  return used <= allowed;
end;
$$;
