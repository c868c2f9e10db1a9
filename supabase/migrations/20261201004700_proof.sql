-- Proof the owner edits in the console, like posts: testimonials from real people, client logos, the
-- Collective's featured experts, and the before/after figures of the case studies. The site shows them
-- beside the first call to action on the home page, on each service page, on /book-call and /collective
-- (docs/product/content.md, "Proof"); a section with no published rows is not shown at all, so the
-- production site never shows an invented person.
--
-- As the other content tables (20261128000200_content.sql): row-level security on with no policy, no right
-- for visitors on the tables; they read the published rows through one function of `api`.

-- ---------------------------------------------------------------------------------------------------
-- Testimonials: a named person, with the date they agreed to be quoted.
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  person_name text not null
    constraint testimonials_person_name_length check (char_length(btrim(person_name)) between 1 and 120),
  role text constraint testimonials_role_length check (char_length(role) <= 120),
  company text constraint testimonials_company_length check (char_length(company) <= 120),
  quote text not null constraint testimonials_quote_length check (char_length(btrim(quote)) between 1 and 600),
  photo_url text constraint testimonials_photo_url_length check (char_length(photo_url) <= 500),
  profile_url public.web_url,
  consented_on date not null,
  shown_on text[] not null default '{home}'
    constraint testimonials_shown_on_check check (
      shown_on <@ array['home', 'strategy', 'mvp', 'growth', 'book-call', 'collective']
      and cardinality(shown_on) between 1 and 6),
  published boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.testimonials is 'What clients say, by name. A row shows on the pages in shown_on once published is ticked; keep only people who agreed, and when (consented_on).';
comment on column public.testimonials.person_name is 'The person''s full name, as they agreed to be named.';
comment on column public.testimonials.role is 'Their role, e.g. "Co-founder & CEO".';
comment on column public.testimonials.company is 'Their company.';
comment on column public.testimonials.quote is 'Their words, as they approved them (at most 600 characters; no quotation marks needed).';
comment on column public.testimonials.photo_url is 'A square photo: a site path (/images/...) or the address of an upload in the site-images bucket. Empty: their initials.';
comment on column public.testimonials.profile_url is 'A public profile (LinkedIn, their site), so a founder can check they exist. Optional.';
comment on column public.testimonials.consented_on is 'The date they agreed to be quoted on the site (required).';
comment on column public.testimonials.shown_on is 'Where it shows: any of {home,strategy,mvp,growth,book-call,collective}, e.g. {home,strategy}.';
comment on column public.testimonials.published is 'Tick to show it. Unticked: kept, shown nowhere.';
comment on column public.testimonials.position is 'Order on a page: lower first.';

