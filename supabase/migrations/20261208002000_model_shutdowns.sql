-- The weekly summary names each model the diagnostic is set to use that OpenAI shuts down within 30 days
-- (docs/decisions/0034-analysis-model-at-run-time.md). Only the growth-analysis function sees the dates (on
-- GET /v1/models, when it picks a model): it hands them over with each analysis it records.

create table private.ai_model_shutdowns (
  model text primary key constraint ai_model_shutdowns_model_shape check (char_length(model) <= 100),
  shutdown_date date not null,
  -- The last time the function read this date for a model of its OPENAI_MODEL list.
  seen_at timestamptz not null default now()
);
comment on table private.ai_model_shutdowns is
  'Models of the diagnostic''s OPENAI_MODEL list that OpenAI gives a shutdown date (GET /v1/models), as the growth-analysis function last read them; the weekly summary names those seen that week that shut down within 30 days.';
revoke all on private.ai_model_shutdowns from public, anon, authenticated;
grant select, insert, update on private.ai_model_shutdowns to service_role;

-- As before, with the shutdown dates the function read: [{ "model": ..., "shutdown_date": "YYYY-MM-DD" }].
drop function public.record_growth_analysis(uuid, jsonb, text, boolean, text, text, jsonb);
create function public.record_growth_analysis(
  p_request_id uuid, p_answers jsonb, p_analysis text, p_offline boolean,
  p_model text default null, p_reason text default null, p_scorecard jsonb default null,
  p_model_shutdowns jsonb default null)
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
  -- In one order (by model), so two analyses recorded at once never wait on each other in a circle.
  insert into private.ai_model_shutdowns as s (model, shutdown_date, seen_at)
  select m.model, m.shutdown_date, now()
    from jsonb_to_recordset(case when jsonb_typeof(p_model_shutdowns) = 'array' then p_model_shutdowns
                                 else '[]'::jsonb end) as m(model text, shutdown_date date)
   where m.model is not null and m.shutdown_date is not null
   order by m.model
   limit 20
  on conflict (model) do update set shutdown_date = excluded.shutdown_date, seen_at = excluded.seen_at;
  if not p_offline then
    update private.ai_faults f set resolved_at = now() where f.resolved_at is null;
  end if;
  return query select found_row.analysis, found_row.analysis_offline,
    exists (select 1 from public.email_outbox o
             where o.lead_table = 'growth_diagnostics' and o.lead_id = found_row.id
               and o.template = 'diagnostic-analysis' and o.status <> 'skipped');
end;
$$;
revoke all on function public.record_growth_analysis(uuid, jsonb, text, boolean, text, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.record_growth_analysis(uuid, jsonb, text, boolean, text, text, jsonb, jsonb) to service_role;

-- The summary's analyses gain the models shutting down: seen this week, shutting down by 30 days after
-- the week's end (or already shut down, while the list still names them).
create or replace function private.queue_weekly_summary(p_until timestamptz default now()) returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  since timestamptz := p_until - interval '7 days';
  summary_id uuid := private.queue_weekly_summary_counts(p_until);
begin
  update public.email_outbox o
     set payload = o.payload || jsonb_build_object('analyses', jsonb_build_object(
       'by_model', coalesce((select jsonb_agg(jsonb_build_object('model', m.model, 'analyses', m.n)
                                              order by m.n desc, m.model)
                               from (select d.analysis_model as model, count(*) as n from public.growth_diagnostics d
                                      where d.analyzed_at >= since and d.analyzed_at < p_until
                                        and not d.analysis_offline
                                      group by 1) m), '[]'::jsonb),
       'by_reason', coalesce((select jsonb_agg(jsonb_build_object('reason', r.reason, 'analyses', r.n)
                                               order by r.n desc, r.reason)
                                from (select coalesce(d.analysis_reason, 'unknown') as reason, count(*) as n
                                        from public.growth_diagnostics d
                                       where d.analyzed_at >= since and d.analyzed_at < p_until
                                         and d.analysis_offline
                                       group by 1) r), '[]'::jsonb),
       'shutting_down', coalesce((select jsonb_agg(jsonb_build_object('model', s.model,
                                                                      'shutdown_date', s.shutdown_date)
                                                   order by s.shutdown_date, s.model)
                                    from private.ai_model_shutdowns s
                                   where s.seen_at >= since and s.seen_at < p_until
                                     and s.shutdown_date <= (p_until at time zone 'UTC')::date + 30), '[]'::jsonb)))
   where o.template = 'weekly-summary' and o.lead_table = 'weekly_summaries' and o.lead_id = summary_id;
  return summary_id;
end;
$$;
