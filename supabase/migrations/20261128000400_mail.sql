-- Mail: every email (and webhook post) the site promises is a row of public.email_outbox, written by
-- triggers in the same transaction as the lead that causes it, so a lead and its mail are stored together
-- or not at all. The Edge Function `send-email` drains it (on insert, and on a schedule for retries): it
-- claims rows with row locks, sends each through the mail provider and marks it sent or failed. Visitors
-- never see it (docs/decisions/0007-transactional-email.md).
--
--   * visitor mail (the playbook, the diagnostic's analysis, the newsletter confirmation) carries none of
--     the visitor's words, and strangers cannot spend the day's mail: it is limited per recipient, per
--     connection, per network, per recipient domain and per day (ADR 0018, ADR 0026); a refused one is
--     kept as a `skipped` row with its reason, and the studio's notification says why;
--   * studio notifications have their own bound; past it they are `held` and reach the studio as a digest;
--   * a message is retried for a length of time (two days by default), not a number of attempts; whatever
--     finally failed, was skipped or held reaches the studio in a digest;
--   * the newsletter takes double opt-in, with one-click unsubscribe in every later mail;
--   * one schedule function runs the digests and the weekly summary when due: the hosted project's pg_cron
--     calls it every minute (supabase/hosted/send-email-schedule.sql), the local backend with its retries.

-- ---------------------------------------------------------------------------------------------------
-- The outbox.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null constraint email_outbox_template_check
    check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                        'newsletter-confirmation', 'newsletter-welcome', 'mail-digest', 'lead-webhook',
                        'weekly-summary')),
  audience text not null constraint email_outbox_audience_check check (audience in ('studio', 'visitor', 'webhook')),
  -- The visitor's address; empty for the studio, whose address (LEADS_NOTIFY_EMAIL) is a function secret.
  recipient public.email_address,
  reply_to public.email_address,
  lead_table text not null,
  lead_id uuid not null,
  payload jsonb not null,
  status text not null default 'pending' constraint email_outbox_status_check
    check (status in ('pending', 'sending', 'sent', 'failed', 'skipped', 'held')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  last_error text,
  provider_message_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  skip_reason text,
  retry_until timestamptz,
  reported_in uuid,
  constraint email_outbox_recipient_check check ((audience = 'visitor') = (recipient is not null)),
  -- One message of each kind per lead, however often a trigger or a retry runs.
  constraint email_outbox_one_per_lead unique (lead_table, lead_id, template)
);
comment on table public.email_outbox is
  'Emails to send: filled by triggers on the lead tables, drained by the send-email Edge Function. status: pending/sending (on its way), sent, failed (a permanent provider error, or still failing after the retry window; see last_error), skipped (visitor mail a limit refused; see skip_reason), held (a studio notification past its bound, sent as a digest).';
comment on column public.email_outbox.audience is
  'studio (the studio''s inbox, LEADS_NOTIFY_EMAIL), visitor (recipient) or webhook (a JSON post to LEADS_WEBHOOK_URL, not a mail).';
comment on column public.email_outbox.recipient is 'The visitor''s address; empty for studio notifications (sent to LEADS_NOTIFY_EMAIL).';
comment on column public.email_outbox.last_error is 'The provider''s answer to the last failed attempt.';
comment on column public.email_outbox.claim_token is 'Set while one send-email run holds the row; only that run may mark it sent or failed.';
comment on column public.email_outbox.skip_reason is
  'Why the message was not sent: a visitor mail limit (status skipped) or the bound on studio notifications (status held; the studio gets them as a digest).';
comment on column public.email_outbox.retry_until is
  'Set by the first failed attempt (then + private.mail_settings.retry_for): retried with backoff until then, then failed.';
comment on column public.email_outbox.reported_in is
  'The studio digest (private.mail_digests) that listed this failed, skipped or held message.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status in ('pending', 'sending');
create index email_outbox_unreported_idx on public.email_outbox (created_at)
  where status in ('failed', 'skipped', 'held') and reported_in is null;

alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;
grant all on public.email_outbox to service_role;

