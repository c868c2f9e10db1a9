#!/usr/bin/env bash
# Applies supabase/migrations/*.sql and supabase/seed.sql, unchanged, to a throwaway real PostgreSQL
# (Debian's, 15 on these machines) that has the Supabase roles: proof that what the local PGlite
# backend runs is also what a hosted project will run. Then runs the SQL assertions of supabase/tests/sql/
# (behaviour that must hold on real PostgreSQL). Installs PostgreSQL when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

work=$(mktemp -d)
chown postgres "$work"
# The postgres user may not read the checkout (a clone in a private temporary folder, say): it runs from
# its own folder and gets every SQL file on its standard input, opened by this script.
as_postgres() { (cd "$work" && runuser -u postgres -- "$@"); }
cleanup() {
  as_postgres "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

as_postgres "$bin/initdb" -D "$work/data" -U postgres --auth=trust >/dev/null
as_postgres "$bin/pg_ctl" -D "$work/data" -o "-k $work -c listen_addresses=''" -w start >/dev/null
psql_run() { as_postgres psql -h "$work" -U postgres -d postgres -v ON_ERROR_STOP=1 -q "$@"; }

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}'): creating the Supabase roles (anon, authenticated, service_role, authenticator)"
psql_run -c "create role anon nologin noinherit; create role authenticated nologin noinherit; create role service_role nologin noinherit bypassrls; create role authenticator nologin noinherit;"
for file in supabase/migrations/*.sql; do
  echo "  applying $file"
  psql_run -1 -f - <"$file"
done
echo "  applying supabase/seed.sql and supabase/samples.sql (the local copies' sample proof)"
psql_run -1 -f - <supabase/seed.sql
psql_run -1 -f - <supabase/samples.sql
# Before any check changes the data: each request shape the site sends, as PostgREST runs it here, against
# the local backend's answer on a fresh local database (supabase/tests/conformance.ts).
echo "  conformance of the local backend with PostgreSQL, request shape by request shape:"
node scripts/conformance-postgres.ts sql >"$work/conformance.sql"
chown postgres "$work/conformance.sql"
as_postgres psql -h "$work" -U postgres -d postgres -v ON_ERROR_STOP=0 -q -f "$work/conformance.sql" \
  >"$work/conformance.out" 2>"$work/conformance.err" || true
node scripts/conformance-postgres.ts compare "$work/conformance.out"
for file in supabase/tests/sql/*.sql; do
  echo "  checking $file"
  psql_run -f - <"$file"
done
# The visitor's API on real PostgreSQL's pg_trgm, as a visitor calls it (supabase/tests/blog-reads.test.ts
# covers what it answers).
psql_run -At -c "select 'posts in the table: ' || count(*) from public.blog_posts" -c "set role anon" \
  -c "select 'posts a visitor can list (public): ' || (api.blog_posts()->>'total')" \
  -c "select 'search \"VALIDATION\" finds ' || jsonb_array_length(api.blog_search('VALIDATION')->'posts') || ' public posts'" \
  -c "select 'related to the validation sprint: ' || jsonb_array_length(api.blog_related('validate-your-startup-idea-in-two-weeks')) || ' posts'" \
  -c "select 'content version: ' || api.content_version()"
# Last, as it changes the data most: requests at once, each in the transaction PostgREST opens for it, from a
# pool on the unix socket.
echo "  concurrent requests, as PostgREST runs them:"
node scripts/concurrency-postgres.ts "$work"
echo "Migrations and seed apply cleanly; the SQL checks in supabase/tests/sql/ and the concurrent requests pass."
