-- The newsletter under concurrent requests, as hosted PostgREST runs them (READ COMMITTED, one transaction
-- a request, many at once; issue 45). `npm run db:check-postgres` runs them so on PostgreSQL 15
-- (scripts/concurrency-postgres.ts).

-- Two sign-ups of one new address at once both found it unknown, and the second failed on the unique
-- address (23505, a 409 that a known address never gets: who is on the list, told by a race). Sign-ups
-- of one address now take turns: the second waits for the first to commit, then finds the address known
-- and answers as a known address does. The turn is an advisory lock on the lowercased address (the
-- normalising trigger fires first), held to the end of the transaction, whatever inserts the row.
create or replace function private.newsletter_signup() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  known_status text;
begin
  if random() < 0.05 then
    perform private.expire_newsletter_signups();
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || new.email, 0));
  -- A statement of its own, after the wait: it sees what the sign-up it waited for committed.
  select s.status into known_status from public.newsletter_subscribers s where s.email = new.email;
  if known_status is null then
    return new;
  end if;
  if known_status <> 'active' then
    perform private.queue_newsletter_confirmation(new.email);
  end if;
  return null;
end;
$$;
revoke all on function private.newsletter_signup() from public, anon, authenticated;

-- One welcome per subscription: only the confirmation that makes the address active sends it. Another
-- link of the same address (two sign-ups, two confirmation mails), used at the same moment or later,
-- confirms and sends nothing more; one link used many times at once is answered once 'confirmed' (the
-- link's row lock), the rest 'used'.
create or replace function public.confirm_newsletter_subscription(p_token text) returns text
  language plpgsql
  set search_path = ''
as $$
declare
  link private.newsletter_confirmations;
  subscriber public.newsletter_subscribers;
begin
  select * into link from private.newsletter_confirmations c
   where c.token_hash = private.token_hash(p_token) for update;
  if not found then
    return 'invalid';
  end if;
  if link.used_at is not null then
    return 'used';
  end if;
  if link.expires_at < now() then
    return 'expired';
  end if;
  update private.newsletter_confirmations set used_at = now() where id = link.id;
  -- Waits for a confirmation of the same address under way, then finds it active and changes nothing.
  -- Stamped with the clock, not the transaction's start: see queue_subscriber_digest below.
  update public.newsletter_subscribers s
     set status = 'active', confirmed_at = clock_timestamp(), unsubscribed_at = null
   where s.email = link.email and s.status <> 'active'
  returning * into subscriber;
  if not found then
    if exists (select 1 from public.newsletter_subscribers s where s.email = link.email and s.status = 'active') then
      return 'confirmed';
    end if;
    return 'expired';
  end if;
  insert into public.email_outbox (template, audience, recipient, lead_table, lead_id, payload)
  values ('newsletter-welcome', 'visitor', subscriber.email, 'newsletter_subscribers', link.id,
          jsonb_build_object('unsubscribe_token', subscriber.unsubscribe_token));
  return 'confirmed';
end;
$$;
comment on function public.confirm_newsletter_subscription(text) is
  'Uses a newsletter confirmation link: confirmed, used, expired or invalid; the first confirmation of an address sends its welcome. Called by the newsletter Edge Function.';
revoke all on function public.confirm_newsletter_subscription(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter_subscription(text) to service_role;

-- The daily digest of new subscribers lists those confirmed since the last one up to its moment. A
-- confirmation under way when a digest ran was stamped before that moment and committed after it: the
-- digest did not see it and the next one started after it, so the subscriber was never listed (29 of 300
-- in the concurrency check). The digest now waits for the confirmations under way to commit (a SHARE
-- lock, which also holds back new ones until it is done) and takes its moment after, by the clock; a
-- confirmation held back is stamped later than that moment, so the next digest lists it.
create or replace function public.queue_subscriber_digest() returns integer
  language plpgsql set search_path = '' as $$
declare
  since timestamptz;
  until timestamptz;
  listed jsonb;
  digest_id uuid;
begin
  -- One digest at a time, even if the schedule and the owner ask at once.
  perform pg_advisory_xact_lock(hashtext('public.queue_subscriber_digest'));
  perform private.expire_newsletter_signups();
  lock table public.newsletter_subscribers in share mode;
  until := clock_timestamp();
  select max(d.covered_until) into since from private.subscriber_digests d;
  select jsonb_agg(jsonb_build_object('email', s.email, 'source', s.source,
                                      'subscribed_at', coalesce(s.confirmed_at, s.created_at))
                   order by coalesce(s.confirmed_at, s.created_at))
    into listed
    from public.newsletter_subscribers s
   where s.status = 'active' and coalesce(s.confirmed_at, s.created_at) <= until
     and (since is null or coalesce(s.confirmed_at, s.created_at) > since);
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
