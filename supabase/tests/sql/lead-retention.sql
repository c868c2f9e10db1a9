-- Run by `npm run db:check-postgres` on real PostgreSQL: retention (private.lead_retention, ADR 0037)
-- anonymises, through the daily schedule, exactly the people whose last contact is older than the period,
-- and keeps every row. Tested in more detail on PGlite in supabase/tests/lead-retention.test.ts.
begin;

insert into public.contact_submissions (name, email, message, source, page, created_at) values
  ('Pg Past', 'pg.past@example.com', 'An old question.', 'book-call', '/book-call', now() - interval '24 months 1 day'),
  ('Pg Within', 'pg.within@example.com', 'A recent question.', 'book-call', '/book-call', now() - interval '23 months 29 days'),
  ('Pg Back', 'pg.back@example.com', 'Long ago.', 'book-call', '/book-call', now() - interval '30 months'),
  ('Pg Back', 'pg.back@example.com', 'Again.', 'book-call', '/book-call', now() - interval '1 month');

create temporary table retention_counts on commit drop as
  select kind, page, count(*) as n from public.leads group by 1, 2;

do $$
declare
  run jsonb;
begin
  assert (select months from private.lead_retention) = 24, 'the period is 24 months by default';
  update private.mail_schedule set last_run_at = now() - interval '1 day' where job = 'lead-retention';
  run := public.run_mail_schedule();
  assert run -> 'retention' ->> 'erased' = '1', format('the schedule anonymised one person: %s', run);
  assert not exists (select 1 from private.find_person('pg.past@example.com')), 'nothing holds the past address';
  assert (select count(*) from public.contact_submissions where email in ('pg.within@example.com', 'pg.back@example.com')) = 3,
    'the person within the period and the one who wrote again are kept';
  assert not exists (select 1 from public.leads where name = 'Pg Past'), 'the inbox no longer names her';
  assert not exists (select kind, page, count(*) from public.leads group by 1, 2
                     except select kind, page, n from pg_temp.retention_counts),
    'every row stays, with its form and page: the counts add up';
  assert public.run_mail_schedule() -> 'retention' is null, 'retention runs once a day';
end
$$;

rollback;