-- The owner's settings for delivery.
create table private.mail_settings (
  only_row boolean primary key default true constraint mail_settings_one_row check (only_row),
  retry_for interval not null default interval '2 days'
    constraint mail_settings_retry_for check (retry_for between interval '1 hour' and interval '14 days'),
  digest_hour integer not null default 8 constraint mail_settings_digest_hour check (digest_hour between 0 and 23),
  lead_webhook boolean not null default false,
  weekly_summary_day integer
    constraint mail_settings_weekly_summary_day check (weekly_summary_day between 1 and 7)
);
comment on table private.mail_settings is
  'Delivery: how long a message that fails is retried after its first failed attempt (retry_for), and the hour (UTC) of the daily digests (digest_hour). Change with: update private.mail_settings set retry_for = interval ''3 days'';';
comment on column private.mail_settings.lead_webhook is
  'Whether each new lead is also posted to LEADS_WEBHOOK_URL. Kept in step with that secret by the send-email function: set the secret, and the next run switches this on.';
comment on column private.mail_settings.weekly_summary_day is
  'The day of the weekly summary to the studio, 1 (Monday) to 7 (Sunday), at digest_hour UTC; empty (the default): no summary. Change with: update private.mail_settings set weekly_summary_day = 1;';
insert into private.mail_settings default values;
revoke all on private.mail_settings from public, anon, authenticated;
grant select, update on private.mail_settings to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The drain (send-email, service role). A run claims due rows with FOR UPDATE SKIP LOCKED, so two runs at
-- once never take the same row; the claim is a lease, so a run that died mid-send gives its rows back when
-- the lease runs out.
create function public.claim_email_outbox(p_limit integer default 10, p_lease_seconds integer default 120)
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

