-- Mail to an address nobody has proven is theirs, and newsletter consent (issue 27, ADR 0018):
--   * visitor mail (the playbook, the diagnostic's analysis, the newsletter confirmation) carries none of
--     the visitor's words: its outbox payload holds fixed fields only;
--   * it is limited per recipient, per client address and per day across all visitors; past a limit the
--     lead is stored and the studio notified as always, only the visitor's mail is skipped, and the
--     studio's notification says why;
--   * the newsletter takes double opt-in: pending until the link in the confirmation mail is used, an
--     opt-out kept until its owner confirms again, one-click unsubscribe in every later mail.

-- ---------------------------------------------------------------------------------------------------
-- The limits, one row the owner may change (docs/security.md): keep `per_day` below the mail provider's
-- daily quota minus the studio's own notifications, so visitor mail never crowds those out.
create table private.visitor_mail_limits (
  only_row boolean primary key default true constraint visitor_mail_limits_one_row check (only_row),
  per_recipient_per_day integer not null default 3 check (per_recipient_per_day >= 0),
  per_address_per_hour integer not null default 10 check (per_address_per_hour >= 0),
  per_day integer not null default 50 check (per_day >= 0)
);
comment on table private.visitor_mail_limits is
  'How many emails the site may send to addresses visitors type: per recipient a day (+tag and case ignored), per client address an hour, and in all a day. Change with: update private.visitor_mail_limits set per_day = 80;';
insert into private.visitor_mail_limits default values;
revoke all on private.visitor_mail_limits from public, anon, authenticated;
grant select, update on private.visitor_mail_limits to service_role;

-- Charges one visitor mail to `recipient` against the limits. Returns null when it may be sent, or why
-- it may not (in the studio's words, for its notification). Called by the triggers below, in the
-- visitor's request, so the client address is the visitor's.
create function private.visitor_mail_refusal(recipient text) returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  limits private.visitor_mail_limits;
  address text := private.address_group(private.client_address());
begin
  select * into limits from private.visitor_mail_limits;
  if not private.take_from_budget('mail-to:' || private.recipient_key(recipient), limits.per_recipient_per_day,
                                  interval '1 day') then
    return format('this address has had %s emails from the site today', limits.per_recipient_per_day);
  end if;
  if address is not null
    and not private.take_from_budget('mail-from:' || address, limits.per_address_per_hour, interval '1 hour') then
    return format('the visitor''s connection asked for more than %s emails this hour', limits.per_address_per_hour);
  end if;
  if not private.take_from_budget('mail-to-visitors', limits.per_day, interval '1 day') then
    return format('the daily cap on emails to visitors (%s) is reached', limits.per_day);
  end if;
  return null;
end;
$$;
comment on function private.visitor_mail_refusal(text) is
  'Counts one email to a visitor-typed address; null when it may be sent, else the reason it is skipped.';
revoke all on function private.visitor_mail_refusal(text) from public, anon, authenticated;

-- The diagnostic's analysis is mailed later than its lead is stored (once the analysis exists), but
-- charged when the visitor sends the answers: this remembers a mail that was refused then.
create table private.skipped_visitor_mail (
  lead_table text not null,
  lead_id uuid not null,
  reason text not null,
  created_at timestamptz not null default now(),
  primary key (lead_table, lead_id)
);
revoke all on private.skipped_visitor_mail from public, anon, authenticated;
grant select on private.skipped_visitor_mail to service_role;

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                      'newsletter-confirmation', 'newsletter-welcome'));

-- Every lead: the studio's notification with the whole row (and why the visitor's mail was skipped, if it
-- was); a playbook request also mails the playbook, whose payload holds nothing the visitor typed.
create or replace function private.enqueue_lead_notification() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(new) - 'request_id';
  skipped text;
