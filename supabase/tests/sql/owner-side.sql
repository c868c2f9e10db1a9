-- Run by `npm run db:check-postgres` on real PostgreSQL after the migrations and seed (each statement its
-- own transaction, so the clock moves between them). Any failed assertion stops the check with its message.
-- The same behaviour is tested on PGlite in supabase/tests/owner-publishing.test.ts.

-- Preview links: the right token shows a draft, a wrong or revoked one nothing, and no other read shows it.
insert into public.blog_posts (slug, title, content, published) values ('pg-preview-draft', 'PG draft', 'Body', false);
create temporary table old_token as select token from public.preview_links where post_slug = 'pg-preview-draft';
grant select on old_token to anon;
set role anon;
do $$
begin
  assert (select api.preview_post(token) ->> 'title' from old_token) = 'PG draft', 'the right token shows the draft';
  assert api.preview_post(repeat('0', 64)) is null, 'a wrong token shows nothing';
  assert api.blog_post('pg-preview-draft') is null, 'anon cannot read the draft';
end
$$;
reset role;
update public.preview_links set token = '' where post_slug = 'pg-preview-draft';
set role anon;
do $$
begin
  assert (select api.preview_post(token) from old_token) is null, 'a revoked token shows nothing';
end
$$;
reset role;

-- Scheduling: hidden before the date, visible after.
insert into public.blog_posts (slug, title, published, published_at)
  values ('pg-scheduled', 'PG scheduled', true, clock_timestamp() + interval '1 second');
set role anon;
do $$
begin
  assert api.blog_post('pg-scheduled') is null, 'a scheduled post is hidden before its date';
end
$$;
reset role;
do $$ begin perform pg_sleep(1.1); end $$;
set role anon;
do $$
begin
  assert api.blog_post('pg-scheduled') is not null, 'a scheduled post shows once its date came';
end
$$;
reset role;

-- Tags by name: a new name creates the tag and the link.
insert into public.blog_posts (slug, title, tag_names) values ('pg-tagged', 'PG tagged', '{PG Only Topic}');
do $$
begin
  assert (select count(*) from public.blog_posts_tags pt join public.blog_tags t on t.id = pt.tag_id
          join public.blog_posts p on p.id = pt.post_id
          where p.slug = 'pg-tagged' and t.name = 'PG Only Topic') = 1, 'a tag typed by name is created and linked';
end
$$;

-- The bucket: the owner writes, visitors cannot.
insert into storage.objects (bucket_id, name) values ('site-images', 'pg/owner.webp');
set role anon;
do $$
begin
  begin
    insert into storage.objects (bucket_id, name) values ('site-images', 'pg/visitor.webp');
    assert false, 'anon must not add a site image';
  exception when insufficient_privilege then null;
  end;
  update storage.objects set name = 'pg/renamed.webp' where bucket_id = 'site-images';
  delete from storage.objects where bucket_id = 'site-images';
end
$$;
reset role;
do $$
begin
  assert (select array_agg(name) from storage.objects where bucket_id = 'site-images') = array['pg/owner.webp'],
    'visitors changed nothing in the bucket';
end
$$;

-- Leads: one row per lead, formula cells neutralised in the export, anon refused.
set role service_role;
select public.take_lead('contact_submissions', gen_random_uuid(),
  '{"name": "=cmd", "email": "pg.lead@example.com", "message": "+1 call me", "source": "contact", "page": "/pg-check"}',
  '198.51.100.9');
select public.take_lead('playbook_requests', gen_random_uuid(),
  '{"full_name": "@Playbook Reader", "email": "pg.lead2@example.com", "page": "/pg-check"}', '198.51.100.9');
reset role;
do $$
begin
  assert (select count(*) from public.leads where page = '/pg-check') = 2, 'each lead lands in the inbox once';
  assert (select name from public.leads_export where kind = 'contact' and page = '/pg-check') = '''=cmd', 'a formula name is neutralised';
  assert (select summary from public.leads_export where kind = 'contact' and page = '/pg-check') = '''+1 call me', 'a formula summary is neutralised';
  assert (select name from public.leads_export where kind = 'playbook' and page = '/pg-check') = '''@Playbook Reader', 'an @ name is neutralised';
end
$$;
set role anon;
do $$
begin
  begin
    perform 1 from public.leads;
    assert false, 'anon must not read leads';
  exception when insufficient_privilege then null;
  end;
  begin
    perform 1 from public.leads_export;
    assert false, 'anon must not read the export';
  exception when insufficient_privilege then null;
  end;
end
$$;
reset role;

-- The export and the inbox neutralise every formula form a spreadsheet runs, white space and line breaks
-- before it included; a lead's page and campaign obey the single-line rule.
do $$
begin
  assert public.spreadsheet_safe(E' =1+1') = E''' =1+1', 'a space before =';
  assert public.spreadsheet_safe(E'\n=HYPERLINK("x")') = E'''\n=HYPERLINK("x")', 'a line feed before =';
  assert public.spreadsheet_safe(E'\u00a0@SUM(A1)') = E'''\u00a0@SUM(A1)', 'a no-break space before @';
  assert public.spreadsheet_safe(E'\tok') = E'''\tok', 'a leading tab';
  assert public.spreadsheet_safe('Ada - founder') = 'Ada - founder', 'plain text is kept';
end
$$;
-- (As the leads function's take_lead stores them; the checks hold for every role.)
insert into public.playbook_requests (full_name, email, page, utm)
  values (' =HYPERLINK("http://evil.example")', 'pg-spaced@example.com', '/pg-spaced', '{"utm_source": " =1"}');
do $$
begin
  begin
    insert into public.playbook_requests (full_name, email, page) values ('Ada', 'pg-ctl@example.com', E'/x\u0007');
    raise exception 'a page with a control character was stored';
  exception when check_violation then null;
  end;
  begin
    insert into public.playbook_requests (full_name, email, page, utm)
      values ('Ada', 'pg-ctl@example.com', '/x', jsonb_build_object('utm_source', E'a\nBcc: x'));
    raise exception 'a campaign with a line break was stored';
  exception when check_violation then null;
  end;
end
$$;
do $$
begin
  assert (select name from public.leads where page = '/pg-spaced') = ''' =HYPERLINK("http://evil.example")',
    'the inbox stores the name neutralised';
  assert (select utm from public.leads_export where page = '/pg-spaced') = ''' =1', 'the export neutralises the campaign';
end
$$;
