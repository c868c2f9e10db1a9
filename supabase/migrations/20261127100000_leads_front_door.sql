-- One front door for leads (issue 36, docs/product/forms.md "The front door", ADR 0024): every form posts
-- to the `leads` Edge Function, which validates with the form's schema and stores the lead through
-- public.take_lead(), run with the service role key. Visitors no longer insert into lead tables.
--
--   * take_lead stores a lead once per request_id (a repeat, whatever its fields, stores and mails nothing:
--     private.lead_requests remembers every id, also for newsletter sign-ups that store no row);
--   * it keeps the limits PostgREST's hook and private.limit_lead() kept for anonymous inserts: 30 leads
--     an hour from one connection, 10 an hour for one email address from one connection (HTTP 429 with
--     the seconds until the window ends);
--   * the client address and the bot challenge's verdict come from the function, and are set for the
--     transaction, so the triggers that queue mail (private.visitor_mail_refusal) see the visitor's
--     address, not the function's;
--   * the triggers queue the studio's notification and the visitor's mail as before.

-- ---------------------------------------------------------------------------------------------------
-- The client address, as the front door states it for this transaction (`leads.client_address`: the
-- address, or '-' when the platform gave none), else as the platform states it for a Data API request.
create or replace function private.client_address() returns text
  language sql
  stable
  set search_path = ''
as $$
  select case coalesce(current_setting('leads.client_address', true), '')
    when '' then nullif(btrim(current_setting('request.headers', true)::json ->> 'cf-connecting-ip'), '')
    when '-' then null
    else current_setting('leads.client_address', true)
  end
$$;
comment on function private.client_address() is
  'The visitor''s address: set by public.take_lead for the leads function, else PostgREST''s cf-connecting-ip header.';

-- The bot challenge's verdict for this transaction's lead: 'passed', 'failed', or 'off' when the owner
-- has configured none (and for anything not sent through the front door).
create function private.lead_challenge() returns text
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

-- ---------------------------------------------------------------------------------------------------
-- Every request id the front door has handled, so a repeat is known even when the first stored no row
-- (a newsletter sign-up of a known address). Forgotten after 30 days.
create table private.lead_requests (
  request_id uuid primary key,
  lead_table text not null,
  created_at timestamptz not null default now()
);
comment on table private.lead_requests is 'Request ids of leads sent through the leads function: a repeat is stored once.';
create index lead_requests_created_at_idx on private.lead_requests (created_at);
revoke all on private.lead_requests from public, anon, authenticated;
grant select on private.lead_requests to service_role;

-- Seconds until the fixed window of `window_length` that holds now ends (the budgets' windows).
create function private.seconds_left_in_window(window_length interval) returns integer
  language sql
  stable
  set search_path = ''
as $$
  select greatest(1, ceil(extract(epoch from
    date_bin(window_length, now(), timestamptz '2000-01-01') + window_length - now())))::integer
$$;
revoke all on function private.seconds_left_in_window(interval) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Stores one lead. `p_row` holds the columns a visitor's form fills (others are ignored), as the
-- function's schema cleaned them; the table's constraints check them again. Returns
--   {"outcome": "stored"}                         stored now (or a newsletter address already known),
--   {"outcome": "duplicate"}                      this request id was handled before: nothing more done,
--   {"outcome": "rate_limited", "retry_after": n} past a limit; nothing stored, nothing charged,
--   {"outcome": "not_in_beta"}                    a beta request for an MVP that is not in beta.
-- A constraint violation is raised as usual (the function's schema should never let one through).
create function public.take_lead(
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
  address text := private.address_group(p_client_address);
  email text := nullif(btrim(p_row ->> 'email'), '');
  handled integer;
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

  -- What the mail triggers read (private.client_address(), private.lead_challenge()).
  perform set_config('leads.client_address', coalesce(nullif(btrim(p_client_address), ''), '-'), true);
  perform set_config('leads.challenge', p_challenge, true);

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
      return jsonb_build_object('outcome', 'duplicate');
    end if;
    if random() < 0.01 then
      delete from private.lead_requests where created_at < now() - interval '30 days';
    end if;

    if address is not null and not private.take_from_budget('address:' || address, 30, interval '1 hour') then
      raise sqlstate 'PT429' using message = 'At most 30 submissions an hour from one address.';
    end if;
    if email is not null and not private.take_from_budget(
      'email:' || private.recipient_key(email) || coalesce(' from ' || address, ''), 10, interval '1 hour') then
      raise sqlstate 'PT429' using message = 'At most 10 submissions an hour for one email address from one connection.';
    end if;

    execute format(
      'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
      p_table, columns)
      using p_row || jsonb_build_object('request_id', p_request_id);
  exception
    when sqlstate 'PT429' then
      return jsonb_build_object('outcome', 'rate_limited',
                                'retry_after', private.seconds_left_in_window(interval '1 hour'));
  end;
  return jsonb_build_object('outcome', 'stored');
end;
$$;
comment on function public.take_lead(text, uuid, jsonb, text, text) is
  'Stores one lead sent through the leads Edge Function, once per request id, within the per-connection and per-email limits.';
revoke all on function public.take_lead(text, uuid, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.take_lead(text, uuid, jsonb, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Visitors no longer insert into lead tables: the grants (table and column) and the insert policies go.
drop policy "Visitors submit ideas" on public.labs_submissions;
drop policy "Visitors send pending inquiries" on public.collective_inquiries;
drop policy "Visitors send pending applications" on public.collective_applications;
drop policy "Visitors send questions" on public.contact_submissions;
drop policy "Visitors sign up, pending confirmation" on public.newsletter_subscribers;
drop policy "Visitors record diagnostics" on public.growth_diagnostics;
drop policy "Visitors request access to beta MVPs" on public.labs_beta_requests;
drop policy "Visitors request the playbook" on public.playbook_requests;

revoke all on
  public.labs_submissions, public.collective_inquiries, public.collective_applications,
  public.contact_submissions, public.newsletter_subscribers, public.growth_diagnostics,
  public.labs_beta_requests, public.playbook_requests
  from anon, authenticated;
