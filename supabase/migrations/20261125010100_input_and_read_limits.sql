-- What an anonymous visitor can send and read, tightened (issue 27, docs/security.md, ADR 0006 and 0018):
--   * single-line fields refuse control characters and bidirectional overrides; multi-line fields keep
--     only newlines and tabs of the control characters;
--   * client addresses are grouped (IPv6 by /64), so one connection cannot spread over a subnet;
--   * the per-email limit counts an email address together with the client address, so a flood from
--     elsewhere cannot lock the owner of the address out;
--   * anonymous reads: a role-level statement timeout, and no pattern filters that can run away.

-- ---------------------------------------------------------------------------------------------------
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

revoke all on function private.single_line(text), private.multi_line(text) from public;
-- Check constraints and domains call them with the inserting role's rights.
grant execute on function private.single_line(text), private.multi_line(text) to anon, authenticated, service_role;

alter domain public.email_address add constraint email_address_single_line check (private.single_line(value));
alter domain public.web_url add constraint web_url_single_line check (private.single_line(value));

alter table public.labs_submissions
  add constraint labs_submissions_full_name_single_line check (private.single_line(full_name)),
  add constraint labs_submissions_startup_name_single_line check (private.single_line(startup_name)),
  add constraint labs_submissions_problem_characters check (private.multi_line(problem)),
  add constraint labs_submissions_solution_characters check (private.multi_line(solution));
alter table public.collective_inquiries
  add constraint collective_inquiries_full_name_single_line check (private.single_line(full_name)),
  add constraint collective_inquiries_company_name_single_line check (private.single_line(company_name)),
  add constraint collective_inquiries_description_characters check (private.multi_line(description));
alter table public.collective_applications
  add constraint collective_applications_full_name_single_line check (private.single_line(full_name)),
  add constraint collective_applications_work_style_characters check (private.multi_line(work_style));
alter table public.contact_submissions
  add constraint contact_submissions_name_single_line check (private.single_line(name)),
  add constraint contact_submissions_message_characters check (private.multi_line(message));
alter table public.labs_beta_requests
  add constraint labs_beta_requests_full_name_single_line check (private.single_line(full_name)),
  add constraint labs_beta_requests_use_case_characters check (private.multi_line(use_case));
alter table public.playbook_requests
  add constraint playbook_requests_full_name_single_line check (private.single_line(full_name));

-- ---------------------------------------------------------------------------------------------------
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

-- An email address as a mailbox receives it: lowercased, without a +tag (victim+1@ and victim+2@ are one
-- inbox). Dots are kept: only some providers ignore them.
create function private.recipient_key(email text) returns text
  language sql
  immutable
  set search_path = ''
as $$
  select regexp_replace(lower(btrim(email)), '\+[^@]*@', '@')
$$;
comment on function private.recipient_key(text) is 'The mailbox an address reaches: lowercased, +tag removed.';
revoke all on function private.recipient_key(text) from public;
grant execute on function private.recipient_key(text) to anon, authenticated, service_role;

-- The pre-request hook, as before, with the address grouped.
create or replace function private.check_request() returns void
  language plpgsql
  set search_path = ''
as $$
declare
  address text := private.address_group(private.client_address());
begin
  if current_user <> 'anon' or current_setting('request.method', true) is distinct from 'POST' then
    return;
  end if;
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

-- Per lead row, for `anon`: one row per request, and at most 10 leads an hour for one email address
-- from one client address. The email alone is not the key: anyone can type anyone's address, and ten
-- leads with it from elsewhere must not keep its owner from sending theirs (ADR 0006).
create or replace function private.limit_lead() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  rows_so_far integer := coalesce(nullif(current_setting('leads.rows_in_request', true), ''), '0')::integer;
  email text := to_jsonb(new) ->> 'email';
  address text := private.address_group(private.client_address());
begin
  if current_user <> 'anon' then
    return new;
  end if;
  if rows_so_far >= 1 then
    raise sqlstate 'PT413' using
      message = 'Send one submission per request.',
      detail = 'A request may add one lead.';
  end if;
  perform set_config('leads.rows_in_request', (rows_so_far + 1)::text, true);
  if email is not null
    and not private.take_from_budget(
      'email:' || private.recipient_key(email) || coalesce(' from ' || address, ''), 10, interval '1 hour') then
    raise sqlstate 'PT429' using
      message = 'Too many submissions from this email address. Please wait a few minutes and try again.',
      detail = 'At most 10 submissions an hour for one email address from one connection.';
  end if;
  return new;
