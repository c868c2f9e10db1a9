-- The owner's side of publishing (docs/owner.md, docs/decisions/0022-owner-publishing.md):
-- 1. scheduled posts: a published post whose date is still to come is hidden from visitors until then;
-- 2. tags by name: blog_posts.tag_names, kept in step with blog_posts_tags both ways;
-- 3. MVP drafts: labs_mvps.published;
-- 4. preview links: one private address per post and MVP, read through a function that checks its token.

-- ---------------------------------------------------------------------------------------------------
-- 1. Scheduled posts. "Public" is now: ticked published AND its date has come. The build, the sitemap,
-- the feed and the browser all read as anon, so this one rule hides a scheduled post everywhere.
drop policy "Visitors read published posts" on public.blog_posts;
create policy "Visitors read published posts whose date has come" on public.blog_posts
  for select to anon using (published and published_at <= now());

drop policy "Visitors read tag links of published posts" on public.blog_posts_tags;
create policy "Visitors read tag links of public posts" on public.blog_posts_tags
  for select to anon using (
    exists (
      select 1 from public.blog_posts p
      where p.id = blog_posts_tags.post_id and p.published and p.published_at <= now()
    )
  );

drop policy "Visitors read tags of published posts" on public.blog_tags;
create policy "Visitors read tags of public posts" on public.blog_tags
  for select to anon using (
    exists (
      select 1
      from public.blog_posts_tags pt
      join public.blog_posts p on p.id = pt.post_id
      where pt.tag_id = blog_tags.id and p.published and p.published_at <= now()
    )
  );

drop policy "Visitors read authors of published posts" on public.users;
create policy "Visitors read authors of public posts" on public.users
  for select to anon using (
    exists (
      select 1 from public.blog_posts p where p.author_id = users.id and p.published and p.published_at <= now()
    )
  );

comment on table public.blog_posts is 'Blog articles. A row appears on the site when published is ticked and its published_at has come (a future date schedules it). Preview any row from preview_links.';
comment on column public.blog_posts.published is 'Tick to publish. With published_at in the future the article is scheduled: hidden until that moment, then the site rebuilds and shows it. Unticked: a draft nobody sees (preview it from preview_links).';
comment on column public.blog_posts.published_at is 'Publication date shown on the article. To schedule, set a future date and time (UTC, e.g. 2026-12-01 09:00:00+00) and tick published. Empty when ticking published: set to now. Newest first.';

-- The scheduled rebuild (supabase/hosted/scheduled-publishing.sql) asks every minute whether a post's date
-- has come since it last asked. The mark of how far it has looked is one row.
create table private.publishing_clock (
  id boolean primary key default true constraint publishing_clock_one_row check (id),
  checked_until timestamptz not null default now()
);
comment on table private.publishing_clock is 'How far the scheduled rebuild has looked for posts whose date came.';
insert into private.publishing_clock default values;

create function private.take_posts_come_due() returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  since timestamptz;
  came integer;
begin
  select checked_until into since from private.publishing_clock for update;
  select count(*)::integer into came
  from public.blog_posts
  where published and published_at > since and published_at <= now();
  update private.publishing_clock set checked_until = now();
  return came;
end;
$$;
comment on function private.take_posts_come_due() is
  'Counts published posts whose date came since the last call, and moves the mark: above zero, rebuild the site.';
revoke all on function private.take_posts_come_due() from public, anon, authenticated;
revoke all on table private.publishing_clock from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- 2. Tags by name. The owner types names in blog_posts.tag_names; blog_posts_tags follows (a new name
-- creates the tag). Links added or removed directly, and tags renamed or deleted, show in tag_names.
alter table public.blog_posts
  add column tag_names text[] not null default '{}'
    constraint blog_posts_tag_names_count check (cardinality(tag_names) <= 20);
comment on column public.blog_posts.tag_names is 'Tags by name, e.g. {No-Code,Pricing}. A new name creates the tag (and its page /blog/tag/<name>); an existing one is matched ignoring case. Remove a name to untag.';

-- Cleans what was typed: trimmed, empty names dropped, each tag once, an existing tag's own spelling.
create function private.normalize_tag_names() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  raw text;
  typed text;
  named text;
  cleaned text[] := '{}';
begin
  foreach raw in array new.tag_names loop
    typed := btrim(raw);
    continue when typed is null or typed = ''
      or exists (select 1 from unnest(cleaned) kept where lower(kept) = lower(typed));
    select t.name into named from public.blog_tags t where lower(t.name) = lower(typed) limit 1;
    cleaned := cleaned || coalesce(named, typed);
  end loop;
  new.tag_names := cleaned;
  return new;
