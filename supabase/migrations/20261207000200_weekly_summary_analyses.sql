-- The weekly summary also counts the week's growth diagnostic analyses: by the model that wrote them, and
-- those the fixed rules wrote, by why (docs/decisions/0034-analysis-model-at-run-time.md). The summary's
-- own counts stay where they are, renamed; this adds its analyses to the mail it queued.
alter function private.queue_weekly_summary(timestamptz) rename to queue_weekly_summary_counts;

create function private.queue_weekly_summary(p_until timestamptz default now()) returns uuid
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
                                       group by 1) r), '[]'::jsonb)))
   where o.template = 'weekly-summary' and o.lead_table = 'weekly_summaries' and o.lead_id = summary_id;
  return summary_id;
end;
$$;
revoke all on function private.queue_weekly_summary_counts(timestamptz) from public, anon, authenticated;
revoke all on function private.queue_weekly_summary(timestamptz) from public, anon, authenticated;
grant execute on function private.queue_weekly_summary(timestamptz) to service_role;