begin
  if tg_table_name = 'playbook_requests' then
    skipped := private.visitor_mail_refusal(new.email);
    if skipped is null then
      insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
      values ('playbook-delivery', 'visitor', new.email, tg_table_name, new.id,
              jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
    end if;
  elsif tg_table_name = 'growth_diagnostics' and new.email is not null then
    skipped := private.visitor_mail_refusal(new.email);
    if skipped is not null then
      insert into private.skipped_visitor_mail (lead_table, lead_id, reason) values (tg_table_name, new.id, skipped);
    end if;
  end if;
  insert into public.email_outbox (template, audience, reply_to, lead_table, lead_id, payload)
  values ('lead-notification', 'studio', new.email, tg_table_name, new.id,
          jsonb_build_object('table', tg_table_name, 'row', row_data)
          || case when skipped is null then '{}'::jsonb else jsonb_build_object('visitor_mail_skipped', skipped) end);
  return null;
end;
$$;

-- The analysis mail: the answers (fixed choices) and the analysis made from them, nothing typed.
create or replace function private.enqueue_diagnostic_analysis() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if exists (select 1 from private.skipped_visitor_mail s
              where s.lead_table = 'growth_diagnostics' and s.lead_id = new.id) then
    return null;
  end if;
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('diagnostic-analysis', 'visitor', new.email, 'growth_diagnostics', new.id,
          jsonb_build_object('table', 'growth_diagnostics', 'row', jsonb_build_object(
            'stage', new.stage, 'challenge', new.challenge, 'needs', to_jsonb(new.needs), 'analysis', new.analysis)))
  on conflict on constraint email_outbox_one_per_lead do nothing;
  return null;
end;
$$;

-- Messages queued before this change still hold the visitor's words: keep only what the templates use.
update public.email_outbox
   set payload = jsonb_build_object('table', lead_table, 'row', '{}'::jsonb)
 where template = 'playbook-delivery' and status in ('pending', 'sending');
update public.email_outbox
   set payload = jsonb_build_object('table', lead_table, 'row', jsonb_build_object(
         'stage', payload #> '{row,stage}', 'challenge', payload #> '{row,challenge}',
         'needs', payload #> '{row,needs}', 'analysis', payload #> '{row,analysis}'))
 where template = 'diagnostic-analysis' and status in ('pending', 'sending');

-- ---------------------------------------------------------------------------------------------------
-- Newsletter: pending until confirmed.
alter table public.newsletter_subscribers drop constraint newsletter_subscribers_status_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_status_check check (status in ('pending', 'active', 'unsubscribed')),
  alter column status set default 'pending',
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column unsubscribe_token uuid not null default gen_random_uuid()
    constraint newsletter_subscribers_unsubscribe_token_key unique;
comment on column public.newsletter_subscribers.status is
  'pending until the address''s owner follows the link in the confirmation mail (then active); unsubscribed when they opt out, until they confirm again. Only active addresses may be sent the newsletter.';
comment on column public.newsletter_subscribers.confirmed_at is 'When the owner of the address last confirmed.';
comment on column public.newsletter_subscribers.unsubscribe_token is
  'Secret in every mail''s unsubscribe link (List-Unsubscribe); never shown to visitors.';

drop policy "Visitors subscribe" on public.newsletter_subscribers;
create policy "Visitors sign up, pending confirmation" on public.newsletter_subscribers
  for insert to anon with check (status = 'pending');

-- The old trigger made an unsubscribed address active again on anyone's say-so.
drop trigger newsletter_subscribers_skip_known on public.newsletter_subscribers;
drop function private.skip_known_subscriber();
drop function private.resubscribe(text);

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

-- Queues a confirmation mail to `email` (when the visitor mail limits allow).
create function private.queue_newsletter_confirmation(email text) returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  token text := encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');
  confirmation_id uuid;
begin
  if private.visitor_mail_refusal(email) is not null then
    return;
  end if;
  insert into private.newsletter_confirmations (email, token_hash)
  values (email, private.token_hash(token)) returning id into confirmation_id;
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('newsletter-confirmation', 'visitor', email, 'newsletter_subscribers', confirmation_id,
          jsonb_build_object('token', token));
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

-- The studio's daily digest lists addresses confirmed since the last one (and forgets expired sign-ups).
create or replace function public.queue_subscriber_digest() returns integer
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
grant execute on function private.expire_newsletter_signups() to service_role;
