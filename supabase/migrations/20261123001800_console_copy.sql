-- What the owner reads in the console's Table Editor, in the site's own words: `featured` now decides which
-- MVPs the Labs landing page shows, and the site writes "email" throughout. Descriptions only; no data
-- or behaviour changes.

comment on column public.labs_mvps.featured is 'Tick to show the MVP on the Labs landing page, under "Live MVP builds", with its catalogue card.';

comment on domain public.email_address is 'An email address: text@text.text, at most 254 characters.';
comment on table public.users is 'Blog authors. Name, title and avatar appear on articles; the email is never shown.';
comment on table public.email_outbox is 'Emails to send: filled by triggers on the lead tables, drained by the send-email Edge Function. status failed = gave up after max_attempts or a permanent provider error (see last_error).';
comment on column public.growth_diagnostics.analysis is 'The analysis shown to the visitor (and emailed when they gave an address); set by the growth-analysis function.';
comment on function private.enqueue_diagnostic_analysis() is 'Once the analysis is stored: queue it for the visitor who gave an email.';
