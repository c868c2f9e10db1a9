-- Limits that fail closed, and a day of visitor mail strangers cannot spend (issue 45; ADR 0033,
-- docs/security.md).
--   * Without a client address (no cf-connecting-ip) take_lead skipped its per-connection limit, blog_search
--     charged nothing and the visitor mail limits skipped the connection's and the network's buckets. Such
--     requests now share one bucket, `unstated`, with the limits a connection has.
--   * Five IPv4 addresses (10 requests each) spent the day's 50 visitor mails. A network is now an IPv4 /24
--     (as an IPv6 /48), and once the day is past its threshold (challenge_after_percent) a network gets one
--     visitor mail a day: spending the rest of the day takes as many networks as mails. The first time in a
--     day the threshold is passed without a bot challenge configured, the studio is told, with the way to
--     configure one.
--   * take_lead says whether the visitor's mail was queued (`visitor_mail`), so the screen never promises a
--     mail a limit refused; the refused one is kept as a `skipped` outbox row, as before.

-- ---------------------------------------------------------------------------------------------------
-- One bucket for requests without an address.

-- The connection a per-connection limit counts: an IPv4 address, an IPv6 /64; `unstated` for every request
-- the platform gave no address (one bucket they share, never a limit skipped).
create function private.connection_bucket(address text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(private.address_group(address), 'unstated')
$$;
comment on function private.connection_bucket(text) is
  'The connection a limit counts: private.address_group(address), or ''unstated'' (one bucket for all) without an address.';
revoke all on function private.connection_bucket(text) from public;
grant execute on function private.connection_bucket(text) to anon, authenticated, service_role;

-- A client's network, for the day's shares of visitor mail: an IPv4 /24 and an IPv6 /48 (what one
-- customer, office or hosting tenant commonly holds); `unstated` without an address.
create or replace function private.network_group(address text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  parsed inet;
begin
  address := nullif(btrim(address), '');
  if address is null then
    return 'unstated';
  end if;
  if lower(address) like '::ffff:%.%' then
    address := substr(address, 8);
  end if;
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  return network(set_masklen(parsed, case when family(parsed) = 6 then 48 else 24 end))::text;
end;
$$;
comment on function private.network_group(text) is
  'The network a daily share counts: an IPv4 address''s /24, an IPv6 address''s /48, ''unstated'' without one.';
revoke all on function private.network_group(text) from public, anon, authenticated;

comment on table private.visitor_mail_limits is
  'How many emails the site may send to addresses visitors type: per recipient a day (case, +tag and Gmail''s dots ignored), per client connection an hour, per_day in all, of which one network (IPv4 /24, IPv6 /48) may take network_share_percent and one recipient domain domain_share_percent; past challenge_after_percent of per_day, each network gets one a day, only leads that passed the bot challenge (when one is configured) get mail, and without a challenge the studio is told once that day. Change with: update private.visitor_mail_limits set per_day = 80;';
comment on column private.visitor_mail_limits.network_share_percent is
  'The share of per_day one client network may use in a day (an IPv4 /24, an IPv6 /48); past challenge_after_percent, one mail a day.';
comment on column private.visitor_mail_limits.challenge_after_percent is
  'Once this share of per_day is sent: each network gets one visitor mail a day, a lead that did not pass the bot challenge gets none (when one is configured), and without a challenge the studio is told (once a day).';

-- ---------------------------------------------------------------------------------------------------
-- The studio told when the day's visitor mail runs low without a bot challenge.

alter table public.email_outbox
  drop constraint email_outbox_template_check,
  add constraint email_outbox_template_check
    check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest',
                        'newsletter-confirmation', 'newsletter-welcome', 'mail-digest', 'lead-webhook',
                        'weekly-summary', 'mail-budget-low'));

