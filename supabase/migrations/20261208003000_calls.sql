-- Calls in the studio's own records (issue 48, docs/decisions/0036-booked-calls.md).
--   * public.call_requests: the "Request a call" form the booking page offers when the scheduler cannot be
--     reached (and to a visitor without scripts). A lead like every other: take_lead, the limits, the
--     receipt, the studio's notification, the inbox, the webhook, erasure.
--   * public.booked_calls: calls booked through the scheduler (Calendly), one row per invitee. The
--     `bookings` Edge Function records its webhooks (public.record_booking); without a webhook, the
--     booking page records the browser's `event_scheduled` message through the leads function, and a
--     webhook for the same invitee later completes that row. A booking is matched to the person's earlier
--     leads by their folded address (private.recipient_key). The scheduler mails the invitee itself, so a
--     booking queues no visitor mail: only the studio's notification.

-- ---------------------------------------------------------------------------------------------------
-- The tables, with the checks, grants and triggers every lead table has (20261128000300_leads.sql).

create table public.call_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint call_requests_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint call_requests_full_name_single_line check (private.single_line(full_name)),
  email public.email_address not null,
  availability text not null
    constraint call_requests_availability_length check (char_length(availability) <= 2000 and private.has_text(availability))
    constraint call_requests_availability_characters check (private.multi_line(availability)),
  time_zone text
    constraint call_requests_time_zone_length check (char_length(time_zone) <= 64 and private.has_text(time_zone))
    constraint call_requests_time_zone_single_line check (private.single_line(time_zone)),
  focus text constraint call_requests_focus_shape check (focus ~ '^[a-z0-9-]{1,50}$'),
  request_id uuid constraint call_requests_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint call_requests_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$')
    constraint call_requests_page_single_line check (private.single_line(page)),
  utm jsonb constraint call_requests_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  ) constraint call_requests_utm_single_line check (private.single_line_values(utm))
);
comment on table public.call_requests is 'Calls asked for with the booking page''s "Request a call" form (when the scheduler could not be reached): answer by email with a time.';
comment on column public.call_requests.availability is 'When suits them, in their words.';
comment on column public.call_requests.time_zone is 'Their time zone, as their browser named it (Europe/Berlin) or they typed it.';
comment on column public.call_requests.focus is 'What the call is about: the booking page''s source (mvp, monetization, strategy...); empty for the general call.';
comment on column public.call_requests.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.call_requests.page is 'The page the form was sent from.';
comment on column public.call_requests.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create table public.booked_calls (
  id uuid primary key default gen_random_uuid(),
  invitee_uri text not null constraint booked_calls_invitee_uri_key unique
    constraint booked_calls_invitee_uri_shape
      check (invitee_uri ~ '^https://api\.calendly\.com/scheduled_events/[A-Za-z0-9_-]{1,64}/invitees/[A-Za-z0-9_-]{1,64}$'),
  event_uri text not null
    constraint booked_calls_event_uri_shape
      check (event_uri ~ '^https://api\.calendly\.com/scheduled_events/[A-Za-z0-9_-]{1,64}$'),
  full_name text
    constraint booked_calls_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint booked_calls_full_name_single_line check (private.single_line(full_name)),
  email public.email_address,
  event_name text
    constraint booked_calls_event_name_length check (char_length(event_name) <= 200 and private.has_text(event_name))
    constraint booked_calls_event_name_single_line check (private.single_line(event_name)),
  starts_at timestamptz,
  ends_at timestamptz,
  time_zone text
    constraint booked_calls_time_zone_length check (char_length(time_zone) <= 64 and private.has_text(time_zone))
    constraint booked_calls_time_zone_single_line check (private.single_line(time_zone)),
  focus text constraint booked_calls_focus_shape check (focus ~ '^[a-z0-9-]{1,50}$'),
  status text not null default 'scheduled' constraint booked_calls_status_check
    check (status in ('scheduled', 'canceled', 'rescheduled')),
  canceled_at timestamptz,
  cancel_reason text
    constraint booked_calls_cancel_reason_length check (char_length(cancel_reason) <= 2000 and private.has_text(cancel_reason))
    constraint booked_calls_cancel_reason_characters check (private.multi_line(cancel_reason)),
  rescheduled_from text constraint booked_calls_rescheduled_from_shape
    check (rescheduled_from ~ '^https://api\.calendly\.com/scheduled_events/[A-Za-z0-9_-]{1,64}/invitees/[A-Za-z0-9_-]{1,64}$'),
  confirmed_by_webhook boolean not null default false,
  earlier_leads jsonb not null default '[]'::jsonb
    constraint booked_calls_earlier_leads_shape check (jsonb_typeof(earlier_leads) = 'array'),
  request_id uuid constraint booked_calls_request_id_key unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz,
  page text constraint booked_calls_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$')
    constraint booked_calls_page_single_line check (private.single_line(page)),
  utm jsonb constraint booked_calls_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  ) constraint booked_calls_utm_single_line check (private.single_line_values(utm)),
  constraint booked_calls_invitee_of_event check (starts_with(invitee_uri, event_uri || '/invitees/'))
);
comment on table public.booked_calls is 'Calls booked through the scheduler (Calendly), one row per invitee: from its webhook (bookings function) or, without one, from the booking page. Newest first by created_at.';
comment on column public.booked_calls.invitee_uri is 'Calendly''s invitee: the booking itself (open it with Calendly''s API, or find it in Calendly by the name and time).';
comment on column public.booked_calls.event_uri is 'Calendly''s scheduled event the invitee booked.';
comment on column public.booked_calls.full_name is 'The name given in Calendly; empty until its webhook comes when the booking page recorded the booking.';
comment on column public.booked_calls.email is 'The address given in Calendly; empty until its webhook comes when the booking page recorded the booking.';
comment on column public.booked_calls.starts_at is 'When the call starts (UTC); empty until the webhook comes.';
comment on column public.booked_calls.focus is 'The booking page''s source the call was booked from (mvp, monetization, strategy...; default for the general call).';
comment on column public.booked_calls.status is 'scheduled; canceled when the invitee or the studio canceled it; rescheduled when it was moved (the row whose rescheduled_from names this invitee is the new time).';
comment on column public.booked_calls.rescheduled_from is 'For a rescheduled call: the invitee it replaces.';
comment on column public.booked_calls.confirmed_by_webhook is 'true once Calendly''s webhook has told of it (name, email and time are Calendly''s own).';
comment on column public.booked_calls.earlier_leads is 'The person''s leads before this call (same address, folded as mail providers do): kind, when, table and id.';
comment on column public.booked_calls.request_id is 'Set by the site when the booking page recorded it, so a repeat is stored once.';
comment on column public.booked_calls.page is 'The page the visit landed on.';
comment on column public.booked_calls.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...), as the scheduler tracked them.';

