-- Limits on what visitors send, held by the database whatever client calls it (docs/decisions/0006):
--   * text: at most n characters, counted on the value as stored (spaces included), and not blank;
--   * arrays: a cap on their size, as well as a set of allowed values;
--   * e-mail and web addresses: one shape, the same the site's forms check;
--   * rate: one lead per request, a budget per client address (PostgREST's pre-request hook) and per
--     e-mail address (a trigger), refused with HTTP 429;
--   * the growth analysis: a budget per client address and a daily cap on AI calls, kept here.
-- Only `anon` is limited: the owner (console) and service_role are not.

-- ---------------------------------------------------------------------------------------------------
-- `private`: what visitors' requests use but never see, in a schema the Data API does not expose.
create schema private;
comment on schema private is 'Checks and request budgets behind the lead tables; not exposed by the Data API.';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- "Blank" means what the site's forms trim away (JavaScript's white space): ASCII spaces, tabs and line
-- breaks, no-break and other Unicode spaces, and the byte-order mark. Written out, so PostgreSQL and the
-- browser agree character for character.
create function private.has_text(value text) returns boolean
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select value ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;
comment on function private.has_text(text) is 'True when the text has a character other than white space.';

revoke all on function private.has_text(text) from public;
-- Check constraints call it with the inserting role's rights.
grant execute on function private.has_text(text) to anon, authenticated, service_role;

-- text@text.text with a last part of two characters or more (user@example.c is a typo, not an address),
-- no white space and one @, at most 254 characters. The site's forms use the same pattern.
alter domain public.email_address drop constraint email_address_shape;
alter domain public.email_address add constraint email_address_shape check (
  char_length(value) <= 254
  and value ~ '^[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@. \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]{2,}$'
);
comment on domain public.email_address is
  'An e-mail address: text@text.text (last part at least two characters), no spaces, at most 254 characters.';

alter domain public.web_url drop constraint web_url_shape;
alter domain public.web_url add constraint web_url_shape check (
  char_length(value) <= 500
  and value ~ '^https?://[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
);

-- ---------------------------------------------------------------------------------------------------
-- Text lengths that spaces cannot dodge (the old checks measured btrim(x), so padding went free).
alter table public.labs_submissions
  drop constraint labs_submissions_full_name_length,
  drop constraint labs_submissions_startup_name_length,
  drop constraint labs_submissions_website_length,
  drop constraint labs_submissions_problem_length,
  drop constraint labs_submissions_solution_length,
  drop constraint labs_submissions_goals_check,
  add constraint labs_submissions_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name)),
  add constraint labs_submissions_startup_name_length check (char_length(startup_name) <= 120 and private.has_text(startup_name)),
  add constraint labs_submissions_problem_length check (char_length(problem) <= 5000 and private.has_text(problem)),
  add constraint labs_submissions_solution_length check (char_length(solution) <= 5000 and private.has_text(solution)),
  add constraint labs_submissions_goals_check
    check (cardinality(goals) between 1 and 4 and goals <@ array['Validate Idea', 'Build MVP', 'Find Early Users', 'Other']);
alter table public.labs_submissions alter column website type public.web_url;
comment on column public.labs_submissions.website is 'Optional; a web address (the form adds https:// when the visitor leaves it out).';

alter table public.collective_inquiries
  drop constraint collective_inquiries_full_name_length,
  drop constraint collective_inquiries_company_name_length,
  drop constraint collective_inquiries_description_length,
  drop constraint collective_inquiries_challenges_check,
  add constraint collective_inquiries_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name)),
  add constraint collective_inquiries_company_name_length check (char_length(company_name) <= 120 and private.has_text(company_name)),
  add constraint collective_inquiries_description_length check (char_length(description) <= 5000 and private.has_text(description)),
  add constraint collective_inquiries_challenges_check
    check (cardinality(challenges) between 1 and 7 and challenges <@ array[
      'product-strategy', 'gtm', 'nocode-mvp', 'growth-retention', 'revenue-monetization', 'scaling-ops', 'other'
    ]);

