-- Retention that runs itself (issue 48, ADR 0037): a person's leads are kept for an owner-set number of
-- months after their last contact with the studio, then anonymised by the daily schedule through the
-- erasure's own code (private.erase_person), so the rows stay and every count (the inbox, the export, the
-- weekly summary) still adds up. /privacy and each form state the same period: the build reads it from
-- api.lead_retention_months().
--
-- "Last contact" is the person's newest lead (any form, the same address case ignored); a newsletter
-- subscription counts as contact while it is active and until it was ended. So a founder who writes again
-- keeps the whole history the studio has with them, and the matching of a new lead to earlier ones, until
-- they have been silent for the whole period. The studio's own people (an author's address) are never due:
-- their test leads are no reason to erase them from the blog.

create table private.lead_retention (
  only_row boolean primary key default true constraint lead_retention_one_row check (only_row),
  months integer not null default 24 constraint lead_retention_months check (months between 1 and 120)
);
comment on table private.lead_retention is
  'How long leads are kept: a person''s leads are anonymised (as private.erase_person does) once their last contact is more than `months` months old, by the daily schedule. Change with: update private.lead_retention set months = 36; then rebuild the site, whose /privacy and forms state it.';
insert into private.lead_retention default values;
revoke all on private.lead_retention from public, anon, authenticated;
grant select, update on private.lead_retention to service_role;

-- The period as the site states it (its build reads it; it is no secret: /privacy prints it).
create function api.lead_retention_months() returns integer
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select r.months from private.lead_retention r
$$;
comment on function api.lead_retention_months() is 'How many months after the last contact leads are kept (private.lead_retention).';
revoke all on function api.lead_retention_months() from public;
grant execute on function api.lead_retention_months() to anon, authenticated, service_role;

-- The addresses whose last contact is older than the period, oldest first. Erased leads have no address
-- in the inbox any more (erase_person empties public.leads.email), so nobody is due twice.
create function private.people_past_retention(p_limit integer default null)
  returns table (address text, last_contact timestamptz)
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with cutoff as (select now() - make_interval(months => r.months) as moment from private.lead_retention r),
  contacts as (
    select lower(l.email) as address, l.received_at as moment from public.leads l where l.email is not null
    union all
    -- An active subscription is contact now; an ended one, when it ended.
    select lower(s.email),
           case when s.status = 'active' then now()
                else greatest(s.created_at, s.confirmed_at, s.unsubscribed_at) end
      from public.newsletter_subscribers s where s.email not like 'erased-%@erased.invalid'
  )
  select c.address, max(c.moment)
    from contacts c
   where not exists (select 1 from public.users u where lower(u.email) = c.address)
   group by c.address
  having max(c.moment) < (select moment from cutoff)
   order by max(c.moment), c.address
   limit p_limit
$$;
comment on function private.people_past_retention(integer) is
  'Who the next retention run anonymises: select * from private.people_past_retention();';

-- One run: erases up to `p_batch` people past the period, each in its own sub-transaction, so one that
-- erase_person refuses (it names the table it cannot erase) is reported and skipped, never blocking the
-- others or the digests of the same schedule. Answers how many were erased, refused, and still due.
create function private.apply_lead_retention(p_batch integer default 5) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  due record;
  erased integer := 0;
  refused jsonb := '[]'::jsonb;
begin
  for due in select * from private.people_past_retention(p_batch) loop
    begin
      perform private.erase_person(due.address);
      erased := erased + 1;
    exception when others then
      raise warning 'lead retention: could not anonymise a person last in contact on %: %', due.last_contact, sqlerrm;
      refused := refused || jsonb_build_object('last_contact', due.last_contact, 'error', sqlerrm);
    end;
  end loop;
  return jsonb_build_object('erased', erased, 'refused', refused);
end;
$$;
revoke all on function private.people_past_retention(integer), private.apply_lead_retention(integer)
  from public, anon, authenticated;
grant execute on function private.people_past_retention(integer), private.apply_lead_retention(integer)
  to service_role;

-- The schedule (as in the mail baseline) with two additions: each run is stamped (job 'run_mail_schedule',
-- read by `npm run doctor` to tell a schedule that runs from one never set up), and once a day, at the
-- digest hour, retention runs; while a run leaves people due it goes on at the next minute's run, five
-- people at a time, so a first run on years of leads never holds the schedule for long. Its answer names
-- what retention did only when it did something.
create or replace function public.run_mail_schedule() returns jsonb
  language plpgsql
  set search_path = ''
as $$
declare
  settings private.mail_settings;
  digest_moment timestamptz;
  last_daily timestamptz;
  last_retention timestamptz;
  retention jsonb;
  queued jsonb := '{}'::jsonb;
begin
  -- One run at a time, even if the schedule and the owner ask at once.
  perform pg_advisory_xact_lock(hashtext('public.run_mail_schedule'));
  insert into private.mail_schedule (job, last_run_at) values ('run_mail_schedule', now())
    on conflict (job) do update set last_run_at = excluded.last_run_at;
  select * into settings from private.mail_settings;
  digest_moment := (date_trunc('day', now() at time zone 'UTC') + make_interval(hours => settings.digest_hour))
                   at time zone 'UTC';
  if digest_moment > now() then
    digest_moment := digest_moment - interval '1 day';
  end if;
  select s.last_run_at into last_daily from private.mail_schedule s where s.job = 'daily-digests';
  if last_daily is null or last_daily < digest_moment then
    queued := queued || jsonb_build_object('subscriber_digest', public.queue_subscriber_digest(),
                                           'mail_digest', private.queue_mail_digest('daily'));
    insert into private.mail_schedule (job, last_run_at) values ('daily-digests', now())
      on conflict (job) do update set last_run_at = excluded.last_run_at;
  end if;
  if exists (select 1 from public.email_outbox o where o.status = 'held' and o.reported_in is null)
    and not exists (select 1 from private.mail_digests d
                     where d.kind = 'held' and d.created_at >= date_trunc('hour', now())) then
    queued := queued || jsonb_build_object('held_digest', private.queue_mail_digest('held'));
  end if;
  select s.last_run_at into last_retention from private.mail_schedule s where s.job = 'lead-retention';
  if last_retention is null or last_retention < digest_moment then
    retention := private.apply_lead_retention(5);
    -- A full batch may have left people due: the next run goes on.
    if (retention ->> 'erased')::integer < 5 then
      insert into private.mail_schedule (job, last_run_at) values ('lead-retention', now())
        on conflict (job) do update set last_run_at = excluded.last_run_at;
    end if;
    if (retention ->> 'erased')::integer > 0 or jsonb_array_length(retention -> 'refused') > 0 then
      queued := queued || jsonb_build_object('retention', retention);
    end if;
  end if;
  return queued;
end;
$$;
comment on function public.run_mail_schedule() is
  'Queues the digests that are due (daily at private.mail_settings.digest_hour UTC; held notifications at most hourly), runs lead retention daily (private.lead_retention), and returns what it did. Called every minute by the hosted schedule and the local backend.';
revoke all on function public.run_mail_schedule() from public, anon, authenticated;
grant execute on function public.run_mail_schedule() to service_role;