-- Queues the day's one mail to the studio (the outbox's one message per lead and template: a fixed id for
-- the day): how much is sent, the networks that took most, and what to do.
create function private.queue_mail_budget_alert(p_sent integer, p_per_day integer) returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  day date := (now() at time zone 'UTC')::date;
begin
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('mail-budget-low', 'studio', 'visitor_mail_limits', md5('mail-budget-low ' || day)::uuid,
          jsonb_build_object('day', day, 'sent', p_sent, 'per_day', p_per_day,
            'networks', coalesce((select jsonb_agg(jsonb_build_object('network', n.network, 'mails', n.hits)
                                                   order by n.hits desc, n.network)
                                    from (select substr(b.bucket, char_length('mail-from-network:') + 1) as network, b.hits
                                            from private.request_budgets b
                                           where starts_with(b.bucket, 'mail-from-network:')
                                             and b.window_start = date_bin(interval '1 day', now(), timestamptz '2000-01-01')
                                           order by b.hits desc, b.bucket limit 5) n), '[]'::jsonb)))
  on conflict on constraint email_outbox_one_per_lead do nothing;
end;
$$;
revoke all on function private.queue_mail_budget_alert(integer, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The visitor mail limits, with the above.
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
  sent_today integer := private.budget_used('mail-to-visitors', interval '1 day');
  network_share integer;
  domain_share integer;
  challenge_after integer;
  late boolean;
begin
  select * into limits from private.visitor_mail_limits;
  network_share := private.share_of(limits.per_day, limits.network_share_percent);
  domain_share := private.share_of(limits.per_day, limits.domain_share_percent);
  challenge_after := private.share_of(limits.per_day, limits.challenge_after_percent);
  late := sent_today >= challenge_after;
  if private.lead_challenge() = 'failed' and late then
    return format('the visitor did not pass the bot challenge, which visitor mail needs once %s have been sent in a day',
                  challenge_after);
  end if;
  if late then
    network_share := least(network_share, 1);
  end if;
  case private.take_from_budgets(
    array['mail-to:' || private.recipient_key(recipient), 'mail-from:' || private.connection_bucket(address),
          'mail-to-visitors', 'mail-from-network:' || network, 'mail-to-domain:' || domain],
    array[limits.per_recipient_per_day, limits.per_address_per_hour, limits.per_day, network_share, domain_share],
    array[interval '1 day', interval '1 hour', interval '1 day', interval '1 day', interval '1 day'])
  when 0 then
    if sent_today + 1 >= challenge_after and private.lead_challenge() = 'off' then
      perform private.queue_mail_budget_alert(sent_today + 1, limits.per_day);
    end if;
    return null;
  when 1 then
    return format('this address has had %s emails from the site today', limits.per_recipient_per_day);
  when 2 then
    return format('the visitor''s connection asked for more than %s emails this hour', limits.per_address_per_hour);
  when 3 then
    return format('the daily cap on emails to visitors (%s) is reached', limits.per_day);
  when 4 then
    if late then
      return format('the visitor''s network (%s) has had its email today, and past %s of today''s emails to visitors each network gets one',
                    network, challenge_after);
    end if;
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

-- ---------------------------------------------------------------------------------------------------
-- What the visitor is told: each queued or skipped visitor mail notes it for the transaction
-- (leads.visitor_mail), which take_lead returns.

create or replace function private.queue_visitor_mail(
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
  perform set_config('leads.visitor_mail', case when refusal is null then 'queued' else 'skipped' end, true);
  return refusal;
end;
$$;
revoke all on function private.queue_visitor_mail(text, text, text, uuid, jsonb, boolean) from public, anon, authenticated;

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
  perform set_config('leads.visitor_mail', case when refusal is null then 'queued' else 'skipped' end, true);
end;
$$;
revoke all on function private.queue_newsletter_confirmation(text) from public, anon, authenticated;

-- A sign-up of an address already active sends nothing, but is charged as a confirmation would be (a
-- refusal kept as a skipped row): its answer, and every later one, are then those of any other address,
-- so neither the screen nor the limits tell who is on the list.
create or replace function private.newsletter_signup() returns trigger
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
  -- Sign-ups of one address take turns (20261207000105_concurrent_newsletter.sql).
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || new.email, 0));
  select s.status into known_status from public.newsletter_subscribers s where s.email = new.email;
  if known_status is null then
    return new;
  end if;
  if known_status <> 'active' then
    perform private.queue_newsletter_confirmation(new.email);
  else
    perform private.queue_visitor_mail('newsletter-confirmation', new.email, 'newsletter_subscribers',
                                       gen_random_uuid(), '{}'::jsonb, p_send_now => false);
  end if;
  return null;