end;
$$;

-- Makes blog_posts_tags match tag_names, creating tags that do not exist yet.
create function private.sync_post_tags() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.blog_tags (name)
  select typed from unnest(new.tag_names) typed
  where not exists (select 1 from public.blog_tags t where lower(t.name) = lower(typed));

  delete from public.blog_posts_tags pt
  using public.blog_tags t
  where pt.post_id = new.id and t.id = pt.tag_id
    and not exists (select 1 from unnest(new.tag_names) typed where lower(typed) = lower(t.name));

  insert into public.blog_posts_tags (post_id, tag_id)
  select new.id, t.id
  from public.blog_tags t
  where exists (select 1 from unnest(new.tag_names) typed where lower(typed) = lower(t.name))
  on conflict do nothing;
  return null;
end;
$$;

create trigger blog_posts_normalize_tag_names before insert or update of tag_names on public.blog_posts
  for each row execute function private.normalize_tag_names();
create trigger blog_posts_sync_tags after insert or update of tag_names on public.blog_posts
  for each row execute function private.sync_post_tags();

-- A link made or removed by hand (or by the seed) updates the post's tag_names. Skipped when the change
-- comes from another trigger (sync_post_tags, a cascade): that one already knows the names.
create function private.tag_names_follow_links() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  post uuid := coalesce(new.post_id, old.post_id);
  names text[];
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  select coalesce(array_agg(t.name order by t.name), '{}') into names
  from public.blog_posts_tags pt join public.blog_tags t on t.id = pt.tag_id
  where pt.post_id = post;
  update public.blog_posts set tag_names = names where id = post and tag_names is distinct from names;
  return null;
end;
$$;
create trigger blog_posts_tags_follow after insert or delete on public.blog_posts_tags
  for each row execute function private.tag_names_follow_links();

-- Renaming a tag renames it in every post; deleting one removes it from every post.
create function private.tag_names_follow_tags() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    update public.blog_posts set tag_names = array_replace(tag_names, old.name, new.name)
    where old.name = any (tag_names);
    return new;
  end if;
  update public.blog_posts set tag_names = array_remove(tag_names, old.name) where old.name = any (tag_names);
  return old;
end;
$$;
create trigger blog_tags_follow after update of name on public.blog_tags
  for each row when (old.name is distinct from new.name) execute function private.tag_names_follow_tags();
create trigger blog_tags_follow_delete before delete on public.blog_tags
  for each row execute function private.tag_names_follow_tags();

revoke all on function private.normalize_tag_names() from public, anon, authenticated;
revoke all on function private.sync_post_tags() from public, anon, authenticated;
revoke all on function private.tag_names_follow_links() from public, anon, authenticated;
revoke all on function private.tag_names_follow_tags() from public, anon, authenticated;

-- Posts that already have links get their names.
update public.blog_posts p
set tag_names = (
  select array_agg(t.name order by t.name)
  from public.blog_posts_tags pt join public.blog_tags t on t.id = pt.tag_id
  where pt.post_id = p.id
)
where exists (select 1 from public.blog_posts_tags pt where pt.post_id = p.id);

-- ---------------------------------------------------------------------------------------------------
-- 3. MVP drafts: existing and new MVPs stay public as before unless the owner unticks published.
alter table public.labs_mvps add column published boolean not null default true;
comment on column public.labs_mvps.published is 'Untick to keep the MVP a draft: off the catalogue, its page and the sitemap (preview it from preview_links). Ticked: public.';
drop policy "Visitors read the Labs catalogue" on public.labs_mvps;
create policy "Visitors read the published Labs catalogue" on public.labs_mvps
  for select to anon using (published and status in ('live', 'beta', 'testing', 'retired'));

-- ---------------------------------------------------------------------------------------------------
-- 4. Preview links. One row per post and per MVP, made with it. The token is the secret: 64 random hex
-- characters (two version-4 UUIDs, 244 random bits). Clearing it makes a new one and revokes the old.
create function private.new_preview_token() returns text
  language sql
  volatile
  set search_path = ''
as $$
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
$$;
revoke all on function private.new_preview_token() from public, anon, authenticated;

