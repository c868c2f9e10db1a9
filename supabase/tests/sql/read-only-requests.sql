-- Run by `npm run db:check-postgres` on real PostgreSQL after the migrations and seed. A request in the
-- transaction hosted PostgREST opens for it (src/PostgREST/Plan.hs and MainTx.hs): READ ONLY for GET, HEAD
-- and a POST to a STABLE or IMMUTABLE function; the role's settings, the role and the request's settings;
-- the pre-request hook; then the statement. server/local-backend/request-transaction.test.ts checks that
-- the local backend opens the same transaction.

do $$
begin
  perform set_config('test.preview_token',
    (select token from public.preview_links where post_slug = 'community-led-growth-draft'), false);
end
$$;

-- A preview link: POST /rpc/preview_post, a STABLE function, from a visitor with a client address.
begin read only;
do $$
begin
  perform set_config('statement_timeout', '1s', true), set_config('role', 'anon', true),
    set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.method', 'POST', true),
    set_config('request.path', '/rpc/preview_post', true),
    set_config('request.headers', '{"cf-connecting-ip":"198.51.100.23"}', true);
  perform private.check_request();
end
$$;
do $$
begin
  assert (api.preview_post(current_setting('test.preview_token')) ->> 'slug') = 'community-led-growth-draft',
    'the preview link opens its draft in a read-only transaction, after the hook';
end
$$;
commit;

-- A read (GET) runs the hook read-only too, and it writes nothing.
begin read only;
do $$
begin
  perform set_config('role', 'anon', true), set_config('request.method', 'GET', true),
    set_config('request.path', '/rpc/content_version', true),
    set_config('request.headers', '{"cf-connecting-ip":"198.51.100.23"}', true);
  perform private.check_request();
end
$$;
commit;

-- A write to a table (POST /contact_submissions) is charged to the client address, read-write.
begin;
do $$
begin
  perform set_config('role', 'anon', true), set_config('request.method', 'POST', true),
    set_config('request.path', '/contact_submissions', true),
    set_config('request.headers', '{"cf-connecting-ip":"198.51.100.23"}', true);
  perform private.check_request();
end
$$;
commit;
do $$
begin
  assert (select sum(hits) from private.request_budgets where bucket = 'address:198.51.100.23') = 1,
    'only the write was charged to the address';
end
$$;
