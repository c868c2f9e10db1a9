-- Leads: what visitors send through the site's forms. Visitors (role anon) may add a row with only the
-- columns a form fills; they can never read, change or delete one. The owner reads them in the console.
--
-- Every lead table has request_id: the site sends one id per form submission, so a retry after a lost
-- response is refused as a duplicate (23505 on <table>_request_id_key), which the site reads as "already
-- stored". (Not "on conflict do nothing": that needs select rights on the conflict columns, and visitors
-- get none.)

-- ---------------------------------------------------------------------------------------------------
create table public.labs_submissions (
  id uuid primary key default gen_random_uuid(),
  full_name text not null constraint labs_submissions_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  email public.email_address not null,
  startup_name text constraint labs_submissions_startup_name_length check (char_length(startup_name) <= 120),
  website text constraint labs_submissions_website_length check (char_length(website) <= 500),
  problem text not null constraint labs_submissions_problem_length check (char_length(btrim(problem)) between 1 and 5000),
  solution text not null constraint labs_submissions_solution_length check (char_length(btrim(solution)) between 1 and 5000),
  target_audience text not null constraint labs_submissions_target_audience_check
    check (target_audience in ('General Consumers', 'Startups', 'SMBs', 'Enterprises', 'Other')),
  current_stage text not null constraint labs_submissions_current_stage_check
    check (current_stage in ('Just an Idea', 'Prototype Built', 'Some Early Users', 'Revenue Generating')),
  goals text[] not null constraint labs_submissions_goals_check
    check (cardinality(goals) >= 1 and goals <@ array['Validate Idea', 'Build MVP', 'Find Early Users', 'Other']),
  request_id uuid constraint labs_submissions_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.labs_submissions is 'Startup ideas submitted to Labs at /labs/submit-idea.';
comment on column public.labs_submissions.request_id is 'Set by the site per submission, so a retried submission is stored once.';

-- ---------------------------------------------------------------------------------------------------
create table public.collective_inquiries (
  id uuid primary key default gen_random_uuid(),
  full_name text not null constraint collective_inquiries_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  email public.email_address not null,
  company_name text constraint collective_inquiries_company_name_length check (char_length(company_name) <= 120),
  challenges text[] not null constraint collective_inquiries_challenges_check
    check (cardinality(challenges) >= 1 and challenges <@ array[
      'product-strategy', 'gtm', 'nocode-mvp', 'growth-retention', 'revenue-monetization', 'scaling-ops', 'other'
    ]),
  description text constraint collective_inquiries_description_length check (char_length(description) <= 5000),
  timeline text not null constraint collective_inquiries_timeline_check
    check (timeline in ('asap', '1-3-months', '3-6-months', 'longer-term')),
  budget text constraint collective_inquiries_budget_check
    check (budget in ('<$5K', '$5K-$10K', '$10K-$25K', '$25K+')),
  next_step text not null constraint collective_inquiries_next_step_check
    check (next_step in ('call', 'more-info', 'not-sure')),
  status text not null default 'pending' constraint collective_inquiries_status_check
    check (status in ('pending', 'reviewed', 'accepted', 'declined')),
  request_id uuid constraint collective_inquiries_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.collective_inquiries is 'Requests to work with the Collective, from /collective/apply.';
comment on column public.collective_inquiries.status is 'pending when received; set reviewed, accepted or declined as you handle it.';
comment on column public.collective_inquiries.request_id is 'Set by the site per submission, so a retried submission is stored once.';

-- ---------------------------------------------------------------------------------------------------
create table public.collective_applications (
  id uuid primary key default gen_random_uuid(),
  full_name text not null constraint collective_applications_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  email public.email_address not null,
  linkedin_url public.web_url not null,
  expertise text[] not null constraint collective_applications_expertise_check
    check (cardinality(expertise) >= 1 and expertise <@ array[
      'product-strategy', 'gtm-growth', 'nocode-mvps', 'revenue-pricing', 'scaling-ops', 'other'
    ]),
  work_type text[] not null constraint collective_applications_work_type_check
    check (cardinality(work_type) >= 1 and work_type <@ array['short-term', 'long-term', 'advisory', 'execution', 'other']),
  startup_experience text not null constraint collective_applications_startup_experience_check
    check (startup_experience in ('yes', 'some', 'no')),
  availability text not null constraint collective_applications_availability_check
    check (availability in ('<5', '5-10', '10-20', 'full-time')),
  work_style text constraint collective_applications_work_style_length check (char_length(work_style) <= 2000),
  status text not null default 'pending' constraint collective_applications_status_check
    check (status in ('pending', 'reviewed', 'accepted', 'declined')),
  request_id uuid constraint collective_applications_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.collective_applications is 'Experts applying to join the Collective, from /collective/join.';
comment on column public.collective_applications.status is 'pending when received; set reviewed, accepted or declined as you handle it.';
comment on column public.collective_applications.request_id is 'Set by the site per submission, so a retried submission is stored once.';

-- ---------------------------------------------------------------------------------------------------
create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contact_submissions_name_length check (char_length(btrim(name)) between 1 and 120),
  email public.email_address not null,
  message text not null constraint contact_submissions_message_length check (char_length(btrim(message)) between 1 and 5000),
  source text not null constraint contact_submissions_source_check check (source ~ '^[a-z0-9-]{1,50}$'),
  request_id uuid constraint contact_submissions_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.contact_submissions is 'Quick questions sent from the booking page.';
comment on column public.contact_submissions.source is 'Where the question was asked, e.g. book-call.';
comment on column public.contact_submissions.request_id is 'Set by the site per submission, so a retried submission is stored once.';

-- ---------------------------------------------------------------------------------------------------
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null constraint newsletter_subscribers_email_key unique,
  source text not null constraint newsletter_subscribers_source_check check (source ~ '^[a-z0-9-]{1,50}$'),
  status text not null default 'active' constraint newsletter_subscribers_status_check
    check (status in ('active', 'unsubscribed')),
  request_id uuid constraint newsletter_subscribers_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.newsletter_subscribers is 'Newsletter sign-ups; one row per address (stored lowercased).';
comment on column public.newsletter_subscribers.source is 'Where they signed up: blog, blog-article, labs.';
comment on column public.newsletter_subscribers.status is 'active, or unsubscribed when they opt out.';
comment on column public.newsletter_subscribers.request_id is 'Set by the site per submission, so a retried submission is stored once.';

create trigger newsletter_subscribers_normalize_email before insert or update on public.newsletter_subscribers
  for each row execute function public.normalize_email();

-- ---------------------------------------------------------------------------------------------------
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
    check (needs <@ array['validation', 'growth-strategy', 'monetization', 'retention']),
  email public.email_address,
  request_id uuid constraint growth_diagnostics_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.growth_diagnostics is 'Answers to the 7-question growth diagnostic at /growth-check.';
comment on column public.growth_diagnostics.pricing_confidence is '1 (not at all confident) to 5 (very confident); empty when the visitor left the slider untouched.';
comment on column public.growth_diagnostics.email is 'Optional: given by the visitor to receive the analysis.';
comment on column public.growth_diagnostics.request_id is 'Set by the site per submission, so a retried submission is stored once.';

-- ---------------------------------------------------------------------------------------------------
create table public.labs_beta_requests (
  id uuid primary key default gen_random_uuid(),
  mvp_slug public.slug not null references public.labs_mvps (slug) on update cascade on delete restrict,
  full_name text not null constraint labs_beta_requests_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  email public.email_address not null,
  use_case text constraint labs_beta_requests_use_case_length check (char_length(use_case) <= 2000),
  status text not null default 'pending' constraint labs_beta_requests_status_check
    check (status in ('pending', 'reviewed', 'accepted', 'declined')),
  request_id uuid constraint labs_beta_requests_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.labs_beta_requests is 'Requests for beta access to a Labs MVP, from /labs/<slug>/beta-access.';
comment on column public.labs_beta_requests.mvp_slug is 'The MVP asked for (labs_mvps.slug).';
comment on column public.labs_beta_requests.use_case is 'What they want to use it for.';
comment on column public.labs_beta_requests.status is 'pending when received; set reviewed, accepted or declined as you handle it.';
comment on column public.labs_beta_requests.request_id is 'Set by the site per submission, so a retried submission is stored once.';

create index labs_beta_requests_mvp_slug_idx on public.labs_beta_requests (mvp_slug);

-- ---------------------------------------------------------------------------------------------------
create table public.playbook_requests (
  id uuid primary key default gen_random_uuid(),
  full_name text not null constraint playbook_requests_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  email public.email_address not null,
  request_id uuid constraint playbook_requests_request_id_key unique,
  created_at timestamptz not null default now()
);
comment on table public.playbook_requests is 'Downloads of the growth playbook at /growth-playbook.';
comment on column public.playbook_requests.request_id is 'Set by the site per submission, so a retried submission is stored once.';

-- ---------------------------------------------------------------------------------------------------
-- Who may do what. Never rely on Supabase's default grants: take everything back, then grant exactly
-- the columns a visitor's form fills (never id, status or created_at), and no read, change or delete.
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

grant insert (full_name, email, startup_name, website, problem, solution, target_audience, current_stage, goals, request_id)
  on public.labs_submissions to anon;
create policy "Visitors submit ideas" on public.labs_submissions
  for insert to anon with check (btrim(problem) <> '' and btrim(solution) <> '');

grant insert (full_name, email, company_name, challenges, description, timeline, budget, next_step, request_id)
  on public.collective_inquiries to anon;
create policy "Visitors send pending inquiries" on public.collective_inquiries
  for insert to anon with check (status = 'pending');

grant insert (full_name, email, linkedin_url, expertise, work_type, startup_experience, availability, work_style, request_id)
  on public.collective_applications to anon;
create policy "Visitors send pending applications" on public.collective_applications
  for insert to anon with check (status = 'pending');

grant insert (name, email, message, source, request_id) on public.contact_submissions to anon;
create policy "Visitors send questions" on public.contact_submissions
  for insert to anon with check (btrim(message) <> '');

grant insert (email, source, request_id) on public.newsletter_subscribers to anon;
create policy "Visitors subscribe" on public.newsletter_subscribers
  for insert to anon with check (status = 'active');

grant insert (stage, challenge, validation_strategy, monetization_strategy, pricing_confidence, retention, needs, email, request_id)
  on public.growth_diagnostics to anon;
create policy "Visitors record diagnostics" on public.growth_diagnostics
  for insert to anon with check (cardinality(needs) <= 4);

-- Beta access can only be asked for an MVP that is in beta.
grant insert (mvp_slug, full_name, email, use_case, request_id) on public.labs_beta_requests to anon;
create policy "Visitors request access to beta MVPs" on public.labs_beta_requests
  for insert to anon with check (
    status = 'pending'
    and exists (select 1 from public.labs_mvps m where m.slug = labs_beta_requests.mvp_slug and m.status = 'beta')
  );

grant insert (full_name, email, request_id) on public.playbook_requests to anon;
create policy "Visitors request the playbook" on public.playbook_requests
  for insert to anon with check (btrim(full_name) <> '');
