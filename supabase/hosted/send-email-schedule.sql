-- Hosted project only (not a migration: PGlite and a plain PostgreSQL have neither pg_net nor pg_cron).
-- Run once in the SQL editor after `supabase functions deploy send-email`, and again if the project's
-- URL or service role key changes. See README, "Deploy", and docs/decisions/0007-transactional-email.md.
--
-- Before running it, keep the two values the database needs in Vault (SQL editor):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');

create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron;

-- Asks send-email to drain the outbox. pg_net queues the request and sends it after the transaction
-- commits, so the function sees the rows that caused the call.
-- In the private schema (created by supabase/migrations/*_shared.sql): the API never exposes these.
create or replace function private.invoke_send_email() returns void
  language plpgsql security definer set search_path = '' as $$
begin
  perform net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/send-email',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
    body := '{}'::jsonb,
    timeout_milliseconds := 10000);
end;
$$;
revoke all on function private.invoke_send_email() from public, anon, authenticated;

create or replace function private.email_outbox_send_now() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  perform private.invoke_send_email();
  return null;
end;
$$;
revoke all on function private.email_outbox_send_now() from public, anon, authenticated;

-- On insert: send at once.
drop trigger if exists email_outbox_send_now on public.email_outbox;
create trigger email_outbox_send_now after insert on public.email_outbox
  for each statement execute function private.email_outbox_send_now();

-- Every minute: retries, and anything a lost request left behind.
select cron.unschedule('send-email') where exists (select 1 from cron.job where jobname = 'send-email');
select cron.schedule('send-email', '* * * * *', 'select private.invoke_send_email()');

-- Every minute: the digests that are due (public.run_mail_schedule() decides): at 08:00 UTC
-- (private.mail_settings.digest_hour) the newsletter's new subscribers and the mail that failed, was skipped
-- by a visitor mail limit or held past the studio notifications' bound; held notifications also within the
-- hour. Each digest is an outbox message like any other, so the insert trigger above sends it at once.
-- Replaces the daily `subscriber-digest` job of earlier versions of this script.
select cron.unschedule('subscriber-digest') where exists (select 1 from cron.job where jobname = 'subscriber-digest');
select cron.unschedule('mail-schedule') where exists (select 1 from cron.job where jobname = 'mail-schedule');
select cron.schedule('mail-schedule', '* * * * *', 'select public.run_mail_schedule()');

-- Every minute: the weekly summary to the studio, when the owner picked a day for it
-- (private.mail_settings.weekly_summary_day; public.run_weekly_summary() decides, and queues it once).
select cron.unschedule('weekly-summary') where exists (select 1 from cron.job where jobname = 'weekly-summary');
select cron.schedule('weekly-summary', '* * * * *', 'select public.run_weekly_summary()');
