-- Strangers cannot spend the day's mail, and no mail is dropped without a trace (issue 36, ADR 0026):
--   * a recipient is the mailbox a provider delivers to: case, +tag, Gmail's dots and googlemail.com folded;
--   * the daily visitor-mail cap is shared out: one client network (an IPv6 /48, an IPv4 address) and one
--     recipient domain may each take only a share of it, and past a threshold a lead that failed the bot
--     challenge (when the owner configured one) gets no visitor mail;
--   * visitor mail that a limit refuses is kept in the outbox as a `skipped` row with its reason
--     (newsletter confirmations included), for the owner to read and the studio's daily digest to list;
--   * studio notifications have their own bound; past it they are `held` and reach the studio as a digest.

-- ---------------------------------------------------------------------------------------------------
-- Recipient keys: what one inbox receives, however the address is spelled.
create or replace function private.recipient_key(email text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  address text := lower(btrim(email));
  domain text := substring(address from '@([^@]*)$');
  mailbox text;
begin
  if domain is null then
    return address;
  end if;
  mailbox := left(address, char_length(address) - char_length(domain) - 1);
  domain := rtrim(domain, '.');
  -- victim+1@ and victim+2@ reach victim@ at every large provider.
  mailbox := split_part(mailbox, '+', 1);
  -- Gmail ignores dots in the mailbox, and googlemail.com is the same service.
  if domain in ('gmail.com', 'googlemail.com') then
    mailbox := replace(mailbox, '.', '');
    domain := 'gmail.com';
  end if;
  return mailbox || '@' || domain;
end;
$$;
comment on function private.recipient_key(text) is
  'The mailbox an address reaches: lowercased, +tag removed, Gmail''s dots removed and googlemail.com as gmail.com.';

-- The domain whose inboxes a recipient key belongs to (gmail.com for a googlemail.com address).
create function private.recipient_domain(email text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select substring(private.recipient_key(email) from '@([^@]*)$')
$$;
revoke all on function private.recipient_domain(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------------
-- The owner's settings for visitor mail gain the shares (percentages of per_day, so they follow it).
alter table private.visitor_mail_limits
  add column network_share_percent integer not null default 20
    constraint visitor_mail_limits_network_share check (network_share_percent between 0 and 100),
  add column domain_share_percent integer not null default 50
    constraint visitor_mail_limits_domain_share check (domain_share_percent between 0 and 100),
  add column challenge_after_percent integer not null default 50
    constraint visitor_mail_limits_challenge_after check (challenge_after_percent between 0 and 100);
comment on table private.visitor_mail_limits is
  'How many emails the site may send to addresses visitors type: per recipient a day (case, +tag and Gmail''s dots ignored), per client connection an hour, per_day in all, of which one network (IPv6 /48, IPv4 address) may take network_share_percent and one recipient domain domain_share_percent; past challenge_after_percent of per_day, only leads that passed the bot challenge (when one is configured) get mail. Change with: update private.visitor_mail_limits set per_day = 80;';
comment on column private.visitor_mail_limits.network_share_percent is
  'The share of per_day one client network may use in a day: an IPv6 /48 or an IPv4 address.';
comment on column private.visitor_mail_limits.domain_share_percent is
  'The share of per_day the addresses of one domain (gmail.com, example.com) may receive in a day.';
comment on column private.visitor_mail_limits.challenge_after_percent is
  'Once this share of per_day is sent, a lead that did not pass the bot challenge gets no visitor mail (only when the challenge is configured).';

-- `n` percent of `whole`, rounded up: a share of a non-zero cap is never zero.
create function private.share_of(whole integer, percent integer) returns integer
  language sql
  immutable
  set search_path = ''
as $$
  select ceil(whole * percent / 100.0)::integer
$$;
revoke all on function private.share_of(integer, integer) from public, anon, authenticated;

-- The bot challenge's verdict for the lead being stored: 'passed' or 'failed', set for the transaction by
-- the intake (public.take_lead, from the `leads` function) when the owner configured a challenge; 'off'
-- when none is configured, and then nothing requires it. (The same definition as the front door's.)
create or replace function private.lead_challenge() returns text
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(nullif(current_setting('leads.challenge', true), ''), 'off')
$$;
comment on function private.lead_challenge() is
  'Whether the visitor of the lead being stored passed the bot challenge: passed, failed, or off (none configured).';
revoke all on function private.lead_challenge() from public, anon, authenticated;
grant execute on function private.lead_challenge() to service_role;

-- Charges one visitor mail to `recipient`. Null when it may be sent, else why not (in the studio's words).
create or replace function private.visitor_mail_refusal(recipient text) returns text
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

-- ---------------------------------------------------------------------------------------------------
-- Skipped and held mail stays in the outbox, with why.
alter table public.email_outbox drop constraint email_outbox_status_check;
alter table public.email_outbox
  add constraint email_outbox_status_check
    check (status in ('pending', 'sending', 'sent', 'failed', 'skipped', 'held')),
  add column skip_reason text;
comment on column public.email_outbox.skip_reason is
  'Why the message was not sent: a visitor mail limit (status skipped) or the bound on studio notifications (status held; the studio gets them as a digest).';
comment on table public.email_outbox is
  'Emails to send: filled by triggers on the lead tables, drained by the send-email Edge Function. status: pending/sending (on its way), sent, failed (a permanent provider error, or still failing after the retry window; see last_error), skipped (visitor mail a limit refused; see skip_reason), held (a studio notification past its bound, sent as a digest).';

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
-- The triggers, through the two functions above.
create or replace function private.enqueue_lead_notification() returns trigger
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

-- The analysis mail, once the analysis exists; a refusal at intake left a skipped row, which this keeps.
create or replace function private.enqueue_diagnostic_analysis() returns trigger
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

-- The diagnostic's refusals so far become skipped rows; their table goes.
insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload, status, skip_reason, created_at)
select 'diagnostic-analysis', 'visitor', d.email, 'growth_diagnostics', d.id,
       jsonb_build_object('table', 'growth_diagnostics', 'row', jsonb_build_object(
         'stage', d.stage, 'challenge', d.challenge, 'needs', to_jsonb(d.needs))),
       'skipped', s.reason, s.created_at
  from private.skipped_visitor_mail s
  join public.growth_diagnostics d on d.id = s.lead_id and s.lead_table = 'growth_diagnostics'
 where d.email is not null
on conflict on constraint email_outbox_one_per_lead do nothing;
drop table private.skipped_visitor_mail;

-- `emailed`: the analysis mail is queued (not skipped).
create or replace function public.record_growth_analysis(p_request_id uuid, p_answers jsonb, p_analysis text, p_offline boolean)
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
             where o.lead_table = 'growth_diagnostics' and o.lead_id = found_row.id
               and o.template = 'diagnostic-analysis' and o.status <> 'skipped');
end;
$$;

-- Newsletter confirmations: a refused one is kept as a skipped row (no link is made for it).
create or replace function private.queue_newsletter_confirmation(email text) returns void
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
