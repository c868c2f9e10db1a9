-- Two more things the studio hears through the outbox (docs/owner.md; docs/decisions/0028-lead-alerts-weekly-summary-and-erasure.md):
--   * a webhook post per lead (Slack, a CRM, Zapier) when the send-email function has LEADS_WEBHOOK_URL:
--     one outbox row per lead, so it is retried like mail, sent once, and a failure reaches the daily
--     digest (public.run_mail_schedule);
--   * a weekly summary mail (leads by kind, page and campaign; the newsletter's net sign-ups; mail that
--     failed), off until the owner picks a day.

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                      'newsletter-confirmation', 'newsletter-welcome', 'mail-digest', 'lead-webhook',
                      'weekly-summary'));
alter table public.email_outbox drop constraint email_outbox_audience_check;
alter table public.email_outbox add constraint email_outbox_audience_check
  check (audience in ('studio', 'visitor', 'webhook'));
comment on column public.email_outbox.audience is
  'studio (the studio''s inbox, LEADS_NOTIFY_EMAIL), visitor (recipient) or webhook (a JSON post to LEADS_WEBHOOK_URL, not a mail).';

alter table private.mail_settings
  add column lead_webhook boolean not null default false,
  add column weekly_summary_day integer
    constraint mail_settings_weekly_summary_day check (weekly_summary_day between 1 and 7);
comment on column private.mail_settings.lead_webhook is
  'Whether each new lead is also posted to LEADS_WEBHOOK_URL. Kept in step with that secret by the send-email function: set the secret, and the next run switches this on.';
comment on column private.mail_settings.weekly_summary_day is
  'The day of the weekly summary to the studio, 1 (Monday) to 7 (Sunday), at digest_hour UTC; empty (the default): no summary. Change with: update private.mail_settings set weekly_summary_day = 1;';

-- ---------------------------------------------------------------------------------------------------
-- The webhook: a row per lead, queued with the inbox's row (kind, name, email, summary, page, campaign),
-- in the same transaction as the lead.
create function private.queue_lead_webhook() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if not coalesce((select s.lead_webhook from private.mail_settings s), false) then
    return null;
  end if;
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('lead-webhook', 'webhook', new.lead_table, new.lead_id,
          jsonb_build_object('kind', new.kind, 'name', new.name, 'email', new.email, 'summary', new.summary,
                             'page', new.page, 'utm', new.utm, 'received_at', new.received_at,
                             -- Where the dashboard shows the row: the inbox table's id and the row's.
                             'inbox_table_id', 'public.leads'::regclass::oid::bigint, 'inbox_id', new.id))
  on conflict on constraint email_outbox_one_per_lead do nothing;
  return null;
end;
$$;
revoke all on function private.queue_lead_webhook() from public, anon, authenticated;

create trigger leads_queue_webhook after insert on public.leads
  for each row execute function private.queue_lead_webhook();

-- The send-email function says on each run whether it has LEADS_WEBHOOK_URL.
create function public.set_lead_webhook(p_on boolean) returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.mail_settings set lead_webhook = p_on where lead_webhook is distinct from p_on;
$$;
revoke all on function public.set_lead_webhook(boolean) from public, anon, authenticated;
grant execute on function public.set_lead_webhook(boolean) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The weekly summary: one mail covering the seven days before `p_until`.
create table private.weekly_summaries (
  id uuid primary key default gen_random_uuid(),
  covered_from timestamptz not null,
  covered_until timestamptz not null,
  leads integer not null,
  created_at timestamptz not null default now()
);
comment on table private.weekly_summaries is 'Each weekly summary sent to the studio (its mail is the outbox row with lead_id = id).';
revoke all on private.weekly_summaries from public, anon, authenticated;
grant select on private.weekly_summaries to service_role;

create function private.queue_weekly_summary(p_until timestamptz default now()) returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  since timestamptz := p_until - interval '7 days';
  summary_id uuid := gen_random_uuid();
  counted jsonb;
  total integer;
