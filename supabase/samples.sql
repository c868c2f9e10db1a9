-- Sample proof for local copies of the site only: the dev server, the preview, the tests and a build from
-- the local backend apply it after seed.sql (server/local-backend/database.ts). It is not in
-- supabase/config.toml's seed paths, so `supabase db push --include-seed` never puts these invented people
-- on a hosted project: there the proof sections stay empty, and hidden, until the owner adds real rows.
-- Every name says it is a sample.

insert into public.testimonials
  (person_name, role, company, quote, profile_url, consented_on, shown_on, published, position) values
(
  'Jordan Rivera (sample)', 'Co-founder & CEO', 'Northwind (sample)',
  'The roadmap gave our team one priority instead of ten. We shipped less and grew more.',
  'https://www.example.com/people/jordan-rivera', '2026-10-01', '{home,strategy,book-call}', true, 1
),
(
  'Amara Chen (sample)', 'Founder', 'Lumen Labs (sample)',
  'We learned in six weeks what would have taken us half a year of building.',
  'https://www.example.com/people/amara-chen', '2026-10-08', '{home,mvp,book-call}', true, 2
),
(
  'Luis Ortega (sample)', 'Founder', 'Harbor & Co (sample)',
  'A pricing and packaging rethink lifted our MRR by 60% in eight weeks.',
  null, '2026-10-15', '{home,growth}', true, 3
),
(
  'Nadia Haddad (sample)', 'COO', 'Orbit Health (sample)',
  'The expert we were matched with had solved our exact scaling problem twice before. Two weeks in, it was solved a third time.',
  'https://www.example.com/people/nadia-haddad', '2026-10-22', '{collective}', true, 4
),
-- A draft: it must show nowhere.
(
  'Draft Person (sample)', 'Founder', 'Unpublished Co (sample)',
  'This quote is not published yet.', null, '2026-11-01', '{home,strategy,mvp,growth,book-call,collective}', false, 0
);

insert into public.client_logos (company, logo_url, website_url, published, position) values
  ('Northwind (sample)', '/images/samples/logo-northwind.svg', null, true, 1),
  ('Lumen Labs (sample)', '/images/samples/logo-lumen.svg', null, true, 2),
  ('Harbor & Co (sample)', '/images/samples/logo-harbor.svg', null, true, 3),
  ('Orbit Health (sample)', '/images/samples/logo-orbit.svg', null, true, 4),
  ('Fieldnote (sample)', '/images/samples/logo-fieldnote.svg', null, true, 5);

insert into public.collective_experts (full_name, headline, expertise, bio, profile_url, published, position) values
(
  'Elena Novak (sample)', 'Led growth at a Series B marketplace', 'Go-to-market & growth',
  'Took a two-sided marketplace from its first hundred sellers to ten thousand. Works best in two-week sprints with a clear target.',
  'https://www.example.com/people/elena-novak', true, 1
),
(
  'Marcus Bell (sample)', 'Former head of pricing at a B2B SaaS', 'Pricing & monetization',
  'Has repackaged pricing for more than twenty startups. Starts every engagement with ten customer calls.',
  'https://www.example.com/people/marcus-bell', true, 2
),
(
  'Priya Raman (sample)', 'Built three no-code products to seven figures', 'No-code MVPs',
  'Ships a working product in days with Bubble, Airtable and Make, and knows when it is time for code.',
  null, true, 3
);

-- The case studies' numbers, as their pages tell them.
insert into public.case_study_figures (case_study, metric, before_value, after_value, period, published, position) values
  ('mvp-validation', 'Paying customers', '0', '20', '6 weeks', true, 1),
  ('mvp-validation', 'Time to a build-or-kill decision', '3-6 months (planned build)', '6 weeks', null, true, 2),
  ('product-strategy', 'Monthly recurring revenue', 'Flat for a quarter', '+60%', '8 weeks', true, 1),
  ('product-strategy', 'Week-4 retention of new cohorts', 'Baseline', '+40%', '8 weeks', true, 2),
  ('funding-readiness', 'Pricing page conversion', '1x', '3x', null, true, 1),
  ('funding-readiness', 'Seed round', 'Investors said "not yet"', '$2M closed', '6 weeks', true, 2);