alter table public.collective_applications
  drop constraint collective_applications_full_name_length,
  drop constraint collective_applications_work_style_length,
  drop constraint collective_applications_expertise_check,
  drop constraint collective_applications_work_type_check,
  add constraint collective_applications_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name)),
  add constraint collective_applications_work_style_length check (char_length(work_style) <= 2000 and private.has_text(work_style)),
  add constraint collective_applications_expertise_check
    check (cardinality(expertise) between 1 and 6 and expertise <@ array[
      'product-strategy', 'gtm-growth', 'nocode-mvps', 'revenue-pricing', 'scaling-ops', 'other'
    ]),
  add constraint collective_applications_work_type_check
    check (cardinality(work_type) between 1 and 5 and work_type <@ array['short-term', 'long-term', 'advisory', 'execution', 'other']);

alter table public.contact_submissions
  drop constraint contact_submissions_name_length,
  drop constraint contact_submissions_message_length,
  add constraint contact_submissions_name_length check (char_length(name) <= 120 and private.has_text(name)),
  add constraint contact_submissions_message_length check (char_length(message) <= 5000 and private.has_text(message));

alter table public.growth_diagnostics
  drop constraint growth_diagnostics_needs_check,
  add constraint growth_diagnostics_needs_check
    check (cardinality(needs) <= 4 and needs <@ array['validation', 'growth-strategy', 'monetization', 'retention']);

alter table public.labs_beta_requests
  drop constraint labs_beta_requests_full_name_length,
  drop constraint labs_beta_requests_use_case_length,
  add constraint labs_beta_requests_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name)),
  add constraint labs_beta_requests_use_case_length check (char_length(use_case) <= 2000 and private.has_text(use_case));

alter table public.playbook_requests
  drop constraint playbook_requests_full_name_length,
  add constraint playbook_requests_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name));

-- ---------------------------------------------------------------------------------------------------
-- Budgets, counted per bucket and window.
create table private.request_budgets (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);
comment on table private.request_budgets is
  'Requests counted per bucket (client address, e-mail, AI calls of the day) and fixed time window.';
revoke all on private.request_budgets from public, anon, authenticated;
grant select, delete on private.request_budgets to service_role;

-- Counts one hit in the bucket's current window and says whether it is still within `allowed`.
-- Windows older than two days are cleared now and then, so the table stays small.
create function private.take_from_budget(budget_key text, allowed integer, window_length interval) returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  used integer;
begin
  insert into private.request_budgets as b (bucket, window_start, hits)
    values (budget_key, date_bin(window_length, now(), timestamptz '2000-01-01'), 1)
    on conflict (bucket, window_start) do update set hits = b.hits + 1
    returning b.hits into used;
  if random() < 0.01 then
    delete from private.request_budgets where window_start < now() - interval '2 days';
  end if;
  return used <= allowed;
end;
$$;
revoke all on function private.take_from_budget(text, integer, interval) from public;
grant execute on function private.take_from_budget(text, integer, interval) to anon, service_role;

-- The client's address as the platform states it. Supabase's API sits behind Cloudflare, which sets
-- cf-connecting-ip itself and overwrites any value a client sends; x-forwarded-for is partly written by
-- the client and is not used. The local backend sets the same header from the socket's address.
create function private.client_address() returns text
  language sql
  stable
  set search_path = ''
as $$
  select nullif(btrim(current_setting('request.headers', true)::json ->> 'cf-connecting-ip'), '')
$$;
grant execute on function private.client_address() to anon, authenticated, service_role;

-- PostgREST's pre-request hook: runs before every Data API request, in its transaction. An anonymous
-- write costs one unit of its address's budget: 30 an hour. A refused or failed write rolls back with its
-- transaction, so only stored leads count. Reads (read-only transactions) cost nothing.
create function private.check_request() returns void
  language plpgsql
  set search_path = ''
as $$
declare
  address text := private.client_address();
begin
  if current_user <> 'anon' or current_setting('request.method', true) is distinct from 'POST' then
    return;
  end if;
  -- No vouched-for address (a misconfigured proxy): the e-mail and per-request limits still hold, and
  -- the lead is kept rather than refused.
  if address is null then
    return;
  end if;
  if not private.take_from_budget('address:' || address, 30, interval '1 hour') then
    raise sqlstate 'PT429' using
      message = 'Too many submissions from your connection. Please wait a few minutes and try again.',
      detail = 'At most 30 submissions an hour from one address.';
  end if;
