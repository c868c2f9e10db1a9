-- New newsletter subscribers reach the studio as one daily digest rather than an email each: a queued
-- outbox message (template subscriber-digest, to the studio) listing the addresses that subscribed since
-- the last digest. The hosted project's schedule calls public.queue_subscriber_digest() once a day
-- (supabase/hosted/send-email-schedule.sql); a day without new subscribers queues nothing.

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check
  check (template in ('lead-notification', 'playbook-delivery', 'diagnostic-analysis', 'subscriber-digest'));

-- Each digest covers subscribers up to its moment; the next one starts there, so none is listed twice.
create table private.subscriber_digests (
  id uuid primary key default gen_random_uuid(),
  covered_until timestamptz not null,
  subscribers integer not null,
  created_at timestamptz not null default now()
);
revoke all on private.subscriber_digests from public, anon, authenticated;
grant select, insert on private.subscriber_digests to service_role;

-- Runs as its caller (the service role, which may read the subscribers and write the outbox).
create function public.queue_subscriber_digest() returns integer
  language plpgsql set search_path = '' as $$
declare
  since timestamptz;
  until timestamptz := now();
  listed jsonb;
  digest_id uuid;
begin
  -- One digest at a time, even if the schedule and the owner ask at once.
  perform pg_advisory_xact_lock(hashtext('public.queue_subscriber_digest'));
  select max(d.covered_until) into since from private.subscriber_digests d;
  select jsonb_agg(jsonb_build_object('email', s.email, 'source', s.source, 'subscribed_at', s.created_at)
                   order by s.created_at)
    into listed
    from public.newsletter_subscribers s
   where s.status = 'active' and s.created_at <= until and (since is null or s.created_at > since);
  if listed is null then
    return 0;
  end if;
  insert into private.subscriber_digests (covered_until, subscribers)
  values (until, jsonb_array_length(listed)) returning id into digest_id;
  insert into public.email_outbox (template, audience, lead_table, lead_id, payload)
  values ('subscriber-digest', 'studio', 'newsletter_subscribers', digest_id,
          jsonb_build_object('table', 'newsletter_subscribers', 'since', since, 'until', until,
                             'subscribers', listed));
  return jsonb_array_length(listed);
end;
$$;
comment on function public.queue_subscriber_digest() is 'Queues one email to the studio listing the newsletter subscribers since the last digest; returns how many (0 queues nothing). Called daily by the hosted schedule.';

revoke all on function public.queue_subscriber_digest() from public, anon, authenticated;
grant execute on function public.queue_subscriber_digest() to service_role;
