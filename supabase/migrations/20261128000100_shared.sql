-- Shared building blocks: the value types several tables use, the character rules behind every text
-- limit, the schemas nothing outside the database sees, request budgets, and how the Data API runs a
-- visitor's request. Nothing here is reachable by the site's visitors.
--
-- This is one of five baselines (shared, content, leads, mail, owner tools) folded from the migrations
-- written before the first deploy. From here on the schema changes only by new migrations.

-- Supabase's default privileges would give visitors every table, function and sequence created in public.
-- Every object grants exactly what it needs instead.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- Supabase keeps extensions in their own schema; the local backend and the PostgreSQL check load the same
-- contrib module. Trigram indexes answer LIKE '%text%' for the blog search.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- `private`: what visitors' requests use but never see, in a schema the Data API does not expose.
create schema private;
comment on schema private is 'Functions the API never exposes (trigger functions that run as their owner).';
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Characters. "Blank" means what the site's forms trim away (JavaScript's white space): ASCII spaces,
-- tabs and line breaks, no-break and other Unicode spaces, and the byte-order mark. Written out, so
-- PostgreSQL and the browser agree character for character.
create function private.has_text(value text) returns boolean
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select value ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;
comment on function private.has_text(text) is 'True when the text has a character other than white space.';

-- Control characters. [[:cntrl:]] covers only ASCII in the C locale, so the ranges are written out:
-- C0 (U+0001-U+001F), DEL and C1 (U+007F-U+009F), the line and paragraph separators, and the
-- bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which reorder what a
-- reader sees.
create function private.single_line(value text) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
$$;
comment on function private.single_line(text) is
  'True when the text has no control character (tabs and newlines included) and no bidirectional override.';

-- Multi-line text keeps tab (U+0009), line feed (U+000A) and carriage return (U+000D, as in CRLF).
create function private.multi_line(value text) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select value !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
$$;
comment on function private.multi_line(text) is
  'True when the text has no control character other than tab, line feed and carriage return, and no bidirectional override.';

