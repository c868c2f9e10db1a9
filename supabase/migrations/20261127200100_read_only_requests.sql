-- Requests as hosted PostgREST runs them (issue 37, docs/security.md "How a request runs"): a GET or HEAD,
-- and a POST to a STABLE or IMMUTABLE function, run in a READ ONLY transaction, with the db-pre-request
-- hook inside that same transaction (PostgREST's src/PostgREST/Plan.hs, callReadPlan's txMode, and
-- MainTx.hs, mainTx). The hook charged every anonymous POST to the write budget, so on a hosted project
-- rpc/preview_post (a POST to a STABLE function) failed with 25006 "cannot execute INSERT in a read-only
-- transaction" (HTTP 405) and every preview said "Failed to load the preview".
--
-- The hook now charges what it was written for, an anonymous write to a table, and never writes in a
-- read-only transaction. A function that is worth budgeting charges its own budget (it is VOLATILE, so
-- PostgREST runs it in a writable transaction; docs/security.md, "Reads").
create or replace function private.check_request() returns void
  language plpgsql
  set search_path = ''
as $$
declare
  address text;
begin
  if current_user <> 'anon'
    or current_setting('request.method', true) is distinct from 'POST'
    or current_setting('transaction_read_only') = 'on'
    or coalesce(current_setting('request.path', true), '') like '/rpc/%' then
    return;
  end if;
  address := private.address_group(private.client_address());
  -- No vouched-for address (a misconfigured proxy): the email and per-request limits still hold, and
  -- the lead is kept rather than refused.
  if address is null then
    return;
  end if;
  if not private.take_from_budget('address:' || address, 30, interval '1 hour') then
    raise sqlstate 'PT429' using
      message = 'Too many submissions from your connection. Please wait a few minutes and try again.',
      detail = 'At most 30 submissions an hour from one address.';
  end if;
end;
$$;
comment on function private.check_request() is
  'PostgREST db-pre-request hook: a budget of anonymous writes to tables per client address (HTTP 429 beyond it). Writes nothing in a read-only transaction (GET, HEAD, STABLE functions) nor for function calls.';