create index booked_calls_created_at_idx on public.booked_calls (created_at desc);

alter table public.call_requests enable row level security;
alter table public.booked_calls enable row level security;
revoke all on public.call_requests, public.booked_calls from anon, authenticated;
grant all on public.call_requests, public.booked_calls to service_role;

create trigger a_limit_lead before insert on public.call_requests for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.booked_calls for each row execute function private.limit_lead();

-- ---------------------------------------------------------------------------------------------------
-- One booking per invitee, matched to the person's earlier leads.

-- Finding a person's leads by their folded address.
create index leads_recipient_key_idx on public.leads (private.recipient_key(email)) where email is not null;

-- The person's leads in the inbox, oldest first (kind, when, table and id), but the call `p_call` itself and
-- the call it replaced (`p_replaced`, the invitee a reschedule moved): one lead, not an earlier one.
create function private.earlier_leads(p_email text, p_call uuid, p_replaced text) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('kind', l.kind, 'received_at', l.received_at,
                                               'lead_table', l.lead_table, 'lead_id', l.lead_id)
                            order by l.received_at), '[]'::jsonb)
    from public.leads l
   where p_email is not null and l.email is not null
     and private.recipient_key(l.email) = private.recipient_key(p_email)
     and not (l.lead_table = 'booked_calls'
              and (l.lead_id = p_call
                   or l.lead_id in (select b.id from public.booked_calls b where b.invitee_uri = p_replaced)))
$$;
revoke all on function private.earlier_leads(text, uuid, text) from public, anon, authenticated;