-- Check constraints and domains call them with the inserting role's rights.
revoke all on function private.has_text(text) from public;
grant execute on function private.has_text(text) to anon, authenticated, service_role;
revoke all on function private.single_line(text), private.multi_line(text) from public;
grant execute on function private.single_line(text), private.multi_line(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Value types.

-- text@text.text with a last part of two characters or more (user@example.c is a typo, not an address),
-- no white space and one @, at most 254 characters (the SMTP limit). The site's forms use the same pattern
-- (docs/product/forms.md).
create domain public.email_address as text
  constraint email_address_shape check (
    char_length(value) <= 254
    and value ~ '^[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@. \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]{2,}$'
  )
  constraint email_address_single_line check (private.single_line(value));
comment on domain public.email_address is 'An email address: text@text.text (last part at least two characters), no spaces, at most 254 characters.';

-- A web address: http:// or https:// with no spaces, at most 500 characters.
create domain public.web_url as text
  constraint web_url_shape check (
    char_length(value) <= 500
    and value ~ '^https?://[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  )
  constraint web_url_single_line check (private.single_line(value));
comment on domain public.web_url is 'A web address starting with http:// or https://, without spaces.';

-- A URL-safe identifier used in page addresses: lowercase words joined by single hyphens.
create domain public.slug as text
  constraint slug_shape check (char_length(value) <= 100 and value ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
comment on domain public.slug is
  'The address of a page: lowercase letters, digits and single hyphens, e.g. "pricing-for-first-time-founders".';

-- ---------------------------------------------------------------------------------------------------
-- Trigger functions several tables use. They run with the table owner's rights when fired; nobody needs
-- to call them directly.

-- Content tables keep updated_at current on every edit, whoever makes it (the console included).
create function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';

-- Publishing a post in the console without a date dates it now, so it sorts where the owner expects.
create function public.set_published_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;
comment on function public.set_published_at() is 'Trigger: dates a post when it is published without a date.';

-- Addresses are stored lowercased and trimmed, so one person is one subscriber however they type it.
create function public.normalize_email() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;
comment on function public.normalize_email() is 'Trigger: lowercases and trims the email column.';

revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.set_published_at() from public, anon, authenticated;
revoke all on function public.normalize_email() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Budgets, counted per bucket (a client address, an email address, the AI calls of the day...) and fixed
-- time window. Leads, visitor mail and the blog search each charge their own buckets.
create table private.request_budgets (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);
comment on table private.request_budgets is
  'Requests counted per bucket (client address, email, AI calls of the day) and fixed time window.';
revoke all on private.request_budgets from public, anon, authenticated;
grant select, delete on private.request_budgets to service_role;

-- Counts one hit in the bucket's current window and says whether it is still within `allowed`.
-- Windows older than two days are cleared now and then, so the table stays small.
create function private.take_from_budget(budget_key text, allowed integer, window_length interval) returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  used integer;
begin
  insert into private.request_budgets as b (bucket, window_start, hits)
    values (budget_key, date_bin(window_length, now(), timestamptz '2000-01-01'), 1)
    on conflict (bucket, window_start) do update set hits = b.hits + 1
    returning b.hits into used;
  if random() < 0.01 then
    delete from private.request_budgets where window_start < now() - interval '2 days';
  end if;
  return used <= allowed;
end;
$$;
revoke all on function private.take_from_budget(text, integer, interval) from public;
grant execute on function private.take_from_budget(text, integer, interval) to anon, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Who is asking. The client address, as the front door states it for this transaction
-- (`leads.client_address`: the address, or '-' when the platform gave none), else as the platform states
-- it for a Data API request: Supabase's API sits behind Cloudflare, which sets cf-connecting-ip itself and
-- overwrites any value a client sends (x-forwarded-for is partly written by the client and is not used).
-- The local backend sets the same header from the socket's address.
create function private.client_address() returns text
  language sql
  stable
  set search_path = ''
as $$
  select case coalesce(current_setting('leads.client_address', true), '')
    when '' then nullif(btrim(current_setting('request.headers', true)::json ->> 'cf-connecting-ip'), '')
    when '-' then null
    else current_setting('leads.client_address', true)
  end
$$;
comment on function private.client_address() is
  'The visitor''s address: set by public.take_lead for the leads function, else PostgREST''s cf-connecting-ip header.';
grant execute on function private.client_address() to anon, authenticated, service_role;

-- One budget per connection, not per address: an IPv6 client is given a /64 and can pick any address in
-- it, so IPv6 addresses count by their /64; IPv4 addresses (also written as ::ffff:a.b.c.d) count alone.
-- A value that is not an address (a misconfigured proxy) counts as itself.
create function private.address_group(address text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  parsed inet;
begin
  address := nullif(btrim(address), '');
  if address is null then
    return null;
  end if;
  if lower(address) like '::ffff:%.%' then
    address := substr(address, 8);
  end if;
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  if family(parsed) = 6 then
    return network(set_masklen(parsed, 64))::text;
  end if;
  return host(parsed);
end;
$$;
comment on function private.address_group(text) is
  'The client address a budget counts: an IPv6 address''s /64, an IPv4 address itself.';
revoke all on function private.address_group(text) from public;
grant execute on function private.address_group(text) to anon, authenticated, service_role;

-- Recipient keys: what one inbox receives, however the address is spelled (the per-email limits of leads
-- and of visitor mail count by it).
create function private.recipient_key(email text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  address text := lower(btrim(email));
  domain text := substring(address from '@([^@]*)$');
  mailbox text;
begin
  if domain is null then
    return address;
  end if;
  mailbox := left(address, char_length(address) - char_length(domain) - 1);
  domain := rtrim(domain, '.');
  -- victim+1@ and victim+2@ reach victim@ at every large provider.
  mailbox := split_part(mailbox, '+', 1);
  -- Gmail ignores dots in the mailbox, and googlemail.com is the same service.
  if domain in ('gmail.com', 'googlemail.com') then
    mailbox := replace(mailbox, '.', '');
    domain := 'gmail.com';
  end if;
  return mailbox || '@' || domain;
end;
$$;
comment on function private.recipient_key(text) is
  'The mailbox an address reaches: lowercased, +tag removed, Gmail''s dots removed and googlemail.com as gmail.com.';
revoke all on function private.recipient_key(text) from public;
grant execute on function private.recipient_key(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- How the Data API runs a visitor's request.

-- PostgREST's pre-request hook: runs before every Data API request, in its transaction. Hosted PostgREST
-- runs a GET or HEAD, and a POST to a STABLE or IMMUTABLE function, in a READ ONLY transaction with the
-- hook inside it (PostgREST's src/PostgREST/Plan.hs, callReadPlan's txMode, and MainTx.hs, mainTx), so the
-- hook charges only an anonymous write to a table (30 an hour from one address) and never writes in a
-- read-only transaction. A refused or failed write rolls back with its transaction, so only stored rows
-- count. A function worth budgeting charges its own budget (it is VOLATILE, so PostgREST runs it in a
-- writable transaction; docs/security.md, "Reads"). Since the front door, anon may write to no table the
-- Data API exposes, so the hook charges nothing today.
create function private.check_request() returns void
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
revoke all on function private.check_request() from public;
grant execute on function private.check_request() to anon, authenticated, service_role;

-- How PostgREST finds the hook (Supabase, "Securing your API"). The local backend reads the same setting.
alter role authenticator set pgrst.db_pre_request = 'private.check_request';

-- Every anonymous statement stops after one second (Supabase's default for anon is 3 s). PostgREST applies
-- the settings of the role it impersonates to each request; the reload makes it read them.
alter role anon set statement_timeout = '1s';
notify pgrst, 'reload config';
