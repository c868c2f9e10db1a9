-- A message that could not be tried because the sending setup is incomplete (a secret not set, the mail
-- provider refusing the key or the sender's domain) goes back to pending WITHOUT spending an attempt: the
-- setup is the owner's to fix, not the message's fault, so everything that waited is sent once it is fixed,
-- however long that took. `last_error` says what to fix.
create function public.defer_email_outbox(
  p_id uuid, p_claim_token uuid, p_error text, p_retry_seconds integer)
  returns text
  language sql set search_path = '' as $$
  with done as (
    update public.email_outbox o
       set status = 'pending', attempts = greatest(o.attempts - 1, 0),
           next_attempt_at = now() + make_interval(secs => greatest(p_retry_seconds, 0)),
           last_error = left(p_error, 2000), claim_token = null, claimed_until = null
     where o.id = p_id and o.claim_token = p_claim_token and o.status = 'sending'
    returning o.status)
  select status from done;
$$;

revoke all on function public.defer_email_outbox(uuid, uuid, text, integer) from public, anon, authenticated;
grant execute on function public.defer_email_outbox(uuid, uuid, text, integer) to service_role;
