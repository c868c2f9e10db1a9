-- Leads: what visitors send through the site's forms, one table per form, and the owner's inbox of all
-- of them (docs/owner.md, "Leads"). Visitors hold no right on any of it: every form posts to the `leads`
-- Edge Function, which validates with the form's schema and stores the lead through public.take_lead(),
-- run with the service role key (docs/product/forms.md "The front door", ADR 0024). The owner reads the
-- leads in the console.
--
-- Limits on what visitors send are held here whatever client calls (docs/decisions/0006):
--   * text: at most n characters, counted on the value as stored (spaces included), and not blank;
--     single-line fields refuse control characters and bidirectional overrides, multi-line fields keep
--     only newlines and tabs of the control characters;
--   * arrays: a cap on their size, as well as a set of allowed values;
--   * email and web addresses: one shape, the same the site's forms check (public.email_address, web_url);
--   * rate: take_lead's budgets per connection and per email address (the leads function answers 429).
--
-- Every lead table has request_id: the site sends one id per form submission, so a retry after a lost
-- response stores nothing twice. The mail each lead queues (triggers *_enqueue_email, and the inbox's
-- leads_queue_webhook) is in the mail baseline.

-- ---------------------------------------------------------------------------------------------------
-- The lead tables. Each also keeps where the lead came from: the page the form was on and the visit's UTM
-- parameters (src/lib/leads.ts).
create table public.labs_submissions (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint labs_submissions_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint labs_submissions_full_name_single_line check (private.single_line(full_name)),
  email public.email_address not null,
  startup_name text
    constraint labs_submissions_startup_name_length check (char_length(startup_name) <= 120 and private.has_text(startup_name))
    constraint labs_submissions_startup_name_single_line check (private.single_line(startup_name)),
  website public.web_url,
  problem text not null
    constraint labs_submissions_problem_length check (char_length(problem) <= 5000 and private.has_text(problem))
    constraint labs_submissions_problem_characters check (private.multi_line(problem)),
  solution text not null
    constraint labs_submissions_solution_length check (char_length(solution) <= 5000 and private.has_text(solution))
    constraint labs_submissions_solution_characters check (private.multi_line(solution)),
  target_audience text not null constraint labs_submissions_target_audience_check
    check (target_audience in ('General Consumers', 'Startups', 'SMBs', 'Enterprises', 'Other')),
  current_stage text not null constraint labs_submissions_current_stage_check
    check (current_stage in ('Just an Idea', 'Prototype Built', 'Some Early Users', 'Revenue Generating')),
  goals text[] not null constraint labs_submissions_goals_check
    check (cardinality(goals) between 1 and 4 and goals <@ array['Validate Idea', 'Build MVP', 'Find Early Users', 'Other']),
  request_id uuid constraint labs_submissions_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint labs_submissions_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint labs_submissions_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.labs_submissions is 'Startup ideas submitted to Labs at /labs/submit-idea.';
comment on column public.labs_submissions.website is 'Optional; a web address (the form adds https:// when the visitor leaves it out).';
comment on column public.labs_submissions.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.labs_submissions.page is 'The page the form was sent from.';
comment on column public.labs_submissions.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create table public.collective_inquiries (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint collective_inquiries_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint collective_inquiries_full_name_single_line check (private.single_line(full_name)),
  email public.email_address not null,
  company_name text
    constraint collective_inquiries_company_name_length check (char_length(company_name) <= 120 and private.has_text(company_name))
    constraint collective_inquiries_company_name_single_line check (private.single_line(company_name)),
  challenges text[] not null constraint collective_inquiries_challenges_check
    check (cardinality(challenges) between 1 and 7 and challenges <@ array[
      'product-strategy', 'gtm', 'nocode-mvp', 'growth-retention', 'revenue-monetization', 'scaling-ops', 'other'
    ]),
  description text
    constraint collective_inquiries_description_length check (char_length(description) <= 5000 and private.has_text(description))
    constraint collective_inquiries_description_characters check (private.multi_line(description)),
  timeline text not null constraint collective_inquiries_timeline_check
    check (timeline in ('asap', '1-3-months', '3-6-months', 'longer-term')),
  budget text constraint collective_inquiries_budget_check
    check (budget in ('<$5K', '$5K-$10K', '$10K-$25K', '$25K+')),
  next_step text not null constraint collective_inquiries_next_step_check
    check (next_step in ('call', 'more-info', 'not-sure')),
  status text not null default 'pending' constraint collective_inquiries_status_check
    check (status in ('pending', 'reviewed', 'accepted', 'declined')),
  request_id uuid constraint collective_inquiries_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint collective_inquiries_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint collective_inquiries_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.collective_inquiries is 'Requests to work with the Collective, from /collective/apply.';
comment on column public.collective_inquiries.status is 'pending when received; set reviewed, accepted or declined as you handle it.';
comment on column public.collective_inquiries.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.collective_inquiries.page is 'The page the form was sent from.';
comment on column public.collective_inquiries.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create table public.collective_applications (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint collective_applications_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint collective_applications_full_name_single_line check (private.single_line(full_name)),
  email public.email_address not null,
  linkedin_url public.web_url not null,
  expertise text[] not null constraint collective_applications_expertise_check
    check (cardinality(expertise) between 1 and 6 and expertise <@ array[
      'product-strategy', 'gtm-growth', 'nocode-mvps', 'revenue-pricing', 'scaling-ops', 'other'
    ]),
  work_type text[] not null constraint collective_applications_work_type_check
    check (cardinality(work_type) between 1 and 5 and work_type <@ array['short-term', 'long-term', 'advisory', 'execution', 'other']),
  startup_experience text not null constraint collective_applications_startup_experience_check
    check (startup_experience in ('yes', 'some', 'no')),
  availability text not null constraint collective_applications_availability_check
    check (availability in ('<5', '5-10', '10-20', 'full-time')),
  work_style text
    constraint collective_applications_work_style_length check (char_length(work_style) <= 2000 and private.has_text(work_style))
    constraint collective_applications_work_style_characters check (private.multi_line(work_style)),
  status text not null default 'pending' constraint collective_applications_status_check
    check (status in ('pending', 'reviewed', 'accepted', 'declined')),
  request_id uuid constraint collective_applications_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint collective_applications_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint collective_applications_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.collective_applications is 'Experts applying to join the Collective, from /collective/join.';
comment on column public.collective_applications.status is 'pending when received; set reviewed, accepted or declined as you handle it.';
comment on column public.collective_applications.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.collective_applications.page is 'The page the form was sent from.';
comment on column public.collective_applications.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_submissions_name_length check (char_length(name) <= 120 and private.has_text(name))
    constraint contact_submissions_name_single_line check (private.single_line(name)),
  email public.email_address not null,
  message text not null
    constraint contact_submissions_message_length check (char_length(message) <= 5000 and private.has_text(message))
    constraint contact_submissions_message_characters check (private.multi_line(message)),
  source text not null constraint contact_submissions_source_check check (source ~ '^[a-z0-9-]{1,50}$'),
  request_id uuid constraint contact_submissions_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint contact_submissions_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint contact_submissions_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.contact_submissions is 'Quick questions sent from the booking page.';
comment on column public.contact_submissions.source is 'Where the question was asked, e.g. book-call.';
comment on column public.contact_submissions.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.contact_submissions.page is 'The page the form was sent from.';
comment on column public.contact_submissions.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

-- The newsletter takes double opt-in (ADR 0018): pending until the link in the confirmation mail is used,
-- an opt-out kept until its owner confirms again. The sign-up and confirmation triggers are in the mail
-- baseline.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null constraint newsletter_subscribers_email_key unique,
  source text not null constraint newsletter_subscribers_source_check check (source ~ '^[a-z0-9-]{1,50}$'),
  status text not null default 'pending' constraint newsletter_subscribers_status_check
    check (status in ('pending', 'active', 'unsubscribed')),
  request_id uuid constraint newsletter_subscribers_request_id_key unique,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  unsubscribe_token uuid not null default gen_random_uuid()
    constraint newsletter_subscribers_unsubscribe_token_key unique,
  page text constraint newsletter_subscribers_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint newsletter_subscribers_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.newsletter_subscribers is 'Newsletter sign-ups; one row per address (stored lowercased).';
comment on column public.newsletter_subscribers.source is 'Where they signed up: blog, blog-article, labs.';
comment on column public.newsletter_subscribers.status is
  'pending until the address''s owner follows the link in the confirmation mail (then active); unsubscribed when they opt out, until they confirm again. Only active addresses may be sent the newsletter.';
comment on column public.newsletter_subscribers.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.newsletter_subscribers.confirmed_at is 'When the owner of the address last confirmed.';
comment on column public.newsletter_subscribers.unsubscribe_token is
  'Secret in every mail''s unsubscribe link (List-Unsubscribe); never shown to visitors.';
comment on column public.newsletter_subscribers.page is 'The page the form was sent from.';
comment on column public.newsletter_subscribers.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create trigger newsletter_subscribers_normalize_email before insert or update on public.newsletter_subscribers
  for each row execute function public.normalize_email();

-- The diagnostic's analysis is kept with the answers, so the email carries the text the visitor saw.
create table public.growth_diagnostics (
  id uuid primary key default gen_random_uuid(),
  stage text not null constraint growth_diagnostics_stage_check
    check (stage in ('idea', 'pre-seed', 'post-seed', 'series-a')),
  challenge text not null constraint growth_diagnostics_challenge_check
    check (challenge in ('acquisition', 'retention', 'monetization', 'other')),
  validation_strategy text not null constraint growth_diagnostics_validation_strategy_check
    check (validation_strategy in ('not-validating', 'talking-to-users', 'building-mvp', 'running-experiments')),
  monetization_strategy text not null constraint growth_diagnostics_monetization_strategy_check
    check (monetization_strategy in ('not-monetizing', 'subscription', 'transactional', 'freemium')),
  pricing_confidence integer constraint growth_diagnostics_pricing_confidence_check
    check (pricing_confidence between 1 and 5),
  retention text not null constraint growth_diagnostics_retention_check
    check (retention in ('not-tracking', 'below-40', '40-70', 'above-70')),
  needs text[] not null default '{}' constraint growth_diagnostics_needs_check
    check (cardinality(needs) <= 4 and needs <@ array['validation', 'growth-strategy', 'monetization', 'retention']),
  email public.email_address,
  request_id uuid constraint growth_diagnostics_request_id_key unique,
  created_at timestamptz not null default now(),
  analysis text,
  analysis_offline boolean,
  analyzed_at timestamptz,
  page text constraint growth_diagnostics_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint growth_diagnostics_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.growth_diagnostics is 'Answers to the 7-question growth diagnostic at /growth-check.';
comment on column public.growth_diagnostics.pricing_confidence is '1 (not at all confident) to 5 (very confident); empty when the visitor left the slider untouched.';
comment on column public.growth_diagnostics.email is 'Optional: given by the visitor to receive the analysis.';
comment on column public.growth_diagnostics.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.growth_diagnostics.analysis is 'The analysis shown to the visitor (and emailed when they gave an address); set by the growth-analysis function.';
comment on column public.growth_diagnostics.analysis_offline is 'true when the analysis was the offline, rule-based one.';
comment on column public.growth_diagnostics.page is 'The page the form was sent from.';
comment on column public.growth_diagnostics.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create table public.labs_beta_requests (
  id uuid primary key default gen_random_uuid(),
  mvp_slug public.slug not null references public.labs_mvps (slug) on update cascade on delete restrict,
  full_name text not null
    constraint labs_beta_requests_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint labs_beta_requests_full_name_single_line check (private.single_line(full_name)),
  email public.email_address not null,
  use_case text
    constraint labs_beta_requests_use_case_length check (char_length(use_case) <= 2000 and private.has_text(use_case))
    constraint labs_beta_requests_use_case_characters check (private.multi_line(use_case)),
  status text not null default 'pending' constraint labs_beta_requests_status_check
    check (status in ('pending', 'reviewed', 'accepted', 'declined')),
  request_id uuid constraint labs_beta_requests_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint labs_beta_requests_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint labs_beta_requests_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.labs_beta_requests is 'Requests for beta access to a Labs MVP, from /labs/<slug>/beta-access.';
comment on column public.labs_beta_requests.mvp_slug is 'The MVP asked for (labs_mvps.slug).';
comment on column public.labs_beta_requests.use_case is 'What they want to use it for.';
comment on column public.labs_beta_requests.status is 'pending when received; set reviewed, accepted or declined as you handle it.';
comment on column public.labs_beta_requests.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.labs_beta_requests.page is 'The page the form was sent from.';
comment on column public.labs_beta_requests.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

create index labs_beta_requests_mvp_slug_idx on public.labs_beta_requests (mvp_slug);

create table public.playbook_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint playbook_requests_full_name_length check (char_length(full_name) <= 120 and private.has_text(full_name))
    constraint playbook_requests_full_name_single_line check (private.single_line(full_name)),
  email public.email_address not null,
  request_id uuid constraint playbook_requests_request_id_key unique,
  created_at timestamptz not null default now(),
  page text constraint playbook_requests_page_shape check (char_length(page) <= 300 and page ~ '^/[^[:space:]]*$'),
  utm jsonb constraint playbook_requests_utm_shape check (
    jsonb_typeof(utm) = 'object' and octet_length(utm::text) <= 1200
    and utm - array['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] = '{}'::jsonb
  )
);
comment on table public.playbook_requests is 'Downloads of the growth playbook at /growth-playbook.';
comment on column public.playbook_requests.request_id is 'Set by the site per submission, so a retried submission is stored once.';
comment on column public.playbook_requests.page is 'The page the form was sent from.';
comment on column public.playbook_requests.utm is 'The UTM parameters of the visit (utm_source, utm_medium, ...).';

-- `utm` holds one line per parameter: each value a single line, as every other single-line field.
create function private.single_line_values(value jsonb) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'object'
    then coalesce((select bool_and(private.single_line(v)) from jsonb_each_text(value) e(k, v)), true)
    else true end
$$;
comment on function private.single_line_values(jsonb) is
  'True when every value of the object is a single line (no control character, no bidirectional override).';
revoke all on function private.single_line_values(jsonb) from public, anon, authenticated;
-- Check constraints call it with the inserting role's rights: take_lead's owner, or the service role.
grant execute on function private.single_line_values(jsonb) to service_role;

-- `page` and `utm` obey the character rules every other single-line field has. NOT VALID is how the
-- migrations before this baseline added them (sparing leads stored before the rule); every new row is
-- checked all the same.
alter table public.labs_submissions
  add constraint labs_submissions_page_single_line check (private.single_line(page)) not valid,
  add constraint labs_submissions_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.collective_inquiries
  add constraint collective_inquiries_page_single_line check (private.single_line(page)) not valid,
  add constraint collective_inquiries_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.collective_applications
  add constraint collective_applications_page_single_line check (private.single_line(page)) not valid,
  add constraint collective_applications_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.contact_submissions
  add constraint contact_submissions_page_single_line check (private.single_line(page)) not valid,
  add constraint contact_submissions_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_page_single_line check (private.single_line(page)) not valid,
  add constraint newsletter_subscribers_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.growth_diagnostics
  add constraint growth_diagnostics_page_single_line check (private.single_line(page)) not valid,
  add constraint growth_diagnostics_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.labs_beta_requests
  add constraint labs_beta_requests_page_single_line check (private.single_line(page)) not valid,
  add constraint labs_beta_requests_utm_single_line check (private.single_line_values(utm)) not valid;
alter table public.playbook_requests
  add constraint playbook_requests_page_single_line check (private.single_line(page)) not valid,
  add constraint playbook_requests_utm_single_line check (private.single_line_values(utm)) not valid;

-- Who may do what: the owner and the service role only. Row-level security is on with no policy, so a key
-- that is not the service role's reads and writes nothing.
alter table public.labs_submissions enable row level security;
alter table public.collective_inquiries enable row level security;
alter table public.collective_applications enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.growth_diagnostics enable row level security;
alter table public.labs_beta_requests enable row level security;
alter table public.playbook_requests enable row level security;

revoke all on
  public.labs_submissions, public.collective_inquiries, public.collective_applications,
  public.contact_submissions, public.newsletter_subscribers, public.growth_diagnostics,
  public.labs_beta_requests, public.playbook_requests
  from anon, authenticated;
grant all on
  public.labs_submissions, public.collective_inquiries, public.collective_applications,
  public.contact_submissions, public.newsletter_subscribers, public.growth_diagnostics,
  public.labs_beta_requests, public.playbook_requests
  to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Rows `anon` inserts directly: one row per request, and at most 10 leads an hour for one email address
-- from one client address. The email alone is not the key: anyone can type anyone's address, and ten
-- leads with it from elsewhere must not keep its owner from sending theirs (ADR 0006). Since the front
-- door, anon holds no insert right, so this fires for nobody; take_lead keeps the same limits.
create function private.limit_lead() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  rows_so_far integer := coalesce(nullif(current_setting('leads.rows_in_request', true), ''), '0')::integer;
  email text := to_jsonb(new) ->> 'email';
  address text := private.address_group(private.client_address());
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
  if email is not null
    and not private.take_from_budget(
      'email:' || private.recipient_key(email) || coalesce(' from ' || address, ''), 10, interval '1 hour') then
    raise sqlstate 'PT429' using
      message = 'Too many submissions from this email address. Please wait a few minutes and try again.',
      detail = 'At most 10 submissions an hour for one email address from one connection.';
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
-- The front door: public.take_lead, called by the `leads` Edge Function with the service role.

-- The bot challenge's verdict for the lead being stored: 'passed' or 'failed', set for the transaction by
-- public.take_lead when the owner configured a challenge; 'off' when none is configured (and for anything
-- not sent through the front door), and then nothing requires it.
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

-- Stores one lead. `p_row` holds the columns a visitor's form fills (others are ignored), as the
-- function's schema cleaned them; the table's constraints check them again. It keeps 30 leads an hour
-- from one connection and 10 an hour for one email address from one connection. The client address and
-- the bot challenge's verdict come from the function and are set for the transaction, so the triggers that
-- queue mail (private.visitor_mail_refusal) see the visitor's address, not the function's. Returns
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
-- The growth diagnostic's analysis (the growth-analysis Edge Function, service role).

-- Its budget: `per_address` analyses per address per `window_seconds`, and at most `ai_daily_cap` AI calls
-- a day across all visitors. Returns 'refused' (over the address's budget), 'ai' (call the model) or
-- 'offline' (no AI: cap reached, or ai_daily_cap null because no AI key is set).
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
  if not private.take_from_budget('analysis:' || private.address_group(client_address), per_address,
                                  make_interval(secs => window_seconds)) then
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

-- Called once the function has the analysis. The first analysis for a submission wins: a repeated call
-- gets the stored one back, so screen and email always agree. Answers must match the stored row, so an
-- analysis is never attached to someone else's answers. `emailed`: the analysis mail is queued (not
-- skipped).
create function public.record_growth_analysis(p_request_id uuid, p_answers jsonb, p_analysis text, p_offline boolean)
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
revoke all on function public.record_growth_analysis(uuid, jsonb, text, boolean) from public, anon, authenticated;
grant execute on function public.record_growth_analysis(uuid, jsonb, text, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The inbox: every lead of every kind lands once in public.leads, fed by triggers on the eight lead
-- tables, with the page and UTM it came from and a status the owner sets.
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  received_at timestamptz not null,
  kind text not null constraint leads_kind_check check (kind in (
    'contact', 'labs idea', 'collective inquiry', 'collective application', 'newsletter',
    'growth diagnostic', 'playbook', 'beta request')),
  name text,
  email text,
  summary text not null,
  page text,
  utm text,
  status text not null default 'new'
    constraint leads_status_check check (status in ('new', 'replied', 'won', 'lost', 'spam')),
  status_changed_at timestamptz,
  status_changed_by text,
  note text constraint leads_note_length check (char_length(note) <= 2000),
  lead_table text not null,
  lead_id uuid not null,
  created_at timestamptz not null default now(),
  constraint leads_one_per_lead unique (lead_table, lead_id)
);
comment on table public.leads is 'Every lead of every kind, one row each (sort by received_at, newest first). Set status as you answer; export from leads_export.';
comment on column public.leads.received_at is 'When the visitor sent it.';
comment on column public.leads.kind is 'Which form: contact, labs idea, collective inquiry, collective application, newsletter, growth diagnostic, playbook or beta request.';
comment on column public.leads.name is 'The name the visitor gave, if the form asks for one.';
comment on column public.leads.email is 'Where to answer.';
comment on column public.leads.summary is 'One line of what they asked; the whole lead is the row lead_id of lead_table.';
comment on column public.leads.page is 'The page the form was sent from.';
comment on column public.leads.utm is 'Campaign of the visit: source / medium / campaign (term, content).';
comment on column public.leads.status is 'new, replied, won, lost or spam. Change it as you handle the lead; when and by whom are recorded.';
comment on column public.leads.status_changed_at is 'Set automatically when status changes.';
comment on column public.leads.status_changed_by is 'Who changed status: your sign-in email where the database knows it, otherwise the database user (the dashboard is "postgres"); type your name over it.';
comment on column public.leads.note is 'Your own note, e.g. what you answered.';
comment on column public.leads.lead_table is 'The table holding the whole lead.';
comment on column public.leads.lead_id is 'The id of the lead in lead_table.';

create index leads_received_at_idx on public.leads (received_at desc);

-- One row of the inbox, from a lead table's row.
create function private.lead_entry(lead_table text, lead jsonb) returns public.leads
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  entry public.leads;
  one_line text;
begin
  entry.lead_table := lead_table;
  entry.lead_id := (lead ->> 'id')::uuid;
  entry.received_at := (lead ->> 'created_at')::timestamptz;
  entry.name := coalesce(lead ->> 'full_name', lead ->> 'name');
  entry.email := lead ->> 'email';
  entry.page := lead ->> 'page';
  entry.utm := nullif(concat_ws(' / ',
    lead -> 'utm' ->> 'utm_source', lead -> 'utm' ->> 'utm_medium', lead -> 'utm' ->> 'utm_campaign',
    lead -> 'utm' ->> 'utm_term', lead -> 'utm' ->> 'utm_content'), '');
  case lead_table
    when 'contact_submissions' then
      entry.kind := 'contact';
      one_line := lead ->> 'message';
    when 'labs_submissions' then
      entry.kind := 'labs idea';
      one_line := concat_ws(': ', lead ->> 'startup_name', lead ->> 'problem');
    when 'collective_inquiries' then
      entry.kind := 'collective inquiry';
      one_line := concat_ws(' · ', lead ->> 'company_name',
        (select string_agg(value, ', ') from jsonb_array_elements_text(lead -> 'challenges')),
        lead ->> 'timeline', lead ->> 'description');
    when 'collective_applications' then
      entry.kind := 'collective application';
      one_line := concat_ws(' · ',
        (select string_agg(value, ', ') from jsonb_array_elements_text(lead -> 'expertise')),
        lead ->> 'availability', lead ->> 'linkedin_url');
    when 'newsletter_subscribers' then
      entry.kind := 'newsletter';
      one_line := 'Subscribed from ' || (lead ->> 'source');
    when 'growth_diagnostics' then
      entry.kind := 'growth diagnostic';
      one_line := concat_ws(' · ', lead ->> 'stage', lead ->> 'challenge',
        (select string_agg(value, ', ') from jsonb_array_elements_text(lead -> 'needs')));
    when 'playbook_requests' then
      entry.kind := 'playbook';
      one_line := 'Asked for the growth experiment playbook';
    when 'labs_beta_requests' then
      entry.kind := 'beta request';
      one_line := concat_ws(': ', 'Beta access to ' || (lead ->> 'mvp_slug'), lead ->> 'use_case');
  end case;
  -- One line: whitespace runs (newlines included) become one space, and long text is cut.
  one_line := btrim(regexp_replace(coalesce(one_line, ''), '\s+', ' ', 'g'));
  entry.summary := case when char_length(one_line) > 160 then left(one_line, 159) || '…' else one_line end;
  return entry;
end;
$$;

-- The export and the inbox are safe to open in a spreadsheet (docs/owner.md "Exporting leads"): a cell
-- starting with = + - @ is a formula, and so is one where only white space or line breaks come first
-- (" =1", "\n=HYPERLINK(...)": spreadsheets trim them), or one starting with a tab, a carriage return or a
-- line feed. Such a cell gets a leading apostrophe, which spreadsheets show as text.
create function public.spreadsheet_safe(value text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when value ~ '^[\s\u0001-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]*[=+@-]'
      or value ~ '^[\t\r\n]'
    then '''' || value
    else value
  end;
$$;
comment on function public.spreadsheet_safe(text) is
  'The text, with a leading apostrophe when a spreadsheet would read it as a formula (white space and line breaks before = + - @ included).';

-- Runs as its owner: visitors' leads arrive through take_lead, whose caller holds no right on the inbox.
-- The free-text cells are stored neutralised.
create function private.add_to_leads() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  entry public.leads := private.lead_entry(tg_table_name, to_jsonb(new));
begin
  insert into public.leads (received_at, kind, name, email, summary, page, utm, lead_table, lead_id)
  values (entry.received_at, entry.kind, public.spreadsheet_safe(entry.name), entry.email,
          public.spreadsheet_safe(entry.summary), public.spreadsheet_safe(entry.page),
          public.spreadsheet_safe(entry.utm), entry.lead_table, entry.lead_id)
  on conflict (lead_table, lead_id) do nothing;
  return null;
end;
$$;

create function private.remove_from_leads() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  delete from public.leads where lead_table = tg_table_name and lead_id = old.id;
  return null;
end;
$$;

-- Stamps when the status changed and who changed it (a name typed over status_changed_by is kept).
create function private.stamp_lead_status() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    if new.status_changed_by is not distinct from old.status_changed_by then
      new.status_changed_by := coalesce(
        nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email',
        session_user::text);
    end if;
  end if;
  return new;
end;
$$;
create trigger leads_stamp_status before update on public.leads
  for each row execute function private.stamp_lead_status();

revoke all on function private.lead_entry(text, jsonb) from public, anon, authenticated;
revoke all on function private.add_to_leads() from public, anon, authenticated;
revoke all on function private.remove_from_leads() from public, anon, authenticated;
revoke all on function private.stamp_lead_status() from public, anon, authenticated;

create trigger labs_submissions_to_leads after insert on public.labs_submissions
  for each row execute function private.add_to_leads();
create trigger labs_submissions_leave_leads after delete on public.labs_submissions
  for each row execute function private.remove_from_leads();
create trigger collective_inquiries_to_leads after insert on public.collective_inquiries
  for each row execute function private.add_to_leads();
create trigger collective_inquiries_leave_leads after delete on public.collective_inquiries
  for each row execute function private.remove_from_leads();
create trigger collective_applications_to_leads after insert on public.collective_applications
  for each row execute function private.add_to_leads();
create trigger collective_applications_leave_leads after delete on public.collective_applications
  for each row execute function private.remove_from_leads();
create trigger contact_submissions_to_leads after insert on public.contact_submissions
  for each row execute function private.add_to_leads();
create trigger contact_submissions_leave_leads after delete on public.contact_submissions
  for each row execute function private.remove_from_leads();
create trigger newsletter_subscribers_to_leads after insert on public.newsletter_subscribers
  for each row execute function private.add_to_leads();
create trigger newsletter_subscribers_leave_leads after delete on public.newsletter_subscribers
  for each row execute function private.remove_from_leads();
create trigger growth_diagnostics_to_leads after insert on public.growth_diagnostics
  for each row execute function private.add_to_leads();
create trigger growth_diagnostics_leave_leads after delete on public.growth_diagnostics
  for each row execute function private.remove_from_leads();
create trigger labs_beta_requests_to_leads after insert on public.labs_beta_requests
  for each row execute function private.add_to_leads();
create trigger labs_beta_requests_leave_leads after delete on public.labs_beta_requests
  for each row execute function private.remove_from_leads();
create trigger playbook_requests_to_leads after insert on public.playbook_requests
  for each row execute function private.add_to_leads();
create trigger playbook_requests_leave_leads after delete on public.playbook_requests
  for each row execute function private.remove_from_leads();

-- The export: every lead, newest first, each text cell safe.
create view public.leads_export with (security_invoker = true) as
select
  l.received_at,
  l.kind,
  l.status,
  public.spreadsheet_safe(l.name) as name,
  public.spreadsheet_safe(l.email) as email,
  public.spreadsheet_safe(l.summary) as summary,
  public.spreadsheet_safe(l.page) as page,
  public.spreadsheet_safe(l.utm) as utm,
  l.status_changed_at,
  public.spreadsheet_safe(l.status_changed_by) as status_changed_by,
  public.spreadsheet_safe(l.note) as note,
  l.lead_table,
  l.lead_id
from public.leads l
order by l.received_at desc;
comment on view public.leads_export is 'Every lead, newest first, safe to export to a spreadsheet (Export → CSV): no cell can run as a formula.';

-- The owner only.
alter table public.leads enable row level security;
revoke all on public.leads, public.leads_export from anon, authenticated;
revoke all on function public.spreadsheet_safe(text) from public, anon, authenticated;
grant all on public.leads to service_role;
grant select on public.leads_export to service_role;
grant execute on function public.spreadsheet_safe(text) to service_role;
