-- E-mail outbox: every e-mail the site promises is a row here, written by triggers in the same transaction
-- as the lead that causes it, so a lead and its e-mails are stored together or not at all. The Edge
-- Function `send-email` drains it (on insert, and on a schedule for retries): it claims rows with
-- row locks, sends each through the mail provider and marks it sent or failed. Visitors never see it.
-- See docs/decisions/0007-transactional-email.md.

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null constraint email_outbox_template_check
    check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis')),
  audience text not null constraint email_outbox_audience_check check (audience in ('studio', 'visitor')),
  -- The visitor's address; empty for the studio, whose address (LEADS_NOTIFY_EMAIL) is a function secret.
  recipient public.email_address,
  reply_to public.email_address,
  lead_table text not null,
  lead_id uuid not null,
  payload jsonb not null,
  status text not null default 'pending' constraint email_outbox_status_check
    check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 8,
  next_attempt_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  last_error text,
  provider_message_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_outbox_recipient_check check ((audience = 'visitor') = (recipient is not null)),
  -- One message of each kind per lead, however often a trigger or a retry runs.
  constraint email_outbox_one_per_lead unique (lead_table, lead_id, template)
);
comment on table public.email_outbox is 'E-mails to send: filled by triggers on the lead tables, drained by the send-email Edge Function. status failed = gave up after max_attempts or a permanent provider error (see last_error).';
comment on column public.email_outbox.recipient is 'The visitor''s address; empty for studio notifications (sent to LEADS_NOTIFY_EMAIL).';
comment on column public.email_outbox.last_error is 'The provider''s answer to the last failed attempt.';
comment on column public.email_outbox.claim_token is 'Set while one send-email run holds the row; only that run may mark it sent or failed.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status in ('pending', 'sending');

alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
grant all on public.email_outbox to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The diagnostic's analysis is kept with the answers, so the e-mail carries the text the visitor saw.
alter table public.growth_diagnostics
  add column analysis text,
  add column analysis_offline boolean,
  add column analyzed_at timestamptz;
comment on column public.growth_diagnostics.analysis is 'The analysis shown to the visitor (and e-mailed when they gave an address); set by the growth-analysis function.';
comment on column public.growth_diagnostics.analysis_offline is 'true when the analysis was the offline, rule-based one.';

-- ---------------------------------------------------------------------------------------------------
-- Triggers. Visitors (anon) insert leads but hold no right on the outbox, so the trigger functions run as
-- their owner (security definer); they live in a schema the API does not expose and no visitor can use.
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is 'Functions the API never exposes (trigger functions that run as their owner).';

create function private.enqueue_lead_notification() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  row_data jsonb := to_jsonb(new) - 'request_id';
begin
  insert into public.email_outbox (template, audience, reply_to, lead_table, lead_id, payload)
  values ('lead-notification', 'studio', new.email, tg_table_name, new.id,
          jsonb_build_object('table', tg_table_name, 'row', row_data));
  if tg_table_name = 'playbook_requests' then
    insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
    values ('playbook-delivery', 'visitor', new.email, tg_table_name, new.id,
            jsonb_build_object('table', tg_table_name, 'row', row_data));
  end if;
  return null;
end;
$$;
comment on function private.enqueue_lead_notification() is 'After a lead is stored: queue the studio''s notification (and the playbook for its requester).';

do $$
declare
  lead text;
begin
  foreach lead in array array[
    'labs_submissions', 'collective_inquiries', 'collective_applications', 'contact_submissions',
    'growth_diagnostics', 'labs_beta_requests', 'playbook_requests'
  ] loop
    execute format(
      'create trigger %I after insert on public.%I for each row execute function private.enqueue_lead_notification()',
      lead || '_enqueue_email', lead);
  end loop;
end
$$;

create function private.enqueue_diagnostic_analysis() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('diagnostic-analysis', 'visitor', new.email, 'growth_diagnostics', new.id,
          jsonb_build_object('table', 'growth_diagnostics', 'row', to_jsonb(new) - 'request_id'))
  on conflict on constraint email_outbox_one_per_lead do nothing;
  return null;
end;
$$;
comment on function private.enqueue_diagnostic_analysis() is 'Once the analysis is stored: queue it for the visitor who gave an e-mail.';

create trigger growth_diagnostics_enqueue_analysis after update of analysis on public.growth_diagnostics
  for each row when (old.analysis is null and new.analysis is not null and new.email is not null)
  execute function private.enqueue_diagnostic_analysis();

