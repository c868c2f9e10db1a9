-- Content the owner edits in the Supabase console and every visitor reads: blog posts with their authors
-- and tags, the Labs MVP catalogue, preview links, the content version, the site's images, and the Data
-- API made for visitors (schema `api`).
--
-- Visitors (role anon) hold no right on any table: they read through the functions of `api`, which state
-- who may see what themselves (docs/security.md "What a visitor can reach", docs/decisions/0029). A post
-- is public when it is published and its date has come; an MVP when it is published. A draft is read only
-- through its preview token.

-- ---------------------------------------------------------------------------------------------------
-- Authors
create table public.users (
  id uuid primary key default gen_random_uuid(),
  full_name text not null constraint users_full_name_length check (char_length(btrim(full_name)) between 1 and 120),
  email public.email_address,
  avatar_url text constraint users_avatar_url_length check (char_length(avatar_url) <= 500),
  title text constraint users_title_length check (char_length(title) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.users is 'Blog authors. Name, title and avatar appear on articles; the email is never shown.';
comment on column public.users.full_name is 'Name shown on articles.';
comment on column public.users.email is 'Private contact address: not visible on the site.';
comment on column public.users.avatar_url is 'Photo shown beside the name: a site path (/images/...) or a full URL. Empty: initials are shown.';
comment on column public.users.title is 'Role shown under the name, e.g. "Founder & Growth Advisor". Empty: a default title is shown.';

create trigger users_set_updated_at before update on public.users
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- Blog posts. "Public" is: ticked published AND its date has come (a future published_at schedules it).
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug public.slug not null constraint blog_posts_slug_key unique,
  title text not null constraint blog_posts_title_length check (char_length(btrim(title)) between 1 and 200),
  subtitle text constraint blog_posts_subtitle_length check (char_length(subtitle) <= 300),
  summary text not null default '' constraint blog_posts_summary_length check (char_length(summary) <= 500),
  content text not null default '' constraint blog_posts_content_length check (char_length(content) <= 200000),
  featured_image text constraint blog_posts_featured_image_length check (char_length(featured_image) <= 500),
  published boolean not null default false,
  published_at timestamptz,
  author_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The owner types tags by name here; blog_posts_tags follows (see "Tags by name" below).
  tag_names text[] not null default '{}'
    constraint blog_posts_tag_names_count check (cardinality(tag_names) <= 20),
  -- Minutes to read: words divided by 200, rounded up (docs/product/content.md). Computed when a post is
  -- written, never when it is read.
  read_time integer not null generated always as (
    ceil(coalesce(array_length(array_remove(regexp_split_to_array(content, '\s+'), ''), 1), 0) / 200.0)::integer
  ) stored
);
comment on table public.blog_posts is 'Blog articles. A row appears on the site when published is ticked and its published_at has come (a future date schedules it). Preview any row from preview_links.';
comment on column public.blog_posts.slug is 'The article''s address: /blog/<slug>. Lowercase words joined by hyphens; unique.';
comment on column public.blog_posts.title is 'Headline of the article.';
comment on column public.blog_posts.subtitle is 'Optional line under the headline.';
comment on column public.blog_posts.summary is 'One or two sentences for cards, search results and social previews.';
comment on column public.blog_posts.content is 'The article in Markdown: headings, lists, links, tables, code and images. Raw HTML is not rendered.';
comment on column public.blog_posts.featured_image is 'Header image (16:9): a site path (/images/...) or a full URL. Empty: a default image is shown.';
comment on column public.blog_posts.published is 'Tick to publish. With published_at in the future the article is scheduled: hidden until that moment, then the site rebuilds and shows it. Unticked: a draft nobody sees (preview it from preview_links).';
comment on column public.blog_posts.published_at is 'Publication date shown on the article. To schedule, set a future date and time (UTC, e.g. 2026-12-01 09:00:00+00) and tick published. Empty when ticking published: set to now. Newest first.';
comment on column public.blog_posts.author_id is 'The author (a row of users).';
comment on column public.blog_posts.tag_names is 'Tags by name, e.g. {No-Code,Pricing}. A new name creates the tag (and its page /blog/tag/<name>); an existing one is matched ignoring case. Remove a name to untag.';
comment on column public.blog_posts.read_time is 'Minutes to read (words / 200, rounded up), computed from content when it is saved.';

create index blog_posts_author_id_idx on public.blog_posts (author_id);
create index blog_posts_published_at_idx on public.blog_posts (published_at desc) where published;
-- Newest first, the order of every list: the page a visitor asks for is read from this index.
create index blog_posts_newest_idx on public.blog_posts (coalesce(published_at, created_at) desc, id)
  where published;

create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();
create trigger blog_posts_set_published_at before insert or update on public.blog_posts
  for each row execute function public.set_published_at();

-- ---------------------------------------------------------------------------------------------------
-- Tags
create table public.blog_tags (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint blog_tags_name_key unique
    constraint blog_tags_name_length check (char_length(btrim(name)) between 1 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_tags is 'Topics articles are filed under; each becomes a filter and a page /blog/tag/<name>.';
comment on column public.blog_tags.name is 'Topic name as shown, e.g. "No-Code". Unique.';

create trigger blog_tags_set_updated_at before update on public.blog_tags
  for each row execute function public.set_updated_at();

create table public.blog_posts_tags (
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  tag_id uuid not null references public.blog_tags (id) on delete cascade,
  id uuid not null default gen_random_uuid() constraint blog_posts_tags_id_key unique,
  created_at timestamptz not null default now(),
  primary key (post_id, tag_id)
);
comment on table public.blog_posts_tags is 'Which article carries which tag: one row per pair.';
comment on column public.blog_posts_tags.post_id is 'The article.';
comment on column public.blog_posts_tags.tag_id is 'The tag.';

-- post_id is covered by the primary key; tag_id needs its own index.
create index blog_posts_tags_tag_id_idx on public.blog_posts_tags (tag_id);

-- A tag's address segment (src/config/paths.ts tagSlug): trimmed, lowercased, spaces as hyphens.
create function public.blog_tag_slug(name text) returns text
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select regexp_replace(lower(regexp_replace(name, '^\s+|\s+$', '', 'g')), '\s+', '-', 'g')
$$;
comment on function public.blog_tag_slug(text) is 'A tag''s address segment: "No-Code Tools" is no-code-tools.';
revoke all on function public.blog_tag_slug(text) from public;
grant execute on function public.blog_tag_slug(text) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Tags by name. The owner types names in blog_posts.tag_names; blog_posts_tags follows (a new name
-- creates the tag). Links added or removed directly, and tags renamed or deleted, show in tag_names.

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

-- ---------------------------------------------------------------------------------------------------
-- Labs MVPs
create table public.labs_mvps (
  id uuid primary key default gen_random_uuid(),
  slug public.slug not null constraint labs_mvps_slug_key unique,
  title text not null constraint labs_mvps_title_length check (char_length(btrim(title)) between 1 and 120),
  summary text not null default '' constraint labs_mvps_summary_length check (char_length(summary) <= 500),
  description text not null default '' constraint labs_mvps_description_length check (char_length(description) <= 50000),
  featured_image text constraint labs_mvps_featured_image_length check (char_length(featured_image) <= 500),
  status text not null default 'testing'
    constraint labs_mvps_status_check check (status in ('live', 'beta', 'testing', 'retired')),
  featured boolean not null default false,
  beta_users integer not null default 0 constraint labs_mvps_beta_users_check check (beta_users >= 0),
  github_url public.web_url,
  live_url public.web_url,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- MVPs are public unless the owner unticks published (a draft).
  published boolean not null default true
);
comment on table public.labs_mvps is 'The Labs catalogue: experimental MVPs shown at /labs/mvps and /labs/<slug>.';
comment on column public.labs_mvps.slug is 'The MVP''s address: /labs/<slug>. Lowercase words joined by hyphens; unique.';
comment on column public.labs_mvps.title is 'Name of the MVP.';
comment on column public.labs_mvps.summary is 'One or two sentences for the catalogue card.';
comment on column public.labs_mvps.description is 'Full description in HTML (headings, paragraphs, lists, links). Scripts and styles are stripped.';
comment on column public.labs_mvps.featured_image is 'Card and header image: a site path (/images/...) or a full URL. Empty: a default image is shown.';
comment on column public.labs_mvps.status is 'live, beta (visitors can request access), testing or retired.';
comment on column public.labs_mvps.featured is 'Tick to show the MVP on the Labs landing page, under "Live MVP builds", with its catalogue card.';
comment on column public.labs_mvps.beta_users is 'Number of beta users shown on the card.';
comment on column public.labs_mvps.github_url is 'Optional source code link (shows "View on GitHub").';
comment on column public.labs_mvps.live_url is 'Optional link to the running product (shows "Try It Live").';
comment on column public.labs_mvps.published is 'Untick to keep the MVP a draft: off the catalogue, its page and the sitemap (preview it from preview_links). Ticked: public.';

create trigger labs_mvps_set_updated_at before update on public.labs_mvps
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- Who may do what on the content tables. Never rely on Supabase's default grants: take everything back,
-- then grant exactly. Row-level security is on with no policy, so only the owner and the service role
-- read the tables; visitors read through `api` below.
alter table public.users enable row level security;
alter table public.blog_posts enable row level security;
alter table public.blog_tags enable row level security;
alter table public.blog_posts_tags enable row level security;
alter table public.labs_mvps enable row level security;

revoke all on public.users, public.blog_posts, public.blog_tags, public.blog_posts_tags, public.labs_mvps
  from anon, authenticated;
grant all on public.users, public.blog_posts, public.blog_tags, public.blog_posts_tags, public.labs_mvps
  to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The content version: one row, counted up by any change visitors can see, so a page can tell it is stale.
create table public.content_version (
  id uuid primary key default gen_random_uuid(),
  counter bigint not null default 0,
  changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create unique index content_version_single_row on public.content_version ((true));
comment on table public.content_version is
  'Counts every change to the content tables; pages use it to tell whether they are stale. Kept by triggers: do not edit.';
insert into public.content_version default values;

alter table public.content_version enable row level security;
revoke all on public.content_version from anon, authenticated;
grant all on public.content_version to service_role;

-- A change counts when the row it touches is public before or after it: a public post, a tag or tag link
-- of one, an author of one, a published MVP. Saving a draft moves nothing, so nobody can watch the owner
-- edit.
create function private.bump_content_version() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  visible boolean;
begin
  if tg_op = 'TRUNCATE' then
    visible := true;
  elsif tg_table_name = 'blog_posts' then
    visible := (tg_op <> 'INSERT' and old.published and old.published_at <= now())
      or (tg_op <> 'DELETE' and new.published and new.published_at <= now());
  elsif tg_table_name = 'labs_mvps' then
    visible := (tg_op <> 'INSERT' and old.published) or (tg_op <> 'DELETE' and new.published);
  elsif tg_table_name = 'blog_posts_tags' then
    visible := exists (
      select 1 from public.blog_posts p
      where p.id in (case when tg_op <> 'INSERT' then old.post_id end, case when tg_op <> 'DELETE' then new.post_id end)
        and p.published and p.published_at <= now());
  elsif tg_table_name = 'blog_tags' then
    visible := exists (
      select 1 from public.blog_posts_tags pt join public.blog_posts p on p.id = pt.post_id
      where pt.tag_id = coalesce(new.id, old.id) and p.published and p.published_at <= now());
  elsif tg_table_name = 'users' then
    visible := exists (
      select 1 from public.blog_posts p
      where p.author_id = coalesce(new.id, old.id) and p.published and p.published_at <= now());
  end if;
  if visible then
    update public.content_version set counter = counter + 1, changed_at = now();
  end if;
  return null;
end;
$$;
comment on function private.bump_content_version() is
  'Trigger: counts a change to content visitors can see (not a draft''s, nor a scheduled post''s before its date).';
revoke all on function private.bump_content_version() from public, anon, authenticated;

create trigger users_content_version after insert or update or delete on public.users
  for each row execute function private.bump_content_version();
create trigger users_content_truncated after truncate on public.users
  for each statement execute function private.bump_content_version();
create trigger blog_posts_content_version after insert or update or delete on public.blog_posts
  for each row execute function private.bump_content_version();
create trigger blog_posts_content_truncated after truncate on public.blog_posts
  for each statement execute function private.bump_content_version();
create trigger blog_tags_content_version after insert or update or delete on public.blog_tags
  for each row execute function private.bump_content_version();
create trigger blog_tags_content_truncated after truncate on public.blog_tags
  for each statement execute function private.bump_content_version();
create trigger blog_posts_tags_content_version after insert or update or delete on public.blog_posts_tags
  for each row execute function private.bump_content_version();
create trigger blog_posts_tags_content_truncated after truncate on public.blog_posts_tags
  for each statement execute function private.bump_content_version();
create trigger labs_mvps_content_version after insert or update or delete on public.labs_mvps
  for each row execute function private.bump_content_version();
create trigger labs_mvps_content_truncated after truncate on public.labs_mvps
  for each statement execute function private.bump_content_version();

-- ---------------------------------------------------------------------------------------------------
-- Scheduled posts. The scheduled rebuild (supabase/hosted/scheduled-publishing.sql) asks every minute
-- whether a post's date has come since it last asked. The mark of how far it has looked is one row.
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
-- Preview links. One row per post and per MVP, made with it. The token is the secret: 64 random hex
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

-- Nobody but the owner reads or changes the links.
alter table public.preview_links enable row level security;
revoke all on public.preview_links from anon, authenticated;
grant all on public.preview_links to service_role;

-- ---------------------------------------------------------------------------------------------------
-- What the blog search matches (docs/decisions/0021-blog-at-scale.md): the text kept once, lowercased,
-- beside the post, stored uncompressed. LIKE over it is several times cheaper than ILIKE over the three
-- columns, which lowercased every post's text again at every search.
create table private.blog_search_text (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  -- lower(title || E'\n' || summary || E'\n' || content): lowercased once, matched with LIKE.
  body text not null
);
comment on table private.blog_search_text is
  'The text the blog search matches, lowercased: one row per post, kept by a trigger on blog_posts. Do not edit.';
-- Read whole or not at all: compression would cost a decompression per post at every search.
alter table private.blog_search_text alter column body set storage external;
revoke all on table private.blog_search_text from public, anon, authenticated;

create index blog_search_text_trgm_idx on private.blog_search_text using gin (body extensions.gin_trgm_ops);

create function private.keep_blog_search_text() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into private.blog_search_text (post_id, body)
  values (new.id, lower(new.title || E'\n' || new.summary || E'\n' || new.content))
  on conflict (post_id) do update set body = excluded.body;
  return null;
end;
$$;
comment on function private.keep_blog_search_text() is 'Trigger: keeps a post''s search text (private.blog_search_text).';
revoke all on function private.keep_blog_search_text() from public, anon, authenticated;

create trigger blog_posts_search_text after insert or update of title, summary, content on public.blog_posts
  for each row execute function private.keep_blog_search_text();

-- Both run as their owner because they read the private text; they answer ids of public posts (published,
-- date come) only. `pattern` is a LIKE pattern over the lowercased text; at most `wanted` ids, newest
-- first, older than the cursor (before_date, before_id).

-- Through the trigram index: the posts that may hold the text, then the text of those only. The planner
-- cannot see that reading a post's text (stored apart from the row) is what costs, and without fresh
-- statistics (PGlite never analyzes by itself) it would read every post's text along another index or in
-- table order; here only the trigram index can find them. The pattern is written into the query so the
-- plan is made for it.
create function private.blog_posts_holding(
  pattern text, tag_ids uuid[], before_date timestamptz, before_id uuid, wanted integer
) returns uuid[]
  language plpgsql
  stable
  security definer
  set search_path = ''
  set enable_seqscan = off
  set enable_indexscan = off
as $$
declare
  found uuid[];
begin
  execute format(
    'select array(select p.id from private.blog_search_text s join public.blog_posts p on p.id = s.post_id
       where s.body like %L and p.published and p.published_at <= now() %s %s
       order by coalesce(p.published_at, p.created_at) desc, p.id limit %s)',
    pattern,
    case when tag_ids is null then '' else format(
      'and exists (select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(%L))',
      tag_ids) end,
    case when before_date is null then '' else format(
      'and (coalesce(p.published_at, p.created_at), p.id) < (%L::timestamptz, %L::uuid)', before_date, before_id) end,
    least(greatest(wanted, 0), 100))
    into found;
  return found;
end;
$$;

-- The newest posts first: a common word fills the page from a few hundred of them, so the search stops
-- there; a rarer text goes to the trigram index (above), which then names few posts.
create function private.blog_posts_matching(
  pattern text, tag_ids uuid[], before_date timestamptz, before_id uuid, wanted integer
) returns uuid[]
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  wanted_ids constant integer := least(greatest(wanted, 0), 100);
  -- A text in one post of twenty fills a first page from these.
  looked_at constant integer := 4 * wanted_ids + 200;
  newest uuid[];
  found uuid[];
begin
  select array(
    select p.id from public.blog_posts p
    where p.published and p.published_at <= now()
      and (before_date is null or (coalesce(p.published_at, p.created_at), p.id) < (before_date, before_id))
      and (tag_ids is null or exists (
        select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(tag_ids)))
    order by coalesce(p.published_at, p.created_at) desc, p.id
    limit looked_at)
  into newest;
  select array(
    select candidate.id from unnest(newest) with ordinality as candidate(id, n)
    where (select s.body from private.blog_search_text s where s.post_id = candidate.id) like pattern
    order by candidate.n
    limit wanted_ids)
  into found;
  if cardinality(found) = wanted_ids or cardinality(newest) < looked_at then
    return found;
  end if;
  return private.blog_posts_holding(pattern, tag_ids, before_date, before_id, wanted_ids);
end;
$$;
revoke all on function private.blog_posts_holding(text, uuid[], timestamptz, uuid, integer),
  private.blog_posts_matching(text, uuid[], timestamptz, uuid, integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- What the API answers, built from the tables by the functions below.

-- A post as a list shows it, from its short columns only (a whole-row value would read the body too).
create view private.blog_cards as
select
  p.id,
  p.slug,
  coalesce(p.published_at, p.created_at) as newest,
  p.published and p.published_at <= now() as public,
  jsonb_build_object(
    'id', p.id,
    'slug', p.slug,
    'title', p.title,
    'summary', p.summary,
    'featured_image', p.featured_image,
    'published_date', coalesce(p.published_at, p.created_at),
    'updated_at', p.updated_at,
    'read_time', p.read_time,
    'tags', to_jsonb(array(select t from unnest(p.tag_names) t order by t))
  ) as card
from public.blog_posts p;
comment on view private.blog_cards is 'Each post as a list card (no body); public: published and its date has come.';
revoke all on private.blog_cards from public, anon, authenticated;

-- The cards of these posts, in this order.
create function private.blog_cards_of(ids uuid[]) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(jsonb_agg(c.card order by f.n), '[]')
  from unnest(ids) with ordinality f(id, n) join private.blog_cards c on c.id = f.id
$$;
revoke all on function private.blog_cards_of(uuid[]) from public, anon, authenticated;

-- The article page's post (also a preview's): the post, its author's public columns, its tags.
create function private.blog_article(post_id uuid) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'title', p.title, 'subtitle', p.subtitle, 'summary', p.summary,
    'content', p.content, 'featured_image', p.featured_image, 'published', p.published,
    'published_at', p.published_at, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'read_time', p.read_time,
    'author', (
      select jsonb_build_object('full_name', u.full_name, 'avatar_url', u.avatar_url, 'title', u.title)
      from public.users u where u.id = p.author_id
    ),
    'tags', to_jsonb(array(select t from unnest(p.tag_names) t order by t))
  )
  from public.blog_posts p
  where p.id = post_id
$$;
revoke all on function private.blog_article(uuid) from public, anon, authenticated;

-- An MVP as the catalogue shows it (no description), and as its page shows it.
create view private.labs_mvp_cards as
select
  m.id,
  m.published,
  m.status,
  m.created_at,
  jsonb_build_object(
    'id', m.id, 'slug', m.slug, 'title', m.title, 'summary', m.summary, 'featured_image', m.featured_image,
    'status', m.status, 'featured', m.featured, 'beta_users', m.beta_users, 'github_url', m.github_url,
    'live_url', m.live_url, 'created_at', m.created_at, 'updated_at', m.updated_at
  ) as card
from public.labs_mvps m;
revoke all on private.labs_mvp_cards from public, anon, authenticated;

create function private.labs_mvp_page(mvp_id uuid) returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select c.card || jsonb_build_object('description', m.description)
  from private.labs_mvp_cards c join public.labs_mvps m on m.id = c.id
  where c.id = mvp_id
$$;
revoke all on function private.labs_mvp_page(uuid) from public, anon, authenticated;

-- The ids of a tag's address segment (src/config/paths.ts tagSlug); null for no tag.
create function private.tag_ids(tag text) returns uuid[]
  language sql
  stable
  set search_path = ''
as $$
  select case when nullif(tag, '') is null then null else
    (select coalesce(array_agg(t.id), '{}') from public.blog_tags t
     where public.blog_tag_slug(t.name) = left(tag, 100)) end
$$;
revoke all on function private.tag_ids(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The visitor's API: a schema `api` of a few functions with explicit, bounded arguments, as PostgREST's
-- documentation recommends (schema isolation). No filter, embedding, count, range, CSV or full-text
-- operator of PostgREST (nor pg_graphql) reaches a table. Every function answers one JSON value (never
-- rows PostgREST could filter), runs as its owner (SECURITY DEFINER, empty search_path) and states who may
-- see what itself. Page sizes are capped; every argument is used as a value, never as SQL.
create schema api;
comment on schema api is
  'The Data API for visitors: functions with bounded arguments, each answering one JSON value. Exposed by PostgREST beside public (supabase/config.toml).';
revoke all on schema api from public;
grant usage on schema api to anon, authenticated, service_role;

-- The version a page compares with the one it was built with: the counter, and the date of the newest
-- public post, which moves when a scheduled post's time comes (no row changes then).
create function api.content_version() returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select (select counter from public.content_version)::text || '-' || coalesce(
    (select extract(epoch from max(p.published_at))::text from public.blog_posts p
     where p.published and p.published_at <= now()), '')
$$;
comment on function api.content_version() is
  'A short string that changes whenever anything a blog or Labs page shows changes, and only then.';

-- A page of the blog list, or of a tag's list: `page_size` cards (at most 50) from `page_offset`, newest
-- first, whether more follow, and how many there are. The page's ids come from the newest-first index; only
-- their cards are built.
create function api.blog_posts(tag text default null, page_offset integer default 0, page_size integer default 12)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  size constant integer := least(greatest(coalesce(page_size, 12), 1), 50);
  skipped constant integer := least(greatest(coalesce(page_offset, 0), 0), 1000000);
  tagged constant uuid[] := private.tag_ids(tag);
  ids uuid[];
  total bigint;
begin
  select array(
    select c.id from private.blog_cards c
    where c.public and (tagged is null or exists (
      select 1 from public.blog_posts_tags pt where pt.post_id = c.id and pt.tag_id = any(tagged)))
    order by c.newest desc, c.id
    offset skipped limit size + 1)
  into ids;
  select count(*) into total from private.blog_cards c
  where c.public and (tagged is null or exists (
    select 1 from public.blog_posts_tags pt where pt.post_id = c.id and pt.tag_id = any(tagged)));
  return jsonb_build_object(
    'posts', private.blog_cards_of(ids[1:size]),
    'has_more', cardinality(ids) > size,
    'total', total);
end;
$$;
comment on function api.blog_posts(text, integer, integer) is
  'A page of the blog list (a tag''s address segment, or null for all): cards newest first, has_more, total.';

-- One public post by its address, with its author and tags; null when there is none.
create function api.blog_post(post_slug text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.blog_article(p.id) from public.blog_posts p
  where p.slug = left(post_slug, 100) and p.published and p.published_at <= now()
$$;
comment on function api.blog_post(text) is 'The public post at /blog/<post_slug>, or null.';

-- Up to three other public posts sharing the most tags with the article, then the newest.
create function api.blog_related(post_slug text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with article as (
    select p.id from public.blog_posts p
    where p.slug = left(post_slug, 100) and p.published and p.published_at <= now()
  ),
  scored as (
    select other.post_id, count(*) as shared
    from public.blog_posts_tags mine
    join public.blog_posts_tags other on other.tag_id = mine.tag_id
    where mine.post_id = (select id from article) and other.post_id <> mine.post_id
    group by other.post_id
  ),
  chosen as (
    select c.card, s.shared, c.newest, c.id
    from scored s join private.blog_cards c on c.id = s.post_id
    where c.public
    order by s.shared desc, c.newest desc, c.id
    limit 3
  )
  select coalesce(jsonb_agg(chosen.card order by chosen.shared desc, chosen.newest desc, chosen.id), '[]')
  from chosen
$$;
comment on function api.blog_related(text) is 'Up to 3 public cards sharing tags with the article: most shared tags first, then newest.';

-- The tags public posts carry, alphabetically (each is a topic link and a page /blog/tag/<name>).
create function api.blog_tags() returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(t.name order by t.name), '[]')
  from public.blog_tags t
  where exists (
    select 1 from public.blog_posts_tags pt join public.blog_posts p on p.id = pt.post_id
    where pt.tag_id = t.id and p.published and p.published_at <= now())
$$;
comment on function api.blog_tags() is 'The names of the tags public posts carry, alphabetically.';

-- What the build needs of every public post for the sitemap: address, last edit and tags, 1,000 at a
-- time in address order after `after_slug`.
create function api.blog_post_stamps(after_slug text default null) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('slug', s.slug, 'updated_at', s.updated_at, 'tags', s.tag_names)
                            order by s.slug), '[]')
  from (
    select p.slug, p.updated_at, p.tag_names from public.blog_posts p
    where p.published and p.published_at <= now() and (after_slug is null or p.slug > left(after_slug, 100))
    order by p.slug
    limit 1000
  ) s
$$;
comment on function api.blog_post_stamps(text) is
  'Slug, updated_at and tags of public posts, 1,000 at a time in slug order after after_slug (the build''s sitemap).';

-- The Labs catalogue: published MVPs without their descriptions, status ascending then newest first.
create function api.labs_mvps() returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(c.card order by c.status, c.created_at desc), '[]')
  from (select * from private.labs_mvp_cards where published order by status, created_at desc limit 500) c
$$;
comment on function api.labs_mvps() is 'The published MVPs (at most 500), without descriptions: status ascending, newest first.';

-- One published MVP by its address; null when there is none.
create function api.labs_mvp(mvp_slug text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.labs_mvp_page(m.id) from public.labs_mvps m where m.slug = left(mvp_slug, 100) and m.published
$$;
comment on function api.labs_mvp(text) is 'The published MVP at /labs/<mvp_slug>, or null.';

-- Previews: the row a preview token opens, drafts and scheduled posts included; null for any other token.
create function api.preview_post(token text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.blog_article(p.id)
  from public.preview_links l join public.blog_posts p on p.slug = l.post_slug
  where l.token = preview_post.token and char_length(preview_post.token) between 32 and 200
$$;
comment on function api.preview_post(text) is 'The post a preview token opens (drafts and scheduled posts included), or null.';

create function api.preview_mvp(token text) returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select private.labs_mvp_page(m.id)
  from public.preview_links l join public.labs_mvps m on m.slug = l.mvp_slug
  where l.token = preview_mvp.token and char_length(preview_mvp.token) between 32 and 200
$$;
comment on function api.preview_mvp(text) is 'The MVP a preview token opens (drafts included), or null.';

-- Search: the one read that costs (it reads posts' text). Bounded three ways: a text of at least 3
-- characters (the trigram index cannot answer shorter ones, which meant reading every post's text); the
-- scan of private.blog_posts_matching (the newest posts first, then the trigram index); and a budget per
-- client address, charged here. Charging writes, so the function is VOLATILE: PostgREST runs a POST to it
-- in a read-write transaction, and a GET of it read-only, where the charge fails (405): no search escapes
-- the budget. Results are paged with a cursor (`after`, the `next` of the page before), not an offset, so a
-- later page costs what the first does.
create table private.read_limits (
  only_row boolean primary key default true constraint read_limits_one_row check (only_row),
  searches_per_minute integer not null default 30 check (searches_per_minute >= 0)
);
comment on table private.read_limits is
  'How many blog searches one client address (an IPv6 /64) may run a minute. Change with: update private.read_limits set searches_per_minute = 60;';
insert into private.read_limits default values;
revoke all on private.read_limits from public, anon, authenticated;
grant select, update on private.read_limits to service_role;

-- The search. The site checks the same 3-character minimum before it asks (SEARCH_MIN_LENGTH in
-- src/features/blog/api/posts.ts).
create function api.blog_search(search text, tag text default null, after text default null, page_size integer default 12)
  returns jsonb
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  needle constant text := lower(regexp_replace(coalesce(search, ''), '^\s+|\s+$', '', 'g'));
  size constant integer := least(greatest(coalesce(page_size, 12), 1), 50);
  tagged constant uuid[] := private.tag_ids(tag);
  -- The client's address as the platform states it (a session outside PostgREST has no request headers).
  address constant text := case when nullif(current_setting('request.headers', true), '') is not null
                                then private.address_group(private.client_address()) end;
  cursor_date timestamptz;
  cursor_id uuid;
  found uuid[];
  page jsonb;
  last_card jsonb;
begin
  if char_length(needle) < 3 or char_length(needle) > 200 then
    raise sqlstate 'PT400' using
      message = 'Search for at least 3 characters (and at most 200).',
      detail = 'A shorter text cannot use the search index.';
  end if;
  if after is not null then
    begin
      cursor_date := split_part(after, '|', 1)::timestamptz;
      cursor_id := split_part(after, '|', 2)::uuid;
    exception when others then
      raise sqlstate 'PT400' using message = 'after is the next value of the page before.';
    end;
  end if;
  if address is not null and not private.take_from_budget(
      'search:' || address, (select searches_per_minute from private.read_limits), interval '1 minute') then
    raise sqlstate 'PT429' using
      message = 'Too many searches from your connection. Please wait a minute and try again.',
      detail = 'Each connection may search a limited number of times a minute.';
  end if;
  found := private.blog_posts_matching(
    '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%',
    tagged, cursor_date, cursor_id, size + 1);
  page := private.blog_cards_of(found[1:size]);
  last_card := page -> (jsonb_array_length(page) - 1);
  return jsonb_build_object(
    'posts', page,
    'has_more', cardinality(found) > size,
    'next', case when cardinality(found) > size then
      (last_card ->> 'published_date') || '|' || (last_card ->> 'id') end);
end;
$$;
comment on function api.blog_search(text, text, text, integer) is
  'Blog search (POST): public cards whose title, summary or body holds the text (3 characters or more, case-insensitive), with a tag''s address segment, newest first, page_size at a time after the cursor `after`; budgeted per client address (HTTP 429 beyond it).';

-- Visitors may call the API, and nothing else of the Data API.
revoke all on all functions in schema api from public;
grant execute on all functions in schema api to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Images by upload (docs/owner.md, "Images"): a public Storage bucket `site-images` for blog covers, images
-- inside articles and MVP pictures. Anyone may fetch a file by its address (the build does, to make the
-- sized variants pages show); nobody but the owner (the dashboard, the service role) may add, replace or
-- delete one.
--
-- A hosted project has Supabase's `storage` schema. A local PGlite database and the plain PostgreSQL of
-- `npm run db:check-postgres` do not: there a stand-in with the same tables (the columns these rules and
-- the local backend use) and Supabase's grants is created, so the same policies are applied and tested.
do $$
begin
  if to_regclass('storage.buckets') is null then
    create schema if not exists storage;
    create table storage.buckets (
      id text primary key,
      name text not null unique,
      owner uuid,
      public boolean default false,
      file_size_limit bigint,
      allowed_mime_types text[],
      created_at timestamptz default now(),
      updated_at timestamptz default now()
    );
    create table storage.objects (
      id uuid primary key default gen_random_uuid(),
      bucket_id text references storage.buckets (id),
      name text,
      owner uuid,
      metadata jsonb,
      created_at timestamptz default now(),
      updated_at timestamptz default now(),
      last_accessed_at timestamptz default now(),
      constraint objects_bucket_id_name_key unique (bucket_id, name)
    );
    alter table storage.buckets enable row level security;
    alter table storage.objects enable row level security;
    -- As on a hosted project: the API roles hold the table privileges, and policies decide.
    grant usage on schema storage to anon, authenticated, service_role;
    grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
  end if;
end
$$;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'site-images', 'site-images', true, 10 * 1024 * 1024,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do nothing;

-- Restrictive: whatever permissive policy another bucket ever gets, a visitor or a signed-in user can
-- never write to this one. The owner's uploads go through the dashboard, which bypasses row-level security.
create policy "Only the owner adds site images" on storage.objects
  as restrictive for insert to anon, authenticated
  with check (bucket_id <> 'site-images');
create policy "Only the owner replaces site images" on storage.objects
  as restrictive for update to anon, authenticated
  using (bucket_id <> 'site-images') with check (bucket_id <> 'site-images');
create policy "Only the owner deletes site images" on storage.objects
  as restrictive for delete to anon, authenticated
  using (bucket_id <> 'site-images');
-- No select policy: a public bucket serves every file by its address without one, and without one the API
-- lists nobody the bucket's contents (the images of a draft stay unguessable).