end;
$$;

-- The analysis budget, with the address grouped like the others.
create or replace function public.take_analysis_budget(
  client_address text,
  per_address integer,
  window_seconds integer,
  ai_daily_cap integer
) returns text
  language plpgsql
  set search_path = ''
as $$
begin
  if client_address is null or btrim(client_address) = '' then
    raise exception 'client_address is required' using errcode = '22023';
  end if;
  if not private.take_from_budget('analysis:' || private.address_group(client_address), per_address,
                                  make_interval(secs => window_seconds)) then
    return 'refused';
  end if;
  if ai_daily_cap is null or not private.take_from_budget('analysis-ai', ai_daily_cap, interval '1 day') then
    return 'offline';
  end if;
  return 'ai';
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Reads. Every anonymous statement stops after one second (Supabase's default for anon is 3 s). PostgREST
-- applies the settings of the role it impersonates to each request; the reload makes it read them.
alter role anon set statement_timeout = '1s';
notify pgrst, 'reload config';

-- PostgREST lets a client filter any column it may read with a regular expression (match, imatch) or a
-- pattern (like, ilike). A regular expression with back-references can run for seconds on a few hundred
-- characters, and a pattern over every post's whole text costs as much as the text. The pre-request hook
-- never sees the query string, so the refusal sits where the statement is known: a restrictive policy on
-- every table visitors read calls this check, which reads the statement PostgREST sent (current_query())
-- and refuses, with HTTP 400, regular expressions on any column and patterns on the long text columns
-- (blog_posts.content, labs_mvps.description). Row-level security runs before a visitor's own filters, so
-- the refusal comes before any of them runs. The statement is PostgREST's, not the functions it calls: a
-- search function (/rpc/...) may use patterns inside. The local backend quotes columns alike
-- (r0."content"::text ~ $1), so it refuses the same requests with the same answer.
create function private.refuse_costly_filters() returns boolean
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  statement text := current_query();
begin
  if statement ~* '"(\s*::\s*[a-z_]+)?\s+(not\s+)?(!?~\*?|similar\s+to)(\s|\$|''|\()' then
    raise sqlstate 'PT400' using
      message = 'Regular expression filters (match, imatch) are not available to visitors.',
      detail = 'Filter with eq, in or is, or use the site''s search function.',
      hint = 'See docs/security.md, "Reads".';
  end if;
  if statement ~* '"(content|description)"(\s*::\s*[a-z_]+)?\s+(not\s+)?(i?like|~~\*?)(\s|\$|''|\()' then
    raise sqlstate 'PT400' using
      message = 'Pattern filters (like, ilike) on long text are not available to visitors.',
      detail = 'blog_posts.content and labs_mvps.description cannot be filtered with like or ilike.',
      hint = 'See docs/security.md, "Reads".';
  end if;
  return true;
end;
$$;
comment on function private.refuse_costly_filters() is
  'Restrictive read policy for anon: refuses (PT400) a statement that filters with a regular expression, or with like/ilike on blog_posts.content or labs_mvps.description.';
revoke all on function private.refuse_costly_filters() from public;
grant execute on function private.refuse_costly_filters() to anon;

-- `(select ...)`: evaluated once per statement, not once per row.
create policy "No costly filters from visitors" on public.blog_posts
  as restrictive for select to anon using ((select private.refuse_costly_filters()));
create policy "No costly filters from visitors" on public.blog_posts_tags
  as restrictive for select to anon using ((select private.refuse_costly_filters()));
create policy "No costly filters from visitors" on public.blog_tags
  as restrictive for select to anon using ((select private.refuse_costly_filters()));
create policy "No costly filters from visitors" on public.users
  as restrictive for select to anon using ((select private.refuse_costly_filters()));
create policy "No costly filters from visitors" on public.labs_mvps
  as restrictive for select to anon using ((select private.refuse_costly_filters()));
