-- Where a newsletter sign-up happened: one of the sources the site's forms send (leadOptions.newsletterSource
-- in supabase/functions/_shared/lead-forms.ts), no longer any short slug. supabase/tests/schema.test.ts
-- proves this list and that one agree.
alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_source_check,
  add constraint newsletter_subscribers_source_check check (source in ('blog', 'blog-article', 'labs'));
