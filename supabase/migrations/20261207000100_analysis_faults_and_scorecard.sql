-- The diagnostic's analysis, for real (docs/decisions/0034-analysis-model-at-run-time.md):
--   * who wrote each analysis is kept with it: the model, or the rules and why (the weekly summary counts
--     them), and the scorecard the rules computed from the answers (the owner sorts leads by it);
--   * a configuration fault of the AI provider (key refused, no model, no quota, region refused) alerts the
--     owner once per cause, by mail and by the lead webhook when it is on, until an analysis written by a
--     model shows it fixed; a fault that comes back alerts again.

alter table public.growth_diagnostics
  add column analysis_model text constraint growth_diagnostics_analysis_model_shape
    check (char_length(analysis_model) <= 100),
  add column analysis_reason text constraint growth_diagnostics_analysis_reason_check
    check (analysis_reason in ('no-key', 'daily-cap', 'budget-unreadable', 'provider-failed', 'deadline',
                               'wrong-shape', 'key-refused', 'model-not-found', 'no-quota', 'region-refused',
                               'access-refused')),
  add column scorecard jsonb constraint growth_diagnostics_scorecard_shape
    check (jsonb_typeof(scorecard) = 'object' and octet_length(scorecard::text) <= 2000),
  add column fit_score integer generated always as ((scorecard ->> 'total')::integer) stored,
  add column fit_tier text generated always as (scorecard ->> 'tier') stored;
comment on column public.growth_diagnostics.analysis_model is 'The AI model that wrote the analysis; empty when the fixed rules did.';
comment on column public.growth_diagnostics.analysis_reason is
  'Why the fixed rules wrote the analysis: no-key (no OPENAI_API_KEY), daily-cap (ANALYSIS_DAILY_AI_CAP reached), budget-unreadable, provider-failed, deadline (no answer in 20 s), wrong-shape (the reply was not the asked shape), or a configuration fault (key-refused, model-not-found, no-quota, region-refused, access-refused).';
comment on column public.growth_diagnostics.scorecard is
  'The scorecard computed from the answers by fixed rules (validation, acquisition, monetization, retention, focus, each 1-5; total out of 25; tier), as shown to the founder.';
comment on column public.growth_diagnostics.fit_score is 'The scorecard''s total out of 25: sort by it to see the founders furthest along first.';
comment on column public.growth_diagnostics.fit_tier is 'The scorecard''s tier (explore, build, scale).';
create index growth_diagnostics_fit_idx on public.growth_diagnostics (fit_score desc nulls last);

-- The analysis and who wrote it, kept once per submission (as before; the first one wins). An analysis a
-- model wrote shows the provider's setup works again: open faults are closed, so a new one alerts again.
drop function public.record_growth_analysis(uuid, jsonb, text, boolean);
create function public.record_growth_analysis(
  p_request_id uuid, p_answers jsonb, p_analysis text, p_offline boolean,
  p_model text default null, p_reason text default null, p_scorecard jsonb default null)
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
       set analysis = p_analysis, analysis_offline = p_offline, analyzed_at = now(),
           analysis_model = case when p_offline then null else p_model end,
           analysis_reason = case when p_offline then p_reason end,
           scorecard = p_scorecard
     where d.id = found_row.id
    returning * into found_row;
  end if;
  if not p_offline then
    update private.ai_faults f set resolved_at = now() where f.resolved_at is null;
  end if;
  return query select found_row.analysis, found_row.analysis_offline,
    exists (select 1 from public.email_outbox o
             where o.lead_table = 'growth_diagnostics' and o.lead_id = found_row.id
               and o.template = 'diagnostic-analysis' and o.status <> 'skipped');