create table public.preview_links (
  id uuid primary key default gen_random_uuid(),
  post_slug public.slug constraint preview_links_post_slug_key unique
    references public.blog_posts (slug) on update cascade on delete cascade,
  mvp_slug public.slug constraint preview_links_mvp_slug_key unique
    references public.labs_mvps (slug) on update cascade on delete cascade,
  token text not null constraint preview_links_token_key unique
    constraint preview_links_token_length check (char_length(token) >= 32),
  address text generated always as (
    case when post_slug is not null then '/preview/blog/' || post_slug else '/preview/labs/' || mvp_slug end
    || '#' || token
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint preview_links_one_row check (num_nonnulls(post_slug, mvp_slug) = 1)
);
comment on table public.preview_links is 'Private preview addresses of every post and MVP, drafts included. Copy address, put your site''s origin before it and open it: the page shows the row as it will look, marked Preview. Clear token to revoke the link and get a new one.';
comment on column public.preview_links.post_slug is 'The post this link previews.';
comment on column public.preview_links.mvp_slug is 'The MVP this link previews.';
comment on column public.preview_links.token is 'The secret part of the address. Clear it (empty) and save: a new token is made and the old link stops working.';
comment on column public.preview_links.address is 'The preview address, after your site''s origin: https://www.your-domain.com/preview/... Anyone with it can read the row: share it only with reviewers.';

create function private.fill_preview_token() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.token is null or btrim(new.token) = '' then
    new.token := private.new_preview_token();
  end if;
  return new;
end;
$$;
revoke all on function private.fill_preview_token() from public, anon, authenticated;
create trigger preview_links_fill_token before insert or update of token on public.preview_links
  for each row execute function private.fill_preview_token();
create trigger preview_links_set_updated_at before update on public.preview_links
  for each row execute function public.set_updated_at();

create function private.add_preview_link() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_table_name = 'blog_posts' then
    insert into public.preview_links (post_slug, token) values (new.slug, private.new_preview_token());
  else
    insert into public.preview_links (mvp_slug, token) values (new.slug, private.new_preview_token());
  end if;
  return null;
end;
$$;
revoke all on function private.add_preview_link() from public, anon, authenticated;
create trigger blog_posts_add_preview_link after insert on public.blog_posts
  for each row execute function private.add_preview_link();
create trigger labs_mvps_add_preview_link after insert on public.labs_mvps
  for each row execute function private.add_preview_link();

insert into public.preview_links (post_slug, token) select slug, private.new_preview_token() from public.blog_posts;
insert into public.preview_links (mvp_slug, token) select slug, private.new_preview_token() from public.labs_mvps;

-- Nobody but the owner reads or changes the links.
alter table public.preview_links enable row level security;
revoke all on public.preview_links from anon, authenticated;
grant all on public.preview_links to service_role;

-- The post a token opens, shaped as the article page reads a post (src/features/blog/api/posts.ts), or
-- null. Security definer, so it reads past row-level security (which still hides drafts from every other
-- read); in the private schema, which the Data API does not expose: visitors reach it only through the
-- plain public functions below, which pass the token on.
create function private.preview_post(token text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', p.title, 'subtitle', p.subtitle, 'summary', p.summary,
    'content', p.content, 'featured_image', p.featured_image, 'published', p.published,
    'published_at', p.published_at, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'author', (
      select jsonb_build_object('full_name', u.full_name, 'avatar_url', u.avatar_url, 'title', u.title)
      from public.users u where u.id = p.author_id
    ),
    'tags', (
      select coalesce(jsonb_agg(jsonb_build_object('name', t.name) order by t.name), '[]'::jsonb)
      from public.blog_posts_tags pt join public.blog_tags t on t.id = pt.tag_id
      where pt.post_id = p.id
    )
  )
  from public.preview_links l
  join public.blog_posts p on p.slug = l.post_slug
  where l.token = preview_post.token and char_length(preview_post.token) >= 32;
$$;

-- The MVP a token opens, with every column the MVP page reads, or null.
create function private.preview_mvp(token text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select to_jsonb(m)
  from public.preview_links l
  join public.labs_mvps m on m.slug = l.mvp_slug
  where l.token = preview_mvp.token and char_length(preview_mvp.token) >= 32;
$$;

create function public.preview_post(token text) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select private.preview_post(token);
$$;
comment on function public.preview_post(text) is 'The post a preview token opens (drafts and scheduled posts included), or null.';

create function public.preview_mvp(token text) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select private.preview_mvp(token);
$$;
comment on function public.preview_mvp(text) is 'The MVP a preview token opens (drafts included), or null.';

revoke all on function private.preview_post(text), private.preview_mvp(text),
  public.preview_post(text), public.preview_mvp(text) from public, anon, authenticated;
grant execute on function private.preview_post(text), private.preview_mvp(text),
  public.preview_post(text), public.preview_mvp(text) to anon, service_role;
