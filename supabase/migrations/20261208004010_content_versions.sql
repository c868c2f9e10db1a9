-- Undo for content (issue 48, ADR 0037; docs/owner.md "Undoing a change"): every change the owner makes to
-- posts, tags, authors, MVPs and the proof rows (testimonials, logos, experts, case-study figures) keeps
-- the row as it was before, with who changed it and when; one call brings a version back:
--   select * from private.content_versions where table_name = 'blog_posts' order by id desc;
--   select private.restore_version(<id>);
-- Posts' tags need no versions of their own: a post's version holds its tag_names, and restoring it links
-- the tags again (blog_posts_tags follows tag_names). Visitors cannot read any of it: the private schema
-- is not exposed, and only the owner and the service role hold rights on it.

create table private.content_versions (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  operation text not null constraint content_versions_operation check (operation in ('update', 'delete')),
  -- What the row was called, to find it in a list: its title, name or slug.
  label text,
  old_row jsonb not null,
  -- The database role that made the change: postgres in the dashboard's editors, service_role for a
  -- script with the service key.
  changed_by text not null,
  -- The signed-in user, when the change came with one (an email or the user's id); empty otherwise.
  changed_by_user text,
  changed_at timestamptz not null default now()
);
comment on table private.content_versions is
  'Each content row as it was before a change (update or delete), newest last. Bring one back with: select private.restore_version(<id>); Changes made together (a tag renamed in every post) share changed_at.';
create index content_versions_row_idx on private.content_versions (table_name, row_id, id desc);
revoke all on private.content_versions from public, anon, authenticated;
grant select on private.content_versions to service_role;

-- Keeps the old row. Runs as its owner (service_role may read versions, never write them), so the role
-- that made the change is read from the session: the role PostgREST switched to, else the signed-in
-- user of the console. An update that changes nothing but updated_at is no change. Erasure
-- (private.erase_person, which sets private.erasing for its duration) keeps no version: a version would
-- hold the address it erases, and restoring it would undo the erasure.
create function private.keep_content_version() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  role_name text := nullif(current_setting('role', true), 'none');
begin
  if current_setting('private.erasing', true) = 'on'
     or (tg_op = 'UPDATE' and to_jsonb(old) - 'updated_at' = to_jsonb(new) - 'updated_at') then
    return null;
  end if;
  insert into private.content_versions (table_name, row_id, operation, label, old_row, changed_by, changed_by_user)
  values (tg_table_name, old.id, lower(tg_op),
          coalesce(to_jsonb(old) ->> 'title', to_jsonb(old) ->> 'name', to_jsonb(old) ->> 'full_name',
                   to_jsonb(old) ->> 'slug', to_jsonb(old) ->> 'label', to_jsonb(old) ->> 'quote'),
          to_jsonb(old), coalesce(role_name, session_user::text),
          coalesce(claims ->> 'email', claims ->> 'sub'));
  return null;
end;
$$;
revoke all on function private.keep_content_version() from public, anon, authenticated;

-- The tables the owner edits as content.
do $$
declare
  content_table text;
begin
  foreach content_table in array array['blog_posts', 'blog_tags', 'users', 'labs_mvps', 'testimonials',
                                       'client_logos', 'collective_experts', 'case_study_figures'] loop
    execute format('create trigger %I after update or delete on public.%I
                      for each row execute function private.keep_content_version()',
                   content_table || '_keep_version', content_table);
  end loop;
end
$$;

alter function private.erase_person(text) set private.erasing = 'on';

-- Puts a version back: the row as it was, over the row now there (an overwritten post) or as a new row
-- with its old id (a deleted one). The change it makes is itself kept as a version, so a restore can be
-- undone the same way. Computed columns (a post's read time) follow. A restore that would break a rule
-- (the slug taken since by another post, an author deleted since) fails with the database's reason and
-- changes nothing.
create function private.restore_version(p_version bigint) returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  version private.content_versions;
  columns text;
  updates text;
begin
  select * into version from private.content_versions v where v.id = p_version;
  if not found then
    raise exception 'There is no version %', p_version using errcode = '22023',
      hint = 'Find one with: select id, table_name, label, operation, changed_by, changed_at from private.content_versions order by id desc;';
  end if;
  select string_agg(format('%I', a.attname), ', ' order by a.attnum),
         string_agg(format('%1$I = excluded.%1$I', a.attname), ', ' order by a.attnum) filter (where a.attname <> 'id')
    into columns, updates
    from pg_attribute a
   where a.attrelid = format('public.%I', version.table_name)::regclass and a.attnum > 0
     and not a.attisdropped and a.attgenerated = '' and a.attidentity = '';
  execute format(
    'insert into public.%1$I as t (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)
       on conflict (id) do update set %3$s',
    version.table_name, columns, updates)
    using version.old_row;
  return format('Restored %s %s (%s) as it was before the %s of %s by %s.', version.table_name,
                version.row_id, coalesce(version.label, 'no title'), version.operation,
                to_char(version.changed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), version.changed_by);
end;
$$;
comment on function private.restore_version(bigint) is
  'Brings a content row back as it was before the change a version records: select private.restore_version(<id>);';
revoke all on function private.restore_version(bigint) from public, anon, authenticated;
grant execute on function private.restore_version(bigint) to service_role;