revoke all on function private.enqueue_lead_notification() from public, anon, authenticated;
revoke all on function private.enqueue_diagnostic_analysis() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Called by the growth-analysis function (service role) once it has the analysis. The first analysis for
-- a submission wins: a repeated call gets the stored one back, so screen and e-mail always agree. Answers
-- must match the stored row, so an analysis is never attached to someone else's answers.
create function public.record_growth_analysis(p_request_id uuid, p_answers jsonb, p_analysis text, p_offline boolean)
  returns table (analysis text, offline boolean, emailed boolean)
  language plpgsql set search_path = '' as $$
declare
  found_row public.growth_diagnostics;
begin
  select * into found_row from public.growth_diagnostics d
   where d.request_id = p_request_id
     and d.stage = p_answers ->> 'stage'
     and d.challenge = p_answers ->> 'challenge'
     and d.validation_strategy = p_answers ->> 'validationStrategy'
     and d.monetization_strategy = p_answers ->> 'monetizationStrategy'
     and d.retention = p_answers ->> 'retention'
     and d.pricing_confidence is not distinct from (p_answers ->> 'pricingConfidence')::integer
     and d.needs = array(select jsonb_array_elements_text(coalesce(p_answers -> 'needs', '[]'::jsonb)))
   for update;
  if not found then
    raise exception 'No diagnostic with these answers for request %', p_request_id using errcode = 'P0002';
  end if;
  if found_row.analysis is null then
    update public.growth_diagnostics d
       set analysis = p_analysis, analysis_offline = p_offline, analyzed_at = now()
     where d.id = found_row.id
    returning * into found_row;
  end if;
  return query select found_row.analysis, found_row.analysis_offline,
    exists (select 1 from public.email_outbox o
             where o.lead_id = found_row.id and o.template = 'diagnostic-analysis');
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- The drain. A run claims due rows with FOR UPDATE SKIP LOCKED, so two runs at once never take the same
-- row; the claim is a lease, so a run that died mid-send gives its rows back when the lease runs out.
create function public.claim_email_outbox(p_limit integer default 10, p_lease_seconds integer default 120)
  returns setof public.email_outbox
  language plpgsql set search_path = '' as $$
begin
  -- A lease that ran out on the last allowed attempt: give up rather than loop.
  update public.email_outbox o
     set status = 'failed', claim_token = null, claimed_until = null,
         last_error = coalesce(o.last_error || '; ', '') || 'no result reported before the lease ran out'
   where o.status = 'sending' and o.claimed_until < now() and o.attempts >= o.max_attempts;

  return query
  with claimed as (
  update public.email_outbox o
     set status = 'sending', attempts = o.attempts + 1, claim_token = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => p_lease_seconds)
   where o.id in (
     select d.id from public.email_outbox d
      where ((d.status = 'pending' and d.next_attempt_at <= now())
             or (d.status = 'sending' and d.claimed_until < now()))
        and d.attempts < d.max_attempts
      order by d.next_attempt_at, d.created_at
      limit p_limit
      for update skip locked)
  returning o.*)
  select * from claimed;
end;
$$;

create function public.complete_email_outbox(p_id uuid, p_claim_token uuid, p_provider_message_id text)
  returns boolean
  language sql set search_path = '' as $$
  with done as (
    update public.email_outbox o
       set status = 'sent', sent_at = now(), provider_message_id = p_provider_message_id,
           last_error = null, claim_token = null, claimed_until = null
     where o.id = p_id and o.claim_token = p_claim_token and o.status = 'sending'
    returning 1)
  select exists (select 1 from done);
$$;

-- A failed attempt: back to pending after p_retry_seconds, or failed for good when the error is permanent
-- or the attempts are spent.
create function public.fail_email_outbox(
  p_id uuid, p_claim_token uuid, p_error text, p_retry_seconds integer, p_permanent boolean default false)
  returns text
  language sql set search_path = '' as $$
  with done as (
    update public.email_outbox o
       set status = case when p_permanent or o.attempts >= o.max_attempts then 'failed' else 'pending' end,
           next_attempt_at = now() + make_interval(secs => greatest(p_retry_seconds, 0)),
           last_error = left(p_error, 2000), claim_token = null, claimed_until = null
     where o.id = p_id and o.claim_token = p_claim_token and o.status = 'sending'
    returning o.status)
  select status from done;
$$;

revoke all on function public.record_growth_analysis(uuid, jsonb, text, boolean) from public, anon, authenticated;
revoke all on function public.claim_email_outbox(integer, integer) from public, anon, authenticated;
revoke all on function public.complete_email_outbox(uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.fail_email_outbox(uuid, uuid, text, integer, boolean) from public, anon, authenticated;
grant execute on function public.record_growth_analysis(uuid, jsonb, text, boolean) to service_role;
grant execute on function public.claim_email_outbox(integer, integer) to service_role;
grant execute on function public.complete_email_outbox(uuid, uuid, text) to service_role;
grant execute on function public.fail_email_outbox(uuid, uuid, text, integer, boolean) to service_role;