begin
  select jsonb_build_object(
    'from', since,
    'until', p_until,
    -- Leads the owner has not marked as spam, by form, by page and by campaign (most first).
    'leads', (select count(*) from public.leads l
               where l.received_at >= since and l.received_at < p_until and l.status <> 'spam'),
    'spam', (select count(*) from public.leads l
              where l.received_at >= since and l.received_at < p_until and l.status = 'spam'),
    'by_kind', coalesce((select jsonb_agg(jsonb_build_object('kind', k.kind, 'leads', k.n) order by k.n desc, k.kind)
                           from (select l.kind, count(*) as n from public.leads l
                                  where l.received_at >= since and l.received_at < p_until and l.status <> 'spam'
                                  group by l.kind) k), '[]'::jsonb),
    'by_page', coalesce((select jsonb_agg(jsonb_build_object('page', p.page, 'leads', p.n) order by p.n desc, p.page)
                           from (select coalesce(l.page, '(unknown)') as page, count(*) as n from public.leads l
                                  where l.received_at >= since and l.received_at < p_until and l.status <> 'spam'
                                  group by 1 order by 2 desc, 1 limit 10) p), '[]'::jsonb),
    'by_campaign', coalesce((select jsonb_agg(jsonb_build_object('campaign', c.utm, 'leads', c.n) order by c.n desc, c.utm)
                               from (select coalesce(l.utm, '(none)') as utm, count(*) as n from public.leads l
                                      where l.received_at >= since and l.received_at < p_until and l.status <> 'spam'
                                      group by 1 order by 2 desc, 1 limit 10) c), '[]'::jsonb),
    -- Confirmed sign-ups less unsubscribes in the week.
    'newsletter', jsonb_build_object(
      'confirmed', (select count(*) from public.newsletter_subscribers s
                     where s.confirmed_at >= since and s.confirmed_at < p_until),
      'unsubscribed', (select count(*) from public.newsletter_subscribers s
                        where s.unsubscribed_at >= since and s.unsubscribed_at < p_until)),
    -- Mail of the week that did not go out (each is also in the daily digest of its day).
    'mail', jsonb_build_object(
      'failed', (select count(*) from public.email_outbox o
                  where o.status = 'failed' and o.created_at >= since and o.created_at < p_until),
      'skipped', (select count(*) from public.email_outbox o
                   where o.status = 'skipped' and o.created_at >= since and o.created_at < p_until),
      'sent', (select count(*) from public.email_outbox o
                where o.status = 'sent' and o.audience <> 'webhook' and o.created_at >= since and o.created_at < p_until)))
    into counted;
  total := (counted ->> 'leads')::integer;
  insert into private.weekly_summaries (id, covered_from, covered_until, leads) values (summary_id, since, p_until, total);
  -- The studio's own mail, sent as it is (never held with lead notifications, never charged to visitors).
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('weekly-summary', 'studio', 'weekly_summaries', summary_id, counted);
  return summary_id;
end;
$$;
revoke all on function private.queue_weekly_summary(timestamptz) from public, anon, authenticated;
grant execute on function private.queue_weekly_summary(timestamptz) to service_role;

-- The weekly summary's schedule: called every minute beside public.run_mail_schedule() (hosted: pg_cron,
-- supabase/hosted/send-email-schedule.sql; locally: the local backend's tick), it queues the summary once
-- the chosen day's digest hour has come, once for that day. Runs as its caller (the service role, or the
-- hosted schedule's postgres). Returns the summary's id, or null when none is due.
create function public.run_weekly_summary() returns uuid
  language plpgsql
  set search_path = ''
as $$
declare
  settings private.mail_settings;
  moment timestamptz;
  last_run timestamptz;
  summary_id uuid;
begin
  -- One run at a time, even if the schedule and the owner ask at once.
  perform pg_advisory_xact_lock(hashtext('public.run_weekly_summary'));
  select * into settings from private.mail_settings;
  if settings.weekly_summary_day is null then
    return null;
  end if;
  -- The latest digest hour that has come on the chosen day of the week.
  moment := (date_trunc('day', now() at time zone 'UTC') + make_interval(hours => settings.digest_hour))
            at time zone 'UTC';
  while moment > now() or extract(isodow from moment at time zone 'UTC') <> settings.weekly_summary_day loop
    moment := moment - interval '1 day';
  end loop;
  select s.last_run_at into last_run from private.mail_schedule s where s.job = 'weekly-summary';
  -- A day the schedule missed entirely is not made up later: the next week's summary covers it.
  if (last_run is not null and last_run >= moment) or moment <= now() - interval '1 day' then
    return null;
  end if;
  summary_id := private.queue_weekly_summary(now());
  insert into private.mail_schedule (job, last_run_at) values ('weekly-summary', now())
    on conflict (job) do update set last_run_at = excluded.last_run_at;
  return summary_id;
end;
$$;
comment on function public.run_weekly_summary() is
  'Queues the weekly summary to the studio when it is due (private.mail_settings.weekly_summary_day at digest_hour UTC). Called every minute by the hosted schedule and the local backend.';
revoke all on function public.run_weekly_summary() from public, anon, authenticated;
grant execute on function public.run_weekly_summary() to service_role;
