-- The visitor's API (issue 37, docs/security.md "What a visitor can reach", docs/decisions/0029): a schema
-- `api` of a few functions with explicit, bounded arguments, as PostgREST's documentation recommends
-- (schema isolation). Visitors (anon) hold no right on any table or view of `public` any more, so no
-- filter, embedding, count, range, CSV or full-text operator of PostgREST (nor pg_graphql) reaches a table
-- (leads come through the leads Edge Function, issue 36).
--
-- Every function answers one JSON value (never rows PostgREST could filter), runs as its owner
-- (SECURITY DEFINER, empty search_path) and states who may see what itself: a post is public when it is
-- published and its date has come; an MVP when it is published. A draft is read only through its preview
-- token.

create schema api;
comment on schema api is
  'The Data API for visitors: functions with bounded arguments, each answering one JSON value. Exposed by PostgREST beside public (supabase/config.toml).';
revoke all on schema api from public;
grant usage on schema api to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Computed when a post is written, never when it is read.

-- Minutes to read: words divided by 200, rounded up (docs/product/content.md).
alter table public.blog_posts add column read_time integer not null generated always as (
  ceil(coalesce(array_length(array_remove(regexp_split_to_array(content, '\s+'), ''), 1), 0) / 200.0)::integer
) stored;
comment on column public.blog_posts.read_time is 'Minutes to read (words / 200, rounded up), computed from content when it is saved.';

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

-- ---------------------------------------------------------------------------------------------------
-- The content version changes only when what visitors can see changes (issue 37: it moved when a draft was
-- saved, so anyone could watch the owner edit). A change counts when the row it touches is public before or
-- after it: a public post, a tag or tag link of one, an author of one, a published MVP.
create or replace function private.bump_content_version() returns trigger
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

do $$
declare
  content_table text;
begin
  foreach content_table in array array['users', 'blog_posts', 'blog_tags', 'blog_posts_tags', 'labs_mvps'] loop
    execute format(
      'drop trigger %1$s_content_version on public.%1$I;
       create trigger %1$s_content_version after insert or update or delete on public.%1$I
         for each row execute function private.bump_content_version();
       create trigger %1$s_content_truncated after truncate on public.%1$I
         for each statement execute function private.bump_content_version();',
      content_table);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- The API. Page sizes are capped; every argument is used as a value, never as SQL.

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

-- ---------------------------------------------------------------------------------------------------
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

-- Posts holding a LIKE pattern in their lowercased text, newest first, older than the cursor.
create or replace function private.blog_posts_holding(
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

create or replace function private.blog_posts_matching(
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
drop function private.blog_posts_matching(text, uuid[], integer);
drop function private.blog_posts_holding(text, uuid[], integer);

-- The message a visitor's search gets when the text is too short (src/features/blog imports the number).
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

-- ---------------------------------------------------------------------------------------------------
-- Who may call what: visitors the API, and nothing else of the Data API.
revoke all on all functions in schema api from public;
grant execute on all functions in schema api to anon, authenticated, service_role;

-- Tables and views of public: no right for visitors (column grants go with the table's).
revoke select, update, delete, truncate, references, trigger on all tables in schema public from anon, authenticated;
-- Supabase's default privileges would give visitors every table, function and sequence created later.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- The policies and checks that let visitors read tables are gone with the grants.
drop policy "No costly filters from visitors" on public.blog_posts;
drop policy "No costly filters from visitors" on public.blog_posts_tags;
drop policy "No costly filters from visitors" on public.blog_tags;
drop policy "No costly filters from visitors" on public.users;
drop policy "No costly filters from visitors" on public.labs_mvps;
drop function private.refuse_costly_filters();
drop policy "Visitors read published posts whose date has come" on public.blog_posts;
drop policy "Visitors read tag links of public posts" on public.blog_posts_tags;
drop policy "Visitors read tags of public posts" on public.blog_tags;
drop policy "Visitors read authors of public posts" on public.users;
drop policy "Visitors read the published Labs catalogue" on public.labs_mvps;
drop policy "Visitors read the content version" on public.content_version;

-- The public functions the API replaces.
drop function public.blog_search(text, text, integer, integer);
drop function public.blog_related(text, integer);
drop function public.blog_version();
drop function public.blog_card(public.blog_posts);
drop function public.preview_post(text);
drop function public.preview_mvp(text);
revoke all on function private.preview_post(text), private.preview_mvp(text) from anon;
drop function private.preview_post(text);
drop function private.preview_mvp(text);
revoke all on function public.blog_tag_slug(text) from anon, authenticated;