-- A failed attempt: retried after p_retry_seconds (never later than the end of the window, so the last
-- try happens), or failed for good when the error is permanent or the window is over.
create function public.fail_email_outbox(
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

-- A message that could not be tried because the sending setup is incomplete (a secret not set, the mail
-- provider refusing the key or the sender's domain) goes back to pending WITHOUT spending an attempt: the
-- setup is the owner's to fix, not the message's fault, so everything that waited is sent once it is fixed,
-- however long that took. `last_error` says what to fix.
create function public.defer_email_outbox(
  p_id uuid, p_claim_token uuid, p_error text, p_retry_seconds integer)
  returns text
  language sql set search_path = '' as $$
  with done as (
    update public.email_outbox o
       set status = 'pending', attempts = greatest(o.attempts - 1, 0),
           next_attempt_at = now() + make_interval(secs => greatest(p_retry_seconds, 0)),
           last_error = left(p_error, 2000), claim_token = null, claimed_until = null
     where o.id = p_id and o.claim_token = p_claim_token and o.status = 'sending'
    returning o.status)
  select status from done;
$$;

revoke all on function public.claim_email_outbox(integer, integer) from public, anon, authenticated;
revoke all on function public.complete_email_outbox(uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.fail_email_outbox(uuid, uuid, text, integer, boolean) from public, anon, authenticated;
revoke all on function public.defer_email_outbox(uuid, uuid, text, integer) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer) to service_role;
grant execute on function public.complete_email_outbox(uuid, uuid, text) to service_role;
grant execute on function public.fail_email_outbox(uuid, uuid, text, integer, boolean) to service_role;
grant execute on function public.defer_email_outbox(uuid, uuid, text, integer) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Visitor mail limits, one row the owner may change (docs/security.md): keep `per_day` below the mail
-- provider's daily quota minus the studio's own notifications, so visitor mail never crowds those out.
-- The shares are percentages of per_day, so they follow it.
create table private.visitor_mail_limits (
  only_row boolean primary key default true constraint visitor_mail_limits_one_row check (only_row),
  per_recipient_per_day integer not null default 3 check (per_recipient_per_day >= 0),
  per_address_per_hour integer not null default 10 check (per_address_per_hour >= 0),
  per_day integer not null default 50 check (per_day >= 0),
  network_share_percent integer not null default 20
    constraint visitor_mail_limits_network_share check (network_share_percent between 0 and 100),
  domain_share_percent integer not null default 50
    constraint visitor_mail_limits_domain_share check (domain_share_percent between 0 and 100),
  challenge_after_percent integer not null default 50
    constraint visitor_mail_limits_challenge_after check (challenge_after_percent between 0 and 100)
);
comment on table private.visitor_mail_limits is
  'How many emails the site may send to addresses visitors type: per recipient a day (case, +tag and Gmail''s dots ignored), per client connection an hour, per_day in all, of which one network (IPv6 /48, IPv4 address) may take network_share_percent and one recipient domain domain_share_percent; past challenge_after_percent of per_day, only leads that passed the bot challenge (when one is configured) get mail. Change with: update private.visitor_mail_limits set per_day = 80;';
comment on column private.visitor_mail_limits.network_share_percent is
  'The share of per_day one client network may use in a day: an IPv6 /48 or an IPv4 address.';
comment on column private.visitor_mail_limits.domain_share_percent is
  'The share of per_day the addresses of one domain (gmail.com, example.com) may receive in a day.';
comment on column private.visitor_mail_limits.challenge_after_percent is
  'Once this share of per_day is sent, a lead that did not pass the bot challenge gets no visitor mail (only when the challenge is configured).';
insert into private.visitor_mail_limits default values;
revoke all on private.visitor_mail_limits from public, anon, authenticated;
grant select, update on private.visitor_mail_limits to service_role;

-- The domain whose inboxes a recipient key belongs to (gmail.com for a googlemail.com address).
create function private.recipient_domain(email text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select substring(private.recipient_key(email) from '@([^@]*)$')
$$;
revoke all on function private.recipient_domain(text) from public, anon, authenticated;

-- A client's network: an IPv6 /48 (what one customer or site is commonly given, 65,536 /64s) and an IPv4
-- address by itself (also written ::ffff:a.b.c.d). A value that is not an address counts as itself.
create function private.network_group(address text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  parsed inet;
begin
  address := nullif(btrim(address), '');
  if address is null then
    return null;
  end if;
  if lower(address) like '::ffff:%.%' then
    address := substr(address, 8);
  end if;
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  if family(parsed) = 6 then
    return network(set_masklen(parsed, 48))::text;
  end if;
  return host(parsed);
end;
$$;
comment on function private.network_group(text) is
  'The network a daily share counts: an IPv6 address''s /48, an IPv4 address itself.';
revoke all on function private.network_group(text) from public, anon, authenticated;

-- Budgets taken together: all or none.
create function private.budget_used(budget_key text, window_length interval) returns integer
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce((select b.hits from private.request_budgets b
                    where b.bucket = budget_key
                      and b.window_start = date_bin(window_length, now(), timestamptz '2000-01-01')), 0)
$$;
revoke all on function private.budget_used(text, interval) from public, anon, authenticated;

-- Charges one hit to each bucket (a null bucket is skipped). Returns 0 when every bucket had room, else the
-- position of the first that had none, and then charges none of them: a refused mail costs no budget.
create function private.take_from_budgets(buckets text[], allowed integer[], windows interval[]) returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  refused_at integer := 0;
begin
  for i in 1 .. cardinality(buckets) loop
    refused_at := i;
    if buckets[i] is not null and not private.take_from_budget(buckets[i], allowed[i], windows[i]) then
      -- Leaves the block, which rolls back the charges taken in it.
      raise sqlstate 'MB429';
    end if;
  end loop;
  return 0;
exception when sqlstate 'MB429' then
  return refused_at;
end;
$$;
revoke all on function private.take_from_budgets(text[], integer[], interval[]) from public, anon, authenticated;

-- `n` percent of `whole`, rounded up: a share of a non-zero cap is never zero.
create function private.share_of(whole integer, percent integer) returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select ceil(whole * percent / 100.0)::integer
$$;
revoke all on function private.share_of(integer, integer) from public, anon, authenticated;

-- Charges one visitor mail to `recipient`. Null when it may be sent, else why not (in the studio's words,
-- for its notification). Called by the triggers below, in the visitor's request, so the client address
-- is the visitor's.
create function private.visitor_mail_refusal(recipient text) returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits private.visitor_mail_limits;
  address text := private.client_address();
  network text := private.network_group(address);
  domain text := private.recipient_domain(recipient);
  network_share integer;
  domain_share integer;
  challenge_after integer;
begin
  select * into limits from private.visitor_mail_limits;
  network_share := private.share_of(limits.per_day, limits.network_share_percent);
  domain_share := private.share_of(limits.per_day, limits.domain_share_percent);
  challenge_after := private.share_of(limits.per_day, limits.challenge_after_percent);
  if private.lead_challenge() = 'failed'
    and private.budget_used('mail-to-visitors', interval '1 day') >= challenge_after then
    return format('the visitor did not pass the bot challenge, which visitor mail needs once %s have been sent in a day',
                  challenge_after);
  end if;
  case private.take_from_budgets(
    array['mail-to:' || private.recipient_key(recipient), 'mail-from:' || private.address_group(address),
          'mail-to-visitors', 'mail-from-network:' || network, 'mail-to-domain:' || domain],
    array[limits.per_recipient_per_day, limits.per_address_per_hour, limits.per_day, network_share, domain_share],
    array[interval '1 day', interval '1 hour', interval '1 day', interval '1 day', interval '1 day'])
  when 0 then
    return null;
  when 1 then
    return format('this address has had %s emails from the site today', limits.per_recipient_per_day);
  when 2 then
    return format('the visitor''s connection asked for more than %s emails this hour', limits.per_address_per_hour);
  when 3 then
    return format('the daily cap on emails to visitors (%s) is reached', limits.per_day);
  when 4 then
    return format('the visitor''s network (%s) has had its share of today''s emails to visitors (%s)', network,
                  network_share);
  else
    return format('addresses at %s have had their share of today''s emails to visitors (%s)', domain, domain_share);
  end case;
end;
$$;
comment on function private.visitor_mail_refusal(text) is
  'Counts one email to a visitor-typed address; null when it may be sent, else the reason it is skipped.';
revoke all on function private.visitor_mail_refusal(text) from public, anon, authenticated;

-- Charges and queues one visitor mail; a refused one is kept as `skipped` with its reason. With
-- `p_send_now` false (the diagnostic's analysis, queued once it exists) only a refusal is written now.
-- Returns the refusal, or null.
create function private.queue_visitor_mail(
  p_template text, p_recipient text, p_lead_table text, p_lead_id uuid, p_payload jsonb, p_send_now boolean default true)
  returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  refusal text := private.visitor_mail_refusal(p_recipient);
begin
  if refusal is not null or p_send_now then
    insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload, status, skip_reason)
    values (p_template, 'visitor', p_recipient, p_lead_table, p_lead_id, p_payload,
            case when refusal is null then 'pending' else 'skipped' end, refusal)
    on conflict on constraint email_outbox_one_per_lead do nothing;
  end if;
  return refusal;
end;
$$;
revoke all on function private.queue_visitor_mail(text, text, text, uuid, jsonb, boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Studio notifications: their own bound, so a flood of leads from rotating networks can neither spend the
-- mail provider's quota (starving the real notifications) nor bury the studio's inbox. Past it a
-- notification is held and listed in a digest instead (public.run_mail_schedule()).
create table private.studio_mail_limits (
  only_row boolean primary key default true constraint studio_mail_limits_one_row check (only_row),
  notifications_per_hour integer not null default 20 check (notifications_per_hour >= 0),
  notifications_per_day integer not null default 40 check (notifications_per_day >= 0)
);
comment on table private.studio_mail_limits is
  'How many lead notifications the studio is sent one by one, an hour and a day; past either, they are held and sent as one digest an hour. Change with: update private.studio_mail_limits set notifications_per_day = 80;';
insert into private.studio_mail_limits default values;
revoke all on private.studio_mail_limits from public, anon, authenticated;
grant select, update on private.studio_mail_limits to service_role;

create function private.queue_studio_notification(p_lead_table text, p_lead_id uuid, p_reply_to text, p_payload jsonb)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits private.studio_mail_limits;
  held text;
begin
  select * into limits from private.studio_mail_limits;
  if private.take_from_budgets(array['studio-notifications-hour', 'studio-notifications-day'],
                               array[limits.notifications_per_hour, limits.notifications_per_day],
                               array[interval '1 hour', interval '1 day']) <> 0 then
    held := format('past the bound on studio notifications (%s an hour, %s a day): sent in the next digest',
                   limits.notifications_per_hour, limits.notifications_per_day);
  end if;
  insert into public.email_outbox (template, audience, reply_to, lead_table, lead_id, payload, status, skip_reason)
  values ('lead-notification', 'studio', p_reply_to, p_lead_table, p_lead_id, p_payload,
          case when held is null then 'pending' else 'held' end, held);
end;
$$;
revoke all on function private.queue_studio_notification(text, uuid, text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- What a lead sends. Visitors hold no right on the outbox, so the trigger functions run as their owner
-- (security definer). Every lead: the studio's notification with the whole row (and why the visitor's
-- mail was skipped, if it was); a playbook request also mails the playbook, whose payload holds nothing
-- the visitor typed; a diagnostic with an address is charged its analysis mail now.
create function private.enqueue_lead_notification() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  skipped text;
begin
  if tg_table_name = 'playbook_requests' then
    skipped := private.queue_visitor_mail('playbook-delivery', new.email, tg_table_name, new.id,
                                          jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
  elsif tg_table_name = 'growth_diagnostics' and new.email is not null then
    -- Charged now, in the visitor's request; mailed once the analysis exists (enqueue_diagnostic_analysis).
    skipped := private.queue_visitor_mail('diagnostic-analysis', new.email, tg_table_name, new.id,
                                          jsonb_build_object('table', tg_table_name, 'row', jsonb_build_object(
                                            'stage', new.stage, 'challenge', new.challenge,
                                            'needs', to_jsonb(new.needs))),
                                          p_send_now => false);
  end if;
  perform private.queue_studio_notification(tg_table_name, new.id, new.email,
    jsonb_build_object('table', tg_table_name, 'row', to_jsonb(new) - 'request_id')
    || case when skipped is null then '{}'::jsonb else jsonb_build_object('visitor_mail_skipped', skipped) end);
  return null;
end;
$$;
comment on function private.enqueue_lead_notification() is 'After a lead is stored: queue the studio''s notification (and the playbook for its requester).';

-- The analysis mail, once the analysis exists: the answers (fixed choices) and the analysis made from
-- them, nothing typed. A refusal at intake left a skipped row, which this keeps.
create function private.enqueue_diagnostic_analysis() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('diagnostic-analysis', 'visitor', new.email, 'growth_diagnostics', new.id,
          jsonb_build_object('table', 'growth_diagnostics', 'row', jsonb_build_object(
            'stage', new.stage, 'challenge', new.challenge, 'needs', to_jsonb(new.needs), 'analysis', new.analysis)))
  on conflict on constraint email_outbox_one_per_lead do nothing;
  return null;
end;
$$;
comment on function private.enqueue_diagnostic_analysis() is 'Once the analysis is stored: queue it for the visitor who gave an email.';

revoke all on function private.enqueue_lead_notification() from public, anon, authenticated;
revoke all on function private.enqueue_diagnostic_analysis() from public, anon, authenticated;

-- Newsletter sign-ups queue a confirmation instead (below).
create trigger labs_submissions_enqueue_email after insert on public.labs_submissions
  for each row execute function private.enqueue_lead_notification();
create trigger collective_inquiries_enqueue_email after insert on public.collective_inquiries
  for each row execute function private.enqueue_lead_notification();
create trigger collective_applications_enqueue_email after insert on public.collective_applications
  for each row execute function private.enqueue_lead_notification();
create trigger contact_submissions_enqueue_email after insert on public.contact_submissions
  for each row execute function private.enqueue_lead_notification();
create trigger growth_diagnostics_enqueue_email after insert on public.growth_diagnostics
  for each row execute function private.enqueue_lead_notification();
create trigger labs_beta_requests_enqueue_email after insert on public.labs_beta_requests
  for each row execute function private.enqueue_lead_notification();
create trigger playbook_requests_enqueue_email after insert on public.playbook_requests
  for each row execute function private.enqueue_lead_notification();

create trigger growth_diagnostics_enqueue_analysis after update of analysis on public.growth_diagnostics
  for each row when (old.analysis is null and new.analysis is not null and new.email is not null)
  execute function private.enqueue_diagnostic_analysis();

-- ---------------------------------------------------------------------------------------------------
-- The newsletter: pending until confirmed.

-- One link per confirmation mail; only its hash is kept.
create table private.newsletter_confirmations (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null,
  token_hash text not null constraint newsletter_confirmations_token_hash_key unique,
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index newsletter_confirmations_email_idx on private.newsletter_confirmations (email);
comment on table private.newsletter_confirmations is
  'Confirmation links sent to newsletter sign-ups (sha256 of the secret), usable once within 7 days.';
revoke all on private.newsletter_confirmations from public, anon, authenticated;
grant select, update on private.newsletter_confirmations to service_role;

create function private.token_hash(token text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
$$;
revoke all on function private.token_hash(text) from public, anon, authenticated;
grant execute on function private.token_hash(text) to service_role;

-- Queues a confirmation mail to `email`; one the visitor mail limits refuse is kept as a skipped row (no
-- link is made for it).
create function private.queue_newsletter_confirmation(email text) returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  token text := encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
  confirmation_id uuid := gen_random_uuid();
  refusal text := private.visitor_mail_refusal(email);
begin
  if refusal is null then
    insert into private.newsletter_confirmations (id, email, token_hash)
    values (confirmation_id, email, private.token_hash(token));
  end if;
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload, status, skip_reason)
  values ('newsletter-confirmation', 'visitor', email, 'newsletter_subscribers', confirmation_id,
          case when refusal is null then jsonb_build_object('token', token) else '{}'::jsonb end,
          case when refusal is null then 'pending' else 'skipped' end, refusal);
end;
$$;
revoke all on function private.queue_newsletter_confirmation(text) from public, anon, authenticated;

-- Sign-ups that were never confirmed are forgotten once their last link has expired; spent links go a
-- month later. Run now and then by sign-ups and daily by the digest.
create function private.expire_newsletter_signups() returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from public.newsletter_subscribers s
   where s.status = 'pending'
     and s.created_at < now() - interval '7 days'
     and not exists (select 1 from private.newsletter_confirmations c
                      where c.email = s.email and c.used_at is null and c.expires_at > now());
  delete from private.newsletter_confirmations c where c.expires_at < now() - interval '30 days';
$$;
revoke all on function private.expire_newsletter_signups() from public, anon, authenticated;
grant execute on function private.expire_newsletter_signups() to service_role;

-- Before insert: a known address stores no second row and answers like a new one (nobody learns who is
-- on the list); unless it is active, its owner is sent a confirmation, and nothing changes until they
-- use it. Runs as its owner, so any role may insert (service_role included).
create function private.newsletter_signup() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  known_status text;
begin
  if random() < 0.05 then
    perform private.expire_newsletter_signups();
  end if;
  select s.status into known_status from public.newsletter_subscribers s where s.email = new.email;
  if known_status is null then
    return new;
  end if;
  if known_status <> 'active' then
    perform private.queue_newsletter_confirmation(new.email);
  end if;
  return null;
end;
$$;
revoke all on function private.newsletter_signup() from public, anon, authenticated;

create function private.newsletter_confirm_new() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.status = 'pending' then
    perform private.queue_newsletter_confirmation(new.email);
  end if;
  return null;
end;
$$;
revoke all on function private.newsletter_confirm_new() from public, anon, authenticated;

-- After newsletter_subscribers_normalize_email (triggers fire in name order): the address is lowercased.
create trigger newsletter_subscribers_signup before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_signup();
create trigger newsletter_subscribers_send_confirmation after insert on public.newsletter_subscribers
  for each row execute function private.newsletter_confirm_new();

-- The confirmation link (through the `newsletter` Edge Function; runs as its caller, the service role): 'confirmed', or why not:
-- 'used' (each link works once), 'expired' or 'invalid'. Confirming makes the address active (also after
-- an opt-out: this is its owner asking again) and sends a welcome mail that carries the unsubscribe link.
create function public.confirm_newsletter_subscription(p_token text) returns text
  language plpgsql
  set search_path = ''
as $$
declare
  link private.newsletter_confirmations;
  subscriber public.newsletter_subscribers;
begin
  select * into link from private.newsletter_confirmations c
   where c.token_hash = private.token_hash(p_token) for update;
  if not found then
    return 'invalid';
  end if;
  if link.used_at is not null then
    return 'used';
  end if;
  if link.expires_at < now() then
    return 'expired';
  end if;
  update private.newsletter_confirmations set used_at = now() where id = link.id;
  update public.newsletter_subscribers s
     set status = 'active', confirmed_at = now(), unsubscribed_at = null
   where s.email = link.email
  returning * into subscriber;
  if not found then
    return 'expired';
  end if;
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('newsletter-welcome', 'visitor', subscriber.email, 'newsletter_subscribers', link.id,
          jsonb_build_object('unsubscribe_token', subscriber.unsubscribe_token));
  return 'confirmed';
end;
$$;
comment on function public.confirm_newsletter_subscription(text) is
  'Uses a newsletter confirmation link: confirmed, used, expired or invalid. Called by the newsletter Edge Function.';

-- The unsubscribe link and the one-click unsubscribe (List-Unsubscribe): 'unsubscribed' (also when it
-- already was) or 'invalid'. Confirmation links still open for the address are spent: only a new
-- confirmation, asked for after the opt-out, makes it active again.
create function public.unsubscribe_newsletter(p_token text) returns text
  language plpgsql
  set search_path = ''
as $$
declare
  address text;
begin
  if p_token is null or p_token !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return 'invalid';
  end if;
  update public.newsletter_subscribers s
     set status = 'unsubscribed', unsubscribed_at = coalesce(s.unsubscribed_at, now())
   where s.unsubscribe_token = p_token::uuid
  returning s.email into address;
  if address is null then
    return 'invalid';
  end if;
  update private.newsletter_confirmations c set used_at = now() where c.email = address and c.used_at is null;
  return 'unsubscribed';
end;
$$;
comment on function public.unsubscribe_newsletter(text) is
  'Unsubscribes the address whose unsubscribe_token is given: unsubscribed or invalid. Called by the newsletter Edge Function.';

revoke all on function public.confirm_newsletter_subscription(text) from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter_subscription(text) to service_role;
grant execute on function public.unsubscribe_newsletter(text) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Digests. New newsletter subscribers reach the studio as one daily digest rather than an email each,
-- listing the addresses confirmed since the last digest; a day without any queues nothing. Each digest
-- covers subscribers up to its moment; the next one starts there, so none is listed twice.
create table private.subscriber_digests (
  id uuid primary key default gen_random_uuid(),
  covered_until timestamptz not null,
  subscribers integer not null,
  created_at timestamptz not null default now()
);
revoke all on private.subscriber_digests from public, anon, authenticated;
grant select, insert on private.subscriber_digests to service_role;

-- Runs as its caller (the service role, which may read the subscribers and write the outbox); also
-- forgets expired sign-ups.
create function public.queue_subscriber_digest() returns integer
  language plpgsql set search_path = '' as $$
declare
  since timestamptz;
  until timestamptz := now();
  listed jsonb;
  digest_id uuid;
begin
  -- One digest at a time, even if the schedule and the owner ask at once.
  perform pg_advisory_xact_lock(hashtext('public.queue_subscriber_digest'));
  perform private.expire_newsletter_signups();
  select max(d.covered_until) into since from private.subscriber_digests d;
  select jsonb_agg(jsonb_build_object('email', s.email, 'source', s.source,
                                      'subscribed_at', coalesce(s.confirmed_at, s.created_at))
                   order by coalesce(s.confirmed_at, s.created_at))
    into listed
    from public.newsletter_subscribers s
   where s.status = 'active' and coalesce(s.confirmed_at, s.created_at) <= until
     and (since is null or coalesce(s.confirmed_at, s.created_at) > since);
  if listed is null then
    return 0;
  end if;
  insert into private.subscriber_digests (covered_until, subscribers)
  values (until, jsonb_array_length(listed)) returning id into digest_id;
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('subscriber-digest', 'studio', 'newsletter_subscribers', digest_id,
          jsonb_build_object('table', 'newsletter_subscribers', 'since', since, 'until', until,
                             'subscribers', listed));
  return jsonb_array_length(listed);
end;
$$;
comment on function public.queue_subscriber_digest() is 'Queues one email to the studio listing the newsletter subscribers since the last digest; returns how many (0 queues nothing). Called daily by the hosted schedule.';
revoke all on function public.queue_subscriber_digest() from public, anon, authenticated;
grant execute on function public.queue_subscriber_digest() to service_role;

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

-- ---------------------------------------------------------------------------------------------------
-- The lead webhook (docs/decisions/0028-lead-alerts-weekly-summary-and-erasure.md): a post per lead
-- (Slack, a CRM, Zapier) when the send-email function has LEADS_WEBHOOK_URL. One outbox row per lead, so it
-- is retried like mail, sent once, and a failure reaches the daily digest. Queued with the inbox's row
-- (kind, name, email, summary, page, campaign), in the same transaction as the lead.
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
-- The weekly summary (leads by kind, page and campaign; the newsletter's net sign-ups; mail that failed),
-- off until the owner picks a day. One mail covering the seven days before `p_until`.
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

-- Its schedule: called every minute beside public.run_mail_schedule() (hosted: pg_cron,
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
