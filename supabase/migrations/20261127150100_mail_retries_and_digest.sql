-- Mail never drops silently (issue 36, ADR 0026):
--   * a message is retried for a length of time (two days by default), not a number of attempts: eight
--     quota answers a second apart no longer fail it;
--   * whatever finally failed, was skipped by a visitor mail limit or held past the studio notifications'
--     bound reaches the studio in a digest (held notifications within the hour, the rest daily), sent as
--     the studio's own mail, never counted against visitor mail;
--   * one schedule function runs the digests when they are due: the hosted project's pg_cron calls it
--     every minute (supabase/hosted/send-email-schedule.sql), the local backend with its retries.

-- ---------------------------------------------------------------------------------------------------
-- The owner's settings for delivery.
create table private.mail_settings (
  only_row boolean primary key default true constraint mail_settings_one_row check (only_row),
  retry_for interval not null default interval '2 days'
    constraint mail_settings_retry_for check (retry_for between interval '1 hour' and interval '14 days'),
  digest_hour integer not null default 8 constraint mail_settings_digest_hour check (digest_hour between 0 and 23)
);
comment on table private.mail_settings is
  'Delivery: how long a message that fails is retried after its first failed attempt (retry_for), and the hour (UTC) of the daily digests (digest_hour). Change with: update private.mail_settings set retry_for = interval ''3 days'';';
insert into private.mail_settings default values;
revoke all on private.mail_settings from public, anon, authenticated;
grant select, update on private.mail_settings to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Retries bounded by time.
alter table public.email_outbox
  add column retry_until timestamptz,
  add column reported_in uuid;
comment on column public.email_outbox.retry_until is
  'Set by the first failed attempt (then + private.mail_settings.retry_for): retried with backoff until then, then failed.';
comment on column public.email_outbox.reported_in is
  'The studio digest (private.mail_digests) that listed this failed, skipped or held message.';
create index email_outbox_unreported_idx on public.email_outbox (created_at)
  where status in ('failed', 'skipped', 'held') and reported_in is null;

create or replace function public.claim_email_outbox(p_limit integer default 10, p_lease_seconds integer default 120)
  returns setof public.email_outbox
  language plpgsql set search_path = '' as $$
begin
  -- A lease that ran out after the retry window: give up rather than loop.
  update public.email_outbox o
     set status = 'failed', claim_token = null, claimed_until = null,
         last_error = coalesce(o.last_error || '; ', '') || 'no result reported before the lease ran out'
   where o.status = 'sending' and o.claimed_until < now() and o.retry_until <= now();

  return query
  with claimed as (
  update public.email_outbox o
     set status = 'sending', attempts = o.attempts + 1, claim_token = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => p_lease_seconds),
         -- A run that died holding it counts as a failed attempt: the window starts.
         retry_until = case when o.status = 'sending'
                            then coalesce(o.retry_until, now() + (select s.retry_for from private.mail_settings s))
                            else o.retry_until end
   where o.id in (
     select d.id from public.email_outbox d
      where (d.status = 'pending' and d.next_attempt_at <= now())
         or (d.status = 'sending' and d.claimed_until < now())
      order by d.next_attempt_at, d.created_at
      limit p_limit
      for update skip locked)
  returning o.*)
  select * from claimed;
end;
$$;

-- A failed attempt: retried after p_retry_seconds (never later than the end of the window, so the last
-- try happens), or failed for good when the error is permanent or the window is over.
create or replace function public.fail_email_outbox(
  p_id uuid, p_claim_token uuid, p_error text, p_retry_seconds integer, p_permanent boolean default false)
  returns text
  language sql set search_path = '' as $$
  with window_end as (
    select coalesce(o.retry_until, now() + (select s.retry_for from private.mail_settings s)) as until
      from public.email_outbox o where o.id = p_id),
  done as (
    update public.email_outbox o
       set status = case when p_permanent or w.until <= now() then 'failed' else 'pending' end,
           retry_until = w.until,
           next_attempt_at = least(now() + make_interval(secs => greatest(p_retry_seconds, 0)), w.until),
           last_error = left(p_error, 2000), claim_token = null, claimed_until = null
      from window_end w
     where o.id = p_id and o.claim_token = p_claim_token and o.status = 'sending'
    returning o.status)
  select status from done;
$$;

alter table public.email_outbox drop column max_attempts;

-- ---------------------------------------------------------------------------------------------------
-- Digests of what did not go out.
create table private.mail_digests (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint mail_digests_kind_check check (kind in ('daily', 'held')),
  failed integer not null,
  skipped integer not null,
  held integer not null,
  created_at timestamptz not null default now()
);
comment on table private.mail_digests is
  'Each digest sent to the studio: daily (failed, skipped and held mail) or held (studio notifications past their bound). Its messages have email_outbox.reported_in = id.';
revoke all on private.mail_digests from public, anon, authenticated;
grant select on private.mail_digests to service_role;

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                      'newsletter-confirmation', 'newsletter-welcome', 'mail-digest'));