end;
$$;
revoke all on function public.record_growth_analysis(uuid, jsonb, text, boolean, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.record_growth_analysis(uuid, jsonb, text, boolean, text, text, jsonb) to service_role;

-- The analysis mail carries who wrote it (its label) and the scorecard, as the screen shows them.
create or replace function private.enqueue_diagnostic_analysis() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('diagnostic-analysis', 'visitor', new.email, 'growth_diagnostics', new.id,
          jsonb_build_object('table', 'growth_diagnostics', 'row', jsonb_build_object(
            'stage', new.stage, 'challenge', new.challenge, 'needs', to_jsonb(new.needs), 'analysis', new.analysis,
            'analysis_offline', new.analysis_offline, 'scorecard', new.scorecard)))
  on conflict on constraint email_outbox_one_per_lead do nothing;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Configuration faults of the AI provider, one row per cause.
create table private.ai_faults (
  cause text primary key constraint ai_faults_cause_check
    check (cause in ('key-refused', 'model-not-found', 'no-quota', 'region-refused', 'access-refused')),
  -- The alert of the fault's current spell (its outbox rows have lead_id = alert_id).
  alert_id uuid not null,
  detail text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  times integer not null default 1,
  resolved_at timestamptz
);
comment on table private.ai_faults is
  'Configuration faults of the diagnostic''s AI provider (growth-analysis): since first_seen_at the fixed rules answer instead of the model. The owner was alerted once (email_outbox rows with lead_id = alert_id); resolved_at is set when a model writes an analysis again.';
revoke all on private.ai_faults from public, anon, authenticated;
grant select, insert, update on private.ai_faults to service_role;

alter table public.email_outbox
  drop constraint email_outbox_template_check,
  add constraint email_outbox_template_check
    check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                        'newsletter-confirmation', 'newsletter-welcome', 'mail-digest', 'lead-webhook',
                        'weekly-summary', 'ai-fault', 'ai-fault-webhook'));

-- Called by growth-analysis when the provider refuses its setup. Alerts (a studio mail, and a webhook
-- post when lead alerts are on) only when the cause is new or came back after a fix; otherwise counts it.
-- Returns whether it alerted. Runs as its caller, the service role.
create function public.report_ai_fault(p_cause text, p_title text, p_detail text, p_fix text) returns boolean
  language plpgsql
  set search_path = ''
as $$
declare
  fault private.ai_faults;
begin
  insert into private.ai_faults (cause, alert_id, detail, resolved_at)
  values (p_cause, gen_random_uuid(), left(p_detail, 1000), now())
  on conflict (cause) do nothing;
  -- The row lock orders two reports at once: the second sees the first's spell and only counts.
  update private.ai_faults f
     set alert_id = gen_random_uuid(), detail = left(p_detail, 1000), first_seen_at = now(),
         last_seen_at = now(), times = 1, resolved_at = null
   where f.cause = p_cause and f.resolved_at is not null
  returning * into fault;
  if not found then
    update private.ai_faults f set last_seen_at = now(), times = f.times + 1, detail = left(p_detail, 1000)
     where f.cause = p_cause;
    return false;
  end if;
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('ai-fault', 'studio', 'ai_faults', fault.alert_id,
          jsonb_build_object('cause', p_cause, 'title', p_title, 'detail', fault.detail, 'fix', p_fix,
                             'seen_at', fault.first_seen_at));
  if coalesce((select s.lead_webhook from private.mail_settings s), false) then
    insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
    values ('ai-fault-webhook', 'webhook', 'ai_faults', fault.alert_id,
            jsonb_build_object('cause', p_cause, 'title', p_title, 'detail', fault.detail, 'fix', p_fix,
                               'seen_at', fault.first_seen_at));
  end if;
  return true;
end;
$$;
comment on function public.report_ai_fault(text, text, text, text) is
  'A configuration fault of the diagnostic''s AI provider: alerts the owner once per cause (until a model writes an analysis again).';
revoke all on function public.report_ai_fault(text, text, text, text) from public, anon, authenticated;
grant execute on function public.report_ai_fault(text, text, text, text) to service_role;