-- Client logos: companies that agreed to be named, shown as one row of logos.
create table public.client_logos (
  id uuid primary key default gen_random_uuid(),
  company text not null constraint client_logos_company_length check (char_length(btrim(company)) between 1 and 120),
  logo_url text not null constraint client_logos_logo_url_length check (char_length(btrim(logo_url)) between 1 and 500),
  website_url public.web_url,
  published boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.client_logos is 'Companies we worked with that agreed to be named: one row of logos beside the first call to action (home, /book-call). Shown once published is ticked.';
comment on column public.client_logos.company is 'The company''s name (the logo''s text alternative).';
comment on column public.client_logos.logo_url is 'The logo: an SVG or PNG, a site path (/images/...) or the address of an upload in the site-images bucket. Shown greyscale, at most 40 px high.';
comment on column public.client_logos.website_url is 'Their site, linked from the logo. Optional.';
comment on column public.client_logos.published is 'Tick to show it.';
comment on column public.client_logos.position is 'Order in the row: lower first.';

-- The Collective's featured experts.
create table public.collective_experts (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint collective_experts_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  headline text not null
    constraint collective_experts_headline_length check (char_length(btrim(headline)) between 1 and 160),
  expertise text not null
    constraint collective_experts_expertise_length check (char_length(btrim(expertise)) between 1 and 80),
  bio text not null default '' constraint collective_experts_bio_length check (char_length(bio) <= 400),
  photo_url text constraint collective_experts_photo_url_length check (char_length(photo_url) <= 500),
  profile_url public.web_url,
  published boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.collective_experts is 'Members of the Collective shown on /collective, with their agreement. Shown once published is ticked.';
comment on column public.collective_experts.full_name is 'Their full name.';
comment on column public.collective_experts.headline is 'One line of track record, e.g. "Led growth at a Series B marketplace".';
comment on column public.collective_experts.expertise is 'What founders bring them, e.g. "Pricing & monetization".';
comment on column public.collective_experts.bio is 'Two sentences at most: what they have done and how they like to work.';
comment on column public.collective_experts.photo_url is 'A square photo: a site path or an upload''s address. Empty: their initials.';
comment on column public.collective_experts.profile_url is 'A public profile (LinkedIn, their site). Optional.';
comment on column public.collective_experts.published is 'Tick to show them on /collective.';
comment on column public.collective_experts.position is 'Order on the page: lower first.';

-- A case study's numbers before and after the work, shown on its page (/case-studies/<case_study>).
create table public.case_study_figures (
  id uuid primary key default gen_random_uuid(),
  case_study public.slug not null,
  metric text not null constraint case_study_figures_metric_length check (char_length(btrim(metric)) between 1 and 80),
  before_value text not null
    constraint case_study_figures_before_length check (char_length(btrim(before_value)) between 1 and 40),
  after_value text not null
    constraint case_study_figures_after_length check (char_length(btrim(after_value)) between 1 and 40),
  period text constraint case_study_figures_period_length check (char_length(period) <= 80),
  published boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.case_study_figures is 'Before/after numbers of a case study, shown as a table on its page. Shown once published is ticked.';
comment on column public.case_study_figures.case_study is 'Which case study: mvp-validation, product-strategy or funding-readiness (the end of its address).';
comment on column public.case_study_figures.metric is 'What was measured, e.g. "Paying customers".';
comment on column public.case_study_figures.before_value is 'The number before the work, as it should read, e.g. "0" or "$40K MRR".';
comment on column public.case_study_figures.after_value is 'The number after, e.g. "20".';
comment on column public.case_study_figures.period is 'Over what time, e.g. "6 weeks". Optional.';
comment on column public.case_study_figures.published is 'Tick to show it.';
comment on column public.case_study_figures.position is 'Order in the table: lower first.';

create index case_study_figures_case_study_idx on public.case_study_figures (case_study);

create trigger testimonials_set_updated_at before update on public.testimonials
  for each row execute function public.set_updated_at();
create trigger client_logos_set_updated_at before update on public.client_logos
  for each row execute function public.set_updated_at();
create trigger collective_experts_set_updated_at before update on public.collective_experts
  for each row execute function public.set_updated_at();
create trigger case_study_figures_set_updated_at before update on public.case_study_figures
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- Only the owner and the service role touch the tables; visitors read through api.proof().
alter table public.testimonials enable row level security;
alter table public.client_logos enable row level security;
alter table public.collective_experts enable row level security;
alter table public.case_study_figures enable row level security;

revoke all on public.testimonials, public.client_logos, public.collective_experts, public.case_study_figures
  from anon, authenticated;
grant all on public.testimonials, public.client_logos, public.collective_experts, public.case_study_figures
  to service_role;

-- ---------------------------------------------------------------------------------------------------
-- A published row changing (or a row being published or unpublished) moves the content version, so pages
-- built before it read the proof again (api.content_version, docs/decisions/0029); a draft's edits do not.
create function private.bump_content_version_for_proof() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE'
    or (tg_op <> 'INSERT' and old.published) or (tg_op <> 'DELETE' and new.published) then
    update public.content_version set counter = counter + 1, changed_at = now();
  end if;
  return null;
end;
$$;
comment on function private.bump_content_version_for_proof() is
  'Trigger: counts a change to proof visitors can see (a published row, before or after).';
revoke all on function private.bump_content_version_for_proof() from public, anon, authenticated;

create trigger testimonials_content_version after insert or update or delete on public.testimonials
  for each row execute function private.bump_content_version_for_proof();
create trigger testimonials_content_truncated after truncate on public.testimonials
  for each statement execute function private.bump_content_version_for_proof();
create trigger client_logos_content_version after insert or update or delete on public.client_logos
  for each row execute function private.bump_content_version_for_proof();
create trigger client_logos_content_truncated after truncate on public.client_logos
  for each statement execute function private.bump_content_version_for_proof();
create trigger collective_experts_content_version after insert or update or delete on public.collective_experts
  for each row execute function private.bump_content_version_for_proof();
create trigger collective_experts_content_truncated after truncate on public.collective_experts
  for each statement execute function private.bump_content_version_for_proof();
create trigger case_study_figures_content_version after insert or update or delete on public.case_study_figures
  for each row execute function private.bump_content_version_for_proof();
create trigger case_study_figures_content_truncated after truncate on public.case_study_figures
  for each statement execute function private.bump_content_version_for_proof();

-- ---------------------------------------------------------------------------------------------------
-- The visitor's read: every published row of the four tables, in the owner's order, the columns the site
-- shows (no dates of consent, no drafts). At most 50 of each, so the answer stays small whatever is stored.
create function api.proof() returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'testimonials', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', t.id, 'person_name', t.person_name, 'role', t.role, 'company', t.company, 'quote', t.quote,
        'photo_url', t.photo_url, 'profile_url', t.profile_url, 'shown_on', to_jsonb(t.shown_on))
        order by t.position, t.created_at), '[]')
      from (select * from public.testimonials where published order by position, created_at limit 50) t),
    'client_logos', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', l.id, 'company', l.company, 'logo_url', l.logo_url, 'website_url', l.website_url)
        order by l.position, l.created_at), '[]')
      from (select * from public.client_logos where published order by position, created_at limit 50) l),
    'collective_experts', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', e.id, 'full_name', e.full_name, 'headline', e.headline, 'expertise', e.expertise, 'bio', e.bio,
        'photo_url', e.photo_url, 'profile_url', e.profile_url)
        order by e.position, e.created_at), '[]')
      from (select * from public.collective_experts where published order by position, created_at limit 50) e),
    'case_study_figures', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', f.id, 'case_study', f.case_study, 'metric', f.metric, 'before_value', f.before_value,
        'after_value', f.after_value, 'period', f.period)
        order by f.case_study, f.position, f.created_at), '[]')
      from (select * from public.case_study_figures where published order by case_study, position, created_at
            limit 50) f)
  )
$$;
comment on function api.proof() is
  'The published testimonials, client logos, Collective experts and case-study figures (at most 50 of each), in the owner''s order.';
revoke all on function api.proof() from public;
grant execute on function api.proof() to anon, authenticated, service_role;