end;
$$;
comment on function private.check_request() is
  'PostgREST db-pre-request hook: a budget of anonymous writes per client address (HTTP 429 beyond it).';
revoke all on function private.check_request() from public;
grant execute on function private.check_request() to anon, authenticated, service_role;

-- How PostgREST finds the hook (Supabase, "Securing your API"). The local backend reads the same setting.
alter role authenticator set pgrst.db_pre_request = 'private.check_request';
notify pgrst, 'reload config';

-- Per lead row, for `anon`: one row per request (a form sends one), and at most 10 leads an hour from
-- one e-mail address across the lead tables.
create function private.limit_lead() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  rows_so_far integer := coalesce(nullif(current_setting('leads.rows_in_request', true), ''), '0')::integer;
begin
  if current_user <> 'anon' then
    return new;
  end if;
  if rows_so_far >= 1 then
    raise sqlstate 'PT413' using
      message = 'Send one submission per request.',
      detail = 'A request may add one lead.';
  end if;
  perform set_config('leads.rows_in_request', (rows_so_far + 1)::text, true);
  if (to_jsonb(new) ->> 'email') is not null
    and not private.take_from_budget('email:' || lower(btrim(to_jsonb(new) ->> 'email')), 10, interval '1 hour') then
    raise sqlstate 'PT429' using
      message = 'Too many submissions from this e-mail address. Please wait a few minutes and try again.',
      detail = 'At most 10 submissions an hour from one e-mail address.';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_lead() from public, anon, authenticated;

-- "a_" first: triggers fire in name order, and the limit is checked before any other trigger's work.
create trigger a_limit_lead before insert on public.labs_submissions for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.collective_inquiries for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.collective_applications for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.contact_submissions for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.newsletter_subscribers for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.growth_diagnostics for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.labs_beta_requests for each row execute function private.limit_lead();
create trigger a_limit_lead before insert on public.playbook_requests for each row execute function private.limit_lead();

-- ---------------------------------------------------------------------------------------------------
-- Newsletter without enumeration: subscribing an address already on the list stores no second row and
-- answers exactly as a new sign-up does (201); an unsubscribed address becomes active again.
create function private.resubscribe(address text) returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update public.newsletter_subscribers set status = 'active' where email = address and status <> 'active';
  return exists (select 1 from public.newsletter_subscribers where email = address);
end;
$$;
revoke all on function private.resubscribe(text) from public;
grant execute on function private.resubscribe(text) to anon;

create function private.skip_known_subscriber() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if private.resubscribe(new.email) then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function private.skip_known_subscriber() from public, anon, authenticated;

-- Fires after newsletter_subscribers_normalize_email (name order), so the address is lowercased.
create trigger newsletter_subscribers_skip_known before insert on public.newsletter_subscribers
  for each row execute function private.skip_known_subscriber();

-- ---------------------------------------------------------------------------------------------------
-- The growth analysis's budget, for the Edge Function (service_role): `per_address` analyses per
-- address per `window_seconds`, and at most `ai_daily_cap` AI calls a day across all visitors. Returns
-- 'refused' (over the address's budget), 'ai' (call the model) or 'offline' (no AI: cap reached, or
-- ai_daily_cap null because no AI key is set).
create function public.take_analysis_budget(
  client_address text,
  per_address integer,
  window_seconds integer,
  ai_daily_cap integer
) returns text
  language plpgsql
  set search_path = ''
as $$
begin
  if client_address is null or btrim(client_address) = '' then
    raise exception 'client_address is required' using errcode = '22023';
  end if;
  if not private.take_from_budget('analysis:' || client_address, per_address, make_interval(secs => window_seconds)) then
    return 'refused';
  end if;
  if ai_daily_cap is null or not private.take_from_budget('analysis-ai', ai_daily_cap, interval '1 day') then
    return 'offline';
  end if;
  return 'ai';
end;
$$;
comment on function public.take_analysis_budget(text, integer, integer, integer) is
  'Growth analysis budget, charged by the Edge Function after it validated a request.';
revoke all on function public.take_analysis_budget(text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.take_analysis_budget(text, integer, integer, integer) to service_role;
