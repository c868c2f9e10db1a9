-- Run by `npm run db:check-postgres` on real PostgreSQL: content versions (private.content_versions,
-- private.restore_version; docs/owner.md "Undoing a change") bring back an overwritten and a deleted
-- article, and visitors cannot read them. Tested in more detail on PGlite in
-- supabase/tests/content-versions.test.ts.
begin;

create temporary table pg_before on commit drop as
  select p.id, p.title, p.content, p.tag_names, api.blog_post(p.slug) - 'updated_at' as shown
    from public.blog_posts p where p.slug = 'validate-your-startup-idea-in-two-weeks';
grant select on pg_temp.pg_before to anon, service_role;

set local role service_role;
update public.blog_posts set title = 'Oops', content = 'gone' where slug = 'validate-your-startup-idea-in-two-weeks';
reset role;

do $$
declare
  version private.content_versions;
begin
  select * into version from private.content_versions
   where row_id = (select id from pg_temp.pg_before) order by id desc limit 1;
  assert version.operation = 'update' and version.changed_by = 'service_role'
         and version.label = (select title from pg_temp.pg_before),
    format('the overwrite is kept as a version by service_role: %s', row_to_json(version));
  perform private.restore_version(version.id);
  assert (select api.blog_post('validate-your-startup-idea-in-two-weeks') - 'updated_at') = (select shown from pg_temp.pg_before),
    'the overwritten article is back as visitors saw it';

  delete from public.blog_posts where slug = 'validate-your-startup-idea-in-two-weeks';
  assert api.blog_post('validate-your-startup-idea-in-two-weeks') is null, 'the article is gone';
  select * into version from private.content_versions
   where row_id = (select id from pg_temp.pg_before) order by id desc limit 1;
  assert version.operation = 'delete' and version.changed_by = 'postgres', 'the deletion is kept, by postgres';
  perform private.restore_version(version.id);
  assert (select api.blog_post('validate-your-startup-idea-in-two-weeks') - 'updated_at') = (select shown from pg_temp.pg_before),
    'the deleted article is back, with its tags';
end
$$;

set local role anon;
do $$
begin
  begin
    perform count(*) from private.content_versions;
    assert false, 'a visitor read the versions';
  exception when insufficient_privilege then null;
  end;
  begin
    perform private.restore_version(1);
    assert false, 'a visitor restored a version';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

rollback;
