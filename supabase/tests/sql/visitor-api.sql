-- Run by `npm run db:check-postgres` on real PostgreSQL after the migrations and seed: the visitor's API
-- (supabase/tests/visitor-api.test.ts, blog-reads.test.ts and content-access.test.ts check the same on
-- PGlite). Requests run in the transaction hosted PostgREST opens for them (read-only.sql says how).

-- anon holds no right on a table, view or sequence of public (leads come through the leads Edge Function),
-- and can execute no function of public.
do $$
declare
  reachable text;
begin
  select string_agg(c.relname || ':' || p, ', ' order by c.relname, p) into reachable
  from pg_class c
  cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')
    -- (case: the privilege functions only once the row is known to be a table, whatever the plan's order)
    and case when c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')
             then has_table_privilege('anon', c.oid, p)
                  or (p in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') and has_any_column_privilege('anon', c.oid, p))
        end;
  assert reachable is null, 'anon can reach ' || reachable;
  assert not exists (select 1 from pg_class c
                      where case when c.relnamespace = 'public'::regnamespace and c.relkind = 'S'
                                 then has_sequence_privilege('anon', c.oid, 'USAGE') end),
    'anon can use a sequence of public';
  select string_agg(p.proname, ', ') into reachable from pg_proc p
  where p.pronamespace = 'public'::regnamespace and has_function_privilege('anon', p.oid, 'EXECUTE');
  assert reachable is null, 'anon can execute public.' || reachable;
  assert not exists (select 1 from pg_class where relnamespace = 'api'::regnamespace), 'api holds a table or view';
  assert not exists (select 1 from pg_proc where pronamespace = 'api'::regnamespace and proretset),
    'an API function answers rows PostgREST could filter';
end
$$;

-- Drafts: found by no read of the API, and saving one leaves the content version as it was. (Sixty more
-- public posts first, so a page can be asked for more than it may hold.)
insert into public.blog_posts (slug, title, published, published_at)
  select 'pg-api-bulk-' || n, 'Bulk ' || n, true, now() - interval '1 day' from generate_series(1, 60) n;
insert into public.blog_posts (slug, title, content, tag_names) values ('pg-api-draft', 'PG draft', 'Unannounced zyzzyva plans', '{PG Secret Topic}');
do $$ begin perform set_config('test.version', api.content_version(), false); end $$;
update public.blog_posts set content = 'More unannounced zyzzyva plans' where slug = 'pg-api-draft';
insert into public.labs_mvps (slug, title, published) values ('pg-api-mvp-draft', 'PG hidden MVP', false);
begin read only;
do $$
begin
  perform set_config('role', 'anon', true), set_config('request.method', 'GET', true),
    set_config('request.headers', '{"cf-connecting-ip":"198.51.100.31"}', true);
end
$$;
do $$
begin
  assert api.content_version() = current_setting('test.version'), 'a draft edit moved the content version';
  assert api.blog_post('pg-api-draft') is null, 'the draft is readable by its address';
  assert not (api.blog_tags() ? 'PG Secret Topic'), 'a draft''s tag is listed';
  assert api.labs_mvp('pg-api-mvp-draft') is null, 'the draft MVP is readable';
  assert not (api.labs_mvps()::text like '%pg-api-mvp-draft%'), 'the draft MVP is in the catalogue';
  assert jsonb_array_length(api.blog_posts(page_size => 1000) -> 'posts') = 50, 'a page holds at most 50 cards';
end
$$;
commit;

-- Search: a POST (read-write), at least three characters, never a draft, and budgeted per address.
update private.read_limits set searches_per_minute = 2;
begin;
do $$
begin
  perform set_config('role', 'anon', true), set_config('request.method', 'POST', true),
    set_config('request.path', '/rpc/blog_search', true),
    set_config('request.headers', '{"cf-connecting-ip":"198.51.100.32"}', true);
end
$$;
do $$
begin
  assert jsonb_array_length(api.blog_search('zyzzyva') -> 'posts') = 0, 'the search found a draft';
  assert jsonb_array_length(api.blog_search('VALIDATION') -> 'posts') > 0, 'the search found nothing';
  begin
    perform api.blog_search('validation');
    raise exception 'a third search within the minute was answered';
  exception when sqlstate 'PT429' then null;
  end;
  begin
    perform api.blog_search('ab');
    raise exception 'a two-character search was answered';
  exception when sqlstate 'PT400' then null;
  end;
end
$$;
commit;
-- A request whose headers state no address (cf-connecting-ip absent) is charged too, to one budget all
-- such requests share: two more from anywhere, then 429.
do $$
begin
  for i in 1..3 loop
    begin
      perform set_config('role', 'anon', true), set_config('request.method', 'POST', true),
        set_config('request.headers', '{"x-forwarded-for":"192.0.2.' || i || '"}', true);
      perform api.blog_search('validation');
      assert i <= 2, 'a third search without an address within the minute was answered';
    exception when sqlstate 'PT429' then
      assert i = 3, 'a search without an address was refused before the budget was spent';
    end;
    perform set_config('role', 'postgres', true);
  end loop;
end
$$;
update private.read_limits set searches_per_minute = 30;
-- A GET of the search runs read-only, where its charge cannot be written: refused, never free.
begin read only;
do $$
begin
  perform set_config('role', 'anon', true), set_config('request.headers', '{"cf-connecting-ip":"198.51.100.33"}', true);
end
$$;
do $$
begin
  perform api.blog_search('validation');
  raise exception 'a search ran in a read-only transaction, uncharged';
exception when sqlstate '25006' then null;
end
$$;
commit;