-- How many messages one digest lists (it counts them all; the rest are found by reported_in).
create function private.mail_digest_list_limit() returns integer
  language sql immutable set search_path = '' as $$ select 100 $$;

-- Queues one digest to the studio of the messages not yet reported: 'held' lists held notifications,
-- 'daily' everything that failed, was skipped or held. Returns how many it covers (0 queues nothing).
create function private.queue_mail_digest(p_kind text) returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  digest_id uuid := gen_random_uuid();
  statuses text[] := case p_kind when 'held' then array['held'] else array['failed', 'skipped', 'held'] end;
  n_failed integer;
  n_skipped integer;
  n_held integer;
  listed jsonb;
begin
  update public.email_outbox o set reported_in = digest_id
   where o.status = any (statuses) and o.reported_in is null;
  select count(*) filter (where o.status = 'failed'), count(*) filter (where o.status = 'skipped'),
         count(*) filter (where o.status = 'held')
    into n_failed, n_skipped, n_held
    from public.email_outbox o where o.reported_in = digest_id;
  if n_failed + n_skipped + n_held = 0 then
    return 0;
  end if;
  select jsonb_agg(jsonb_build_object(
           'status', m.status, 'template', m.template, 'recipient', m.recipient, 'lead_table', m.lead_table,
           'lead_id', m.lead_id, 'created_at', m.created_at,
           'reason', case when m.status = 'failed' then m.last_error else m.skip_reason end,
           -- Who a held notification is about (the lead is in public.leads).
           'name', coalesce(m.payload #>> '{row,full_name}', m.payload #>> '{row,name}'),
           'email', m.payload #>> '{row,email}')
         order by m.created_at)
    into listed
    from (select * from public.email_outbox o where o.reported_in = digest_id
           order by o.created_at limit private.mail_digest_list_limit()) m;
  insert into private.mail_digests (id, kind, failed, skipped, held) values (digest_id, p_kind, n_failed, n_skipped, n_held);
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('mail-digest', 'studio', 'email_outbox', digest_id,
          jsonb_build_object('kind', p_kind, 'digest_id', digest_id, 'failed', n_failed, 'skipped', n_skipped,
                             'held', n_held, 'messages', listed));
  return n_failed + n_skipped + n_held;
end;
$$;
revoke all on function private.queue_mail_digest(text) from public, anon, authenticated;
grant execute on function private.queue_mail_digest(text) to service_role;

-- When each scheduled job last ran. A new database's daily digests come at the next digest hour.
create table private.mail_schedule (
  job text primary key,
  last_run_at timestamptz not null
);
insert into private.mail_schedule (job, last_run_at) values ('daily-digests', now());
revoke all on private.mail_schedule from public, anon, authenticated;
grant select, insert, update on private.mail_schedule to service_role;

-- The schedule: called every minute (hosted: pg_cron; locally: the local backend), it queues what is due
-- and says what it queued: the daily digests (new subscribers, then failed/skipped/held mail) once the
-- digest hour has come since they last ran, and a digest of held notifications at most once a clock hour.
-- Runs as its caller: the service role (the local backend, the owner) or the hosted schedule's postgres.
create function public.run_mail_schedule() returns jsonb
  language plpgsql
  set search_path = ''
as $$
declare
  settings private.mail_settings;
  digest_moment timestamptz;
  last_daily timestamptz;
  queued jsonb := '{}'::jsonb;
begin
  -- One run at a time, even if the schedule and the owner ask at once.
  perform pg_advisory_xact_lock(hashtext('public.run_mail_schedule'));
  select * into settings from private.mail_settings;
  digest_moment := (date_trunc('day', now() at time zone 'UTC') + make_interval(hours => settings.digest_hour))
                   at time zone 'UTC';
  if digest_moment > now() then
    digest_moment := digest_moment - interval '1 day';
  end if;
  select s.last_run_at into last_daily from private.mail_schedule s where s.job = 'daily-digests';
  if last_daily is null or last_daily < digest_moment then
    queued := queued || jsonb_build_object('subscriber_digest', public.queue_subscriber_digest(),
                                           'mail_digest', private.queue_mail_digest('daily'));
    insert into private.mail_schedule (job, last_run_at) values ('daily-digests', now())
      on conflict (job) do update set last_run_at = excluded.last_run_at;
  end if;
  if exists (select 1 from public.email_outbox o where o.status = 'held' and o.reported_in is null)
    and not exists (select 1 from private.mail_digests d
                     where d.kind = 'held' and d.created_at >= date_trunc('hour', now())) then
    queued := queued || jsonb_build_object('held_digest', private.queue_mail_digest('held'));
  end if;
  return queued;
end;
$$;
comment on function public.run_mail_schedule() is
  'Queues the digests that are due (daily at private.mail_settings.digest_hour UTC; held notifications at most hourly) and returns what it queued. Called every minute by the hosted schedule and the local backend.';
revoke all on function public.run_mail_schedule() from public, anon, authenticated;
grant execute on function public.run_mail_schedule() to service_role;