-- Before a booking is stored: the page and the webhook may both tell of one invitee, in either order and
-- at once; the first stores it, the page's later word adds nothing (the webhook's updates the row:
-- public.record_booking). A row kept is matched to the person's earlier leads.
create function private.one_booking_per_invitee() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('booked_calls:' || new.invitee_uri, 0));
  if exists (select 1 from public.booked_calls b where b.invitee_uri = new.invitee_uri) then
    return null;
  end if;
  new.earlier_leads := private.earlier_leads(new.email, new.id, new.rescheduled_from);
  return new;
end;
$$;
revoke all on function private.one_booking_per_invitee() from public, anon, authenticated;
create trigger b_one_booking_per_invitee before insert on public.booked_calls
  for each row execute function private.one_booking_per_invitee();

-- ---------------------------------------------------------------------------------------------------
-- The inbox: two more kinds. A booking's row follows it: refreshed when the webhook fills it in or it is
-- canceled, and taken over by the call a reschedule books in its place (with the owner's status and note).

alter table public.leads drop constraint leads_kind_check;
alter table public.leads add constraint leads_kind_check check (kind in (
  'contact', 'labs idea', 'collective inquiry', 'collective application', 'newsletter',
  'growth diagnostic', 'playbook', 'beta request', 'call request', 'booked call'));
comment on column public.leads.kind is 'Which form: contact, labs idea, collective inquiry, collective application, newsletter, growth diagnostic, playbook, beta request, call request (the booking page''s form when the scheduler could not be reached), or booked call (a call booked in the scheduler).';

alter function private.lead_entry(text, jsonb) rename to form_lead_entry;

create function private.lead_entry(lead_table text, lead jsonb) returns public.leads
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  entry public.leads;
  one_line text;
  earlier integer := coalesce(jsonb_array_length(lead -> 'earlier_leads'), 0);
begin
  if lead_table not in ('call_requests', 'booked_calls') then
    return private.form_lead_entry(lead_table, lead);
  end if;
  -- What every lead's row has (when, who, the page, the campaign), read as for any form; then its own.
  entry := private.form_lead_entry('playbook_requests', lead);
  entry.lead_table := lead_table;
  if lead_table = 'call_requests' then
    entry.kind := 'call request';
    one_line := concat_ws(' · ', lead ->> 'availability', lead ->> 'time_zone', 'focus ' || (lead ->> 'focus'));
  else
    entry.kind := 'booked call';
    one_line := concat_ws(' · ',
      case lead ->> 'status' when 'canceled' then 'Canceled' when 'rescheduled' then 'Rescheduled' end,
      coalesce('Call at ' || to_char((lead ->> 'starts_at')::timestamptz at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC',
               'Booked on the site; time, name and email are in the scheduler'),
      'focus ' || (lead ->> 'focus'),
      case when earlier > 0 then format('%s earlier: %s', earlier,
        (select string_agg(distinct e.lead ->> 'kind', ', ') from jsonb_array_elements(lead -> 'earlier_leads') as e(lead))) end);
  end if;
  one_line := btrim(regexp_replace(coalesce(one_line, ''), '\s+', ' ', 'g'));
  entry.summary := case when char_length(one_line) > 160 then left(one_line, 159) || '…' else one_line end;
  return entry;
end;
$$;
revoke all on function private.form_lead_entry(text, jsonb) from public, anon, authenticated;
revoke all on function private.lead_entry(text, jsonb) from public, anon, authenticated;

-- The inbox row of a lead, as its row now reads (its received_at, status and note stay).
create function private.refresh_lead_entry(p_lead_table text, p_lead jsonb) returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  entry public.leads := private.lead_entry(p_lead_table, p_lead);
begin
  update public.leads l
     set name = public.spreadsheet_safe(entry.name), email = entry.email,
         summary = public.spreadsheet_safe(entry.summary), page = public.spreadsheet_safe(entry.page),
         utm = public.spreadsheet_safe(entry.utm)
   where l.lead_table = entry.lead_table and l.lead_id = entry.lead_id;
end;
$$;
revoke all on function private.refresh_lead_entry(text, jsonb) from public, anon, authenticated;

create or replace function private.add_to_leads() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  entry public.leads := private.lead_entry(tg_table_name, to_jsonb(new));
begin
  -- A rescheduled call takes over the inbox row of the call it replaces: one lead, at its new time.
  if to_jsonb(new) ->> 'rescheduled_from' is not null then
    update public.leads l set lead_id = new.id
     where l.lead_table = tg_table_name
       and l.lead_id = (select b.id from public.booked_calls b where b.invitee_uri = to_jsonb(new) ->> 'rescheduled_from');
    if found then
      perform private.refresh_lead_entry(tg_table_name, to_jsonb(new));
      return null;
    end if;
  end if;
  insert into public.leads (received_at, kind, name, email, summary, page, utm, lead_table, lead_id)
  values (entry.received_at, entry.kind, public.spreadsheet_safe(entry.name), entry.email,
          public.spreadsheet_safe(entry.summary), public.spreadsheet_safe(entry.page),
          public.spreadsheet_safe(entry.utm), entry.lead_table, entry.lead_id)
  on conflict (lead_table, lead_id) do nothing;
  return null;
end;
$$;

create function private.booking_changed() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  perform private.refresh_lead_entry(tg_table_name, to_jsonb(new));
  return null;
end;
$$;
revoke all on function private.booking_changed() from public, anon, authenticated;

create trigger call_requests_to_leads after insert on public.call_requests
  for each row execute function private.add_to_leads();
create trigger call_requests_leave_leads after delete on public.call_requests
  for each row execute function private.remove_from_leads();
create trigger booked_calls_to_leads after insert on public.booked_calls
  for each row execute function private.add_to_leads();
create trigger booked_calls_changed after update on public.booked_calls
  for each row execute function private.booking_changed();
create trigger booked_calls_leave_leads after delete on public.booked_calls
  for each row execute function private.remove_from_leads();

-- ---------------------------------------------------------------------------------------------------
-- Mail: a call request gets the receipt and the studio's notification, as every form with an address; a
-- booking only the studio's notification (the scheduler confirms it to the invitee), and a reschedule or a
-- call first heard of as canceled none (it is no new lead). The order of 20261207150000_one_lock_order.sql
-- stays: the visitor's mail, then the studio's.

create or replace function private.enqueue_lead_notification() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  skipped text;
begin
  -- The visitor's mail first, then the studio's: the budgets' lock order (20261207150000_one_lock_order.sql).
  if tg_table_name = 'playbook_requests' then
    skipped := private.queue_visitor_mail('playbook-delivery', new.email, tg_table_name, new.id,
                                          jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
  elsif tg_table_name = 'growth_diagnostics' then
    if new.email is not null then
      -- Charged now, in the visitor's request; mailed once the analysis exists (enqueue_diagnostic_analysis).
      skipped := private.queue_visitor_mail('diagnostic-analysis', new.email, tg_table_name, new.id,
                                            jsonb_build_object('table', tg_table_name, 'row', jsonb_build_object(
                                              'stage', new.stage, 'challenge', new.challenge,
                                              'needs', to_jsonb(new.needs))),
                                            p_send_now => false);
    end if;
  elsif tg_table_name = 'booked_calls' then
    if new.status <> 'scheduled'
       or exists (select 1 from public.booked_calls b where b.invitee_uri = new.rescheduled_from) then
      return null;
    end if;
  else
    -- The receipt: what happens next and by when, none of the visitor's words (the payload names the form).
    skipped := private.queue_visitor_mail('lead-receipt', new.email, tg_table_name, new.id,
                                          jsonb_build_object('table', tg_table_name, 'row', '{}'::jsonb));
  end if;
  perform private.queue_studio_notification(tg_table_name, new.id, new.email,
    jsonb_build_object('table', tg_table_name, 'row', to_jsonb(new) - 'request_id')
    || case when skipped is null then '{}'::jsonb else jsonb_build_object('visitor_mail_skipped', skipped) end);
  return null;
end;
$$;

create trigger call_requests_enqueue_email after insert on public.call_requests
  for each row execute function private.enqueue_lead_notification();
create trigger booked_calls_enqueue_email after insert on public.booked_calls
  for each row execute function private.enqueue_lead_notification();

-- ---------------------------------------------------------------------------------------------------
-- The front door takes the two new forms (as 20261207000125_limits_fail_closed.sql, with their columns).

create or replace function public.take_lead(
  p_table text,
  p_request_id uuid,
  p_row jsonb,
  p_client_address text default null,
  p_challenge text default 'off'
) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visitor_columns text[];
  columns text;
  connection text := private.connection_bucket(p_client_address);
  email text := nullif(btrim(p_row ->> 'email'), '');
  handled integer;
  mail text;
begin
  visitor_columns := case p_table
    when 'labs_submissions' then array['full_name', 'email', 'startup_name', 'website', 'problem', 'solution',
                                       'target_audience', 'current_stage', 'goals']
    when 'collective_inquiries' then array['full_name', 'email', 'company_name', 'challenges', 'description',
                                           'timeline', 'budget', 'next_step']
    when 'collective_applications' then array['full_name', 'email', 'linkedin_url', 'expertise', 'work_type',
                                              'startup_experience', 'availability', 'work_style']
    when 'contact_submissions' then array['name', 'email', 'message', 'source']
    when 'newsletter_subscribers' then array['email', 'source']
    when 'growth_diagnostics' then array['stage', 'challenge', 'validation_strategy', 'monetization_strategy',
                                         'pricing_confidence', 'retention', 'needs', 'email']
    when 'labs_beta_requests' then array['mvp_slug', 'full_name', 'email', 'use_case']
    when 'playbook_requests' then array['full_name', 'email']
    when 'call_requests' then array['full_name', 'email', 'availability', 'time_zone', 'focus']
    when 'booked_calls' then array['invitee_uri', 'event_uri', 'focus']
  end;
  if visitor_columns is null then
    raise exception 'take_lead: % is not a lead table', p_table using errcode = '22023';
  end if;
  if p_request_id is null then
    raise exception 'take_lead: a request id is required' using errcode = '22023';
  end if;
  if p_challenge not in ('passed', 'failed', 'off') then
    raise exception 'take_lead: p_challenge is passed, failed or off' using errcode = '22023';
  end if;

  -- What the mail triggers read (private.client_address(), private.lead_challenge()) and write.
  perform set_config('leads.client_address', coalesce(nullif(btrim(p_client_address), ''), '-'), true);
  perform set_config('leads.challenge', p_challenge, true);
  perform set_config('leads.visitor_mail', '', true);

  if p_table = 'labs_beta_requests' and not exists (
    select 1 from public.labs_mvps m where m.slug = p_row ->> 'mvp_slug' and m.status = 'beta'
  ) then
    return jsonb_build_object('outcome', 'not_in_beta');
  end if;

  select string_agg(format('%I', c), ', ') into columns
    from unnest(visitor_columns || array['page', 'utm', 'request_id']) c;

  -- A block of its own: a refusal (429) takes back what it charged and the request id it noted.
  begin
    insert into private.lead_requests (request_id, lead_table) values (p_request_id, p_table)
      on conflict (request_id) do nothing;
    get diagnostics handled = row_count;
    if handled = 0 then
      return jsonb_build_object('outcome', 'duplicate', 'visitor_mail',
        coalesce((select r.visitor_mail from private.lead_requests r where r.request_id = p_request_id), 'none'));
    end if;
    if random() < 0.01 then
      delete from private.lead_requests where created_at < now() - interval '30 days';
    end if;

    if not private.take_from_budget('address:' || connection, 30, interval '1 hour') then
      raise sqlstate 'PT429' using message = 'At most 30 submissions an hour from one address.';
    end if;
    if email is not null and not private.take_from_budget(
      'email:' || private.recipient_key(email) || ' from ' || connection, 10, interval '1 hour') then
      raise sqlstate 'PT429' using message = 'At most 10 submissions an hour for one email address from one connection.';
    end if;

    execute format(
      'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
      p_table, columns)
      using p_row || jsonb_build_object('request_id', p_request_id);
    mail := coalesce(nullif(current_setting('leads.visitor_mail', true), ''), 'none');
    update private.lead_requests r set visitor_mail = mail where r.request_id = p_request_id;
  exception
    when sqlstate 'PT429' then
      return jsonb_build_object('outcome', 'rate_limited',
                                'retry_after', private.seconds_left_in_window(interval '1 hour'));
  end;
  return jsonb_build_object('outcome', 'stored', 'visitor_mail', mail);
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- The scheduler's webhook (the bookings Edge Function, service role): one call per verified event.
--   p_event    'invitee.created' or 'invitee.canceled'
--   p_booking  the invitee as the function cleaned it: invitee_uri, event_uri, full_name, email,
--              event_name, starts_at, ends_at, time_zone, focus, page, utm, rescheduled_from (a created
--              invitee that replaces another), rescheduled (a canceled one that was moved), canceled_at,
--              cancel_reason.
-- Returns {"outcome": "stored"} for an invitee first heard of, {"outcome": "updated"} otherwise. A repeated
-- delivery changes nothing more than the first did.
create function public.record_booking(p_event text, p_booking jsonb) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  uri text := p_booking ->> 'invitee_uri';
  told public.booked_calls := jsonb_populate_record(null::public.booked_calls, p_booking);
  known uuid;
  canceled boolean := p_event = 'invitee.canceled';
  outcome text;
begin
  if p_event is null or p_event not in ('invitee.created', 'invitee.canceled') then
    raise exception 'record_booking: % is not an invitee event', p_event using errcode = '22023';
  end if;
  -- The scheduler's delivery, not a visitor's request: no client address for the lead rules to count.
  perform set_config('leads.client_address', '-', true);
  if canceled then
    told.status := case when (p_booking ->> 'rescheduled')::boolean then 'rescheduled' else 'canceled' end;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booked_calls:' || uri, 0));
  select b.id into known from public.booked_calls b where b.invitee_uri = uri;
  if known is null then
    insert into public.booked_calls (invitee_uri, event_uri, full_name, email, event_name, starts_at, ends_at,
                                     time_zone, focus, status, canceled_at, cancel_reason, rescheduled_from,
                                     confirmed_by_webhook, page, utm)
    values (told.invitee_uri, told.event_uri, told.full_name, told.email, told.event_name, told.starts_at,
            told.ends_at, told.time_zone, told.focus, coalesce(told.status, 'scheduled'), told.canceled_at,
            told.cancel_reason, told.rescheduled_from, true, told.page, told.utm);
    outcome := 'stored';
  else
    -- The scheduler's word wins over the page's; what it leaves out stays as the page recorded it.
    update public.booked_calls b
       set full_name = coalesce(told.full_name, b.full_name), email = coalesce(told.email, b.email),
           event_name = coalesce(told.event_name, b.event_name), starts_at = coalesce(told.starts_at, b.starts_at),
           ends_at = coalesce(told.ends_at, b.ends_at), time_zone = coalesce(told.time_zone, b.time_zone),
           focus = coalesce(b.focus, told.focus), page = coalesce(told.page, b.page), utm = coalesce(told.utm, b.utm),
           status = case when canceled then told.status else b.status end,
           canceled_at = case when canceled then coalesce(told.canceled_at, b.canceled_at, now()) else b.canceled_at end,
           cancel_reason = case when canceled then told.cancel_reason else b.cancel_reason end,
           rescheduled_from = coalesce(b.rescheduled_from, told.rescheduled_from),
           confirmed_by_webhook = true,
           earlier_leads = private.earlier_leads(coalesce(told.email, b.email), b.id,
                                                 coalesce(b.rescheduled_from, told.rescheduled_from)),
           updated_at = now()
     where b.id = known;
    outcome := 'updated';
  end if;
  -- The call a reschedule replaced, whichever of its two webhooks comes first.
  if not canceled and told.rescheduled_from is not null then
    update public.booked_calls b set status = 'rescheduled', updated_at = now()
     where b.invitee_uri = told.rescheduled_from and b.status <> 'rescheduled';
  end if;
  return jsonb_build_object('outcome', outcome);
end;
$$;
comment on function public.record_booking(text, jsonb) is
  'Records one of the scheduler''s webhooks (invitee.created, invitee.canceled) for the bookings Edge Function: one booked_calls row per invitee.';
revoke all on function public.record_booking(text, jsonb) from public, anon, authenticated;
grant execute on function public.record_booking(text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The weekly summary counts the week's booked calls: by the campaign source and the page the visit
-- landed on, and how many were canceled (as 20261207000200_weekly_summary_analyses.sql adds analyses).

alter function private.queue_weekly_summary(timestamptz) rename to queue_weekly_summary_of_leads;

create function private.queue_weekly_summary(p_until timestamptz default now()) returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  since timestamptz := p_until - interval '7 days';
  summary_id uuid := private.queue_weekly_summary_of_leads(p_until);
begin
  with calls as (
    select coalesce(b.utm ->> 'utm_source', '(none)') as source, coalesce(b.page, '(unknown)') as page, b.status
      from public.leads l join public.booked_calls b on b.id = l.lead_id
     where l.lead_table = 'booked_calls' and l.status <> 'spam'
       and l.received_at >= since and l.received_at < p_until)
  update public.email_outbox o
     set payload = o.payload || jsonb_build_object('booked_calls', jsonb_build_object(
       'booked', (select count(*) from calls),
       'canceled', (select count(*) from calls where status = 'canceled'),
       'by_source', coalesce((select jsonb_agg(jsonb_build_object('source', s.source, 'calls', s.n)
                                              order by s.n desc, s.source)
                               from (select source, count(*) as n from calls group by 1) s), '[]'::jsonb),
       'by_page', coalesce((select jsonb_agg(jsonb_build_object('page', p.page, 'calls', p.n)
                                            order by p.n desc, p.page)
                             from (select page, count(*) as n from calls group by 1 order by 2 desc, 1 limit 10) p),
                           '[]'::jsonb)))
   where o.template = 'weekly-summary' and o.lead_table = 'weekly_summaries' and o.lead_id = summary_id;
  return summary_id;
end;
$$;
revoke all on function private.queue_weekly_summary_of_leads(timestamptz) from public, anon, authenticated;
revoke all on function private.queue_weekly_summary(timestamptz) from public, anon, authenticated;
grant execute on function private.queue_weekly_summary(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Erasure knows the two tables: her call requests and bookings are anonymised in place, as her other
-- leads are (who she is and what she wrote goes; when, the focus, the page and the campaign stay); the
-- rest is erase_person's as before (her inbox rows, mail, every other column).

alter function private.erase_person(text) rename to erase_person_from_forms;

create function private.erase_person(p_email text)
  returns table (place text, rows_erased integer)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  address text := private.person_address(p_email);
  erased constant text := 'Erased';
  inbox integer;
  requests integer;
  calls integer;
begin
  -- Their inbox rows first, with the owner's note about her: once the rows are anonymised, their inbox rows
  -- no longer carry her address for erase_person_from_forms to find.
  update public.leads l
     set name = erased, email = null, summary = erased, note = null
   where (l.lead_table = 'call_requests'
          and l.lead_id in (select s.id from public.call_requests s where lower(s.email) = address))
      or (l.lead_table = 'booked_calls'
          and l.lead_id in (select s.id from public.booked_calls s where lower(s.email) = address));
  get diagnostics inbox = row_count;
  update public.call_requests s
     set full_name = erased, email = 'erased-' || s.id || '@erased.invalid', availability = erased
   where lower(s.email) = address;
  get diagnostics requests = row_count;
  update public.booked_calls s
     set full_name = erased, email = 'erased-' || s.id || '@erased.invalid', cancel_reason = null
   where lower(s.email) = address;
  get diagnostics calls = row_count;
  return query
    select e.place, sum(e.n)::integer
      from (select f.place, f.rows_erased as n from private.erase_person_from_forms(p_email) f
            union all select 'public.leads', inbox
            union all select 'public.call_requests', requests
            union all select 'public.booked_calls', calls) e
     group by e.place having sum(e.n) > 0 order by e.place;
end;
$$;
comment on function private.erase_person(text) is 'Anonymises her leads and clears the address from every text, JSON and list column of every table (keeping the rows, and so the counts), and stops mail still queued to or about her. Run select * from private.erase_person(''ada@example.com''); in the SQL editor.';
revoke all on function private.erase_person_from_forms(text) from public, anon, authenticated;
revoke all on function private.erase_person(text) from public, anon, authenticated;
grant execute on function private.erase_person_from_forms(text) to service_role;
grant execute on function private.erase_person(text) to service_role;
