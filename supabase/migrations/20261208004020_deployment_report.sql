-- What `npm run doctor` asks the database (issue 48, ADR 0037): which of the README's deploy steps left
-- their mark here. Names only, never a secret's value: the schedules pg_cron holds and when each last ran,
-- the Vault secrets the hosted scripts read, the outbox's webhook, the Database Webhooks that rebuild the
-- site, the mail still waiting, an AI fault not yet resolved, and retention. A part the database has not
-- (pg_cron, Vault: a local or plain PostgreSQL) answers null. For the service role only.

create function public.deployment_report() returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  cron_jobs jsonb;
  vault_names jsonb;
  rebuilt_tables constant text[] := array['blog_posts', 'blog_posts_tags', 'blog_tags', 'users', 'labs_mvps',
    'testimonials', 'client_logos', 'collective_experts', 'case_study_figures'];
begin
  if to_regclass('cron.job') is not null then
    execute $cron$
      select coalesce(jsonb_agg(jsonb_build_object(
               'name', j.jobname, 'active', j.active,
               'last_run', (select jsonb_build_object('at', d.start_time, 'status', d.status, 'message', left(d.return_message, 300))
                              from cron.job_run_details d where d.jobid = j.jobid order by d.start_time desc limit 1))
             order by j.jobname), '[]'::jsonb)
        from cron.job j
    $cron$ into cron_jobs;
  end if;
  if to_regclass('vault.secrets') is not null then
    execute $vault$
      select coalesce(jsonb_agg(s.name order by s.name), '[]'::jsonb) from vault.secrets s
       where s.name in ('project_url', 'service_role_key', 'deploy_hook_url')
    $vault$ into vault_names;
  end if;
  return jsonb_build_object(
    'schedule', (select coalesce(jsonb_object_agg(s.job, s.last_run_at), '{}'::jsonb) from private.mail_schedule s),
    'cron_jobs', cron_jobs,
    'vault_secrets', vault_names,
    'outbox_webhook', exists (select 1 from pg_trigger t
                               where t.tgrelid = 'public.email_outbox'::regclass and t.tgname = 'email_outbox_send_now'),
    'rebuild_webhooks_missing', (
      select coalesce(jsonb_agg(r.name order by r.name), '[]'::jsonb)
        from unnest(rebuilt_tables) as r(name)
       where not exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                           join pg_namespace n on n.oid = p.pronamespace
                          where t.tgrelid = format('public.%I', r.name)::regclass
                            and n.nspname = 'supabase_functions' and p.proname = 'http_request')),
    'outbox', jsonb_build_object(
      'waiting', (select count(*) from public.email_outbox o
                   where o.status in ('pending', 'sending') and o.created_at < now() - interval '10 minutes'),
      'last_sent_at', (select max(o.sent_at) from public.email_outbox o where o.status = 'sent'),
      'last_error', (select o.last_error from public.email_outbox o
                      where o.last_error is not null and o.status in ('pending', 'failed')
                      order by o.next_attempt_at desc limit 1)),
    'ai_faults', (select coalesce(jsonb_agg(jsonb_build_object('cause', f.cause, 'since', f.first_seen_at)
                                            order by f.first_seen_at), '[]'::jsonb)
                    from private.ai_faults f where f.resolved_at is null),
    'retention', jsonb_build_object(
      'months', (select r.months from private.lead_retention r),
      'due', (select count(*) from private.people_past_retention()))
  );
end;
$$;
comment on function public.deployment_report() is
  'What npm run doctor reads: the schedules and their last runs, the names of the Vault secrets, the webhooks, the mail waiting, AI faults and retention (never a secret''s value).';
revoke all on function public.deployment_report() from public, anon, authenticated;
grant execute on function public.deployment_report() to service_role;