end;
$$;
revoke all on function private.newsletter_signup() from public, anon, authenticated;

-- A repeated request id answers what the first said about the visitor's mail.
alter table private.lead_requests
  add column visitor_mail text constraint lead_requests_visitor_mail_check check (visitor_mail in ('queued', 'skipped', 'none'));
comment on column private.lead_requests.visitor_mail is
  'What take_lead answered about the visitor''s mail: queued, skipped (a limit refused it) or none (the form sends none).';

-- Stores one lead, as before (20261128000300_leads.sql), with the per-connection limits counting requests
-- without an address together, and says what became of the visitor's mail:
--   {"outcome": "stored", "visitor_mail": "queued" | "skipped" | "none"}
--   {"outcome": "duplicate", "visitor_mail": <what the first answered>}
--   {"outcome": "rate_limited", "retry_after": n}, {"outcome": "not_in_beta"}
-- `queued`: the playbook, the analysis (once it exists) or the newsletter confirmation is on its way;
-- `skipped`: a visitor mail limit refused it (kept as a skipped outbox row, in the studio's digest): the
-- screen must not promise it; `none`: the form sends the visitor nothing. A newsletter sign-up answers
-- alike for every address (above).
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
comment on function public.take_lead(text, uuid, jsonb, text, text) is
  'Stores one lead sent through the leads Edge Function, once per request id, within the per-connection and per-email limits; says whether the visitor''s mail was queued.';
revoke all on function public.take_lead(text, uuid, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.take_lead(text, uuid, jsonb, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The blog search's budget, as before (20261128000200_content.sql), with a request that states no address
-- charged to the shared bucket. A session outside PostgREST (no request headers at all: the owner, a
-- build) is still not charged.
create or replace function api.blog_search(search text, tag text default null, after text default null, page_size integer default 12)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  needle constant text := lower(regexp_replace(coalesce(search, ''), '^\s+|\s+$', '', 'g'));
  size constant integer := least(greatest(coalesce(page_size, 12), 1), 50);
  tagged constant uuid[] := private.tag_ids(tag);
  connection constant text := case when nullif(current_setting('request.headers', true), '') is not null
                                   then private.connection_bucket(private.client_address()) end;
  cursor_date timestamptz;
  cursor_id uuid;
  found uuid[];
  page jsonb;
  last_card jsonb;
begin
  if char_length(needle) < 3 or char_length(needle) > 200 then
    raise sqlstate 'PT400' using
      message = 'Search for at least 3 characters (and at most 200).',
      detail = 'A shorter text cannot use the search index.';
  end if;
  if after is not null then
    begin
      cursor_date := split_part(after, '|', 1)::timestamptz;
      cursor_id := split_part(after, '|', 2)::uuid;
    exception when others then
      raise sqlstate 'PT400' using message = 'after is the next value of the page before.';
    end;
  end if;
  if connection is not null and not private.take_from_budget(
      'search:' || connection, (select searches_per_minute from private.read_limits), interval '1 minute') then
    raise sqlstate 'PT429' using
      message = 'Too many searches from your connection. Please wait a minute and try again.',
      detail = 'Each connection may search a limited number of times a minute.';
  end if;
  found := private.blog_posts_matching(
    '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%',
    tagged, cursor_date, cursor_id, size + 1);
  page := private.blog_cards_of(found[1:size]);
  last_card := page -> (jsonb_array_length(page) - 1);
  return jsonb_build_object(
    'posts', page,
    'has_more', cardinality(found) > size,
    'next', case when cardinality(found) > size then
      (last_card ->> 'published_date') || '|' || (last_card ->> 'id') end);
end;
$$;
comment on function api.blog_search(text, text, text, integer) is
  'Blog search (POST): public cards whose title, summary or body holds the text (3 characters or more, case-insensitive), with a tag''s address segment, newest first, page_size at a time after the cursor `after`; budgeted per client address, requests without one sharing one budget (HTTP 429 beyond it).';
