-- The blog at ten thousand posts (docs/decisions/0021-blog-at-scale.md): every read a visitor's page makes
-- is one small, fixed-shape function call whose answer does not grow with the number of posts.
--   blog_search   a page of cards matching a text (title, summary or body, case-insensitive substring)
--                 and a tag, with the total count; served by a trigram index.
--   blog_related  up to 3 cards sharing the article's tags.
--   blog_version  one short string that changes whenever anything a blog page shows changes.
-- All run as the caller (SECURITY INVOKER): row-level security decides what a visitor sees, drafts and
-- posts whose time has not come included, exactly as for a direct read of the tables.

-- Trigram indexes answer ILIKE '%text%' without reading every post. Supabase keeps extensions in their
-- own schema; the local backend and the PostgreSQL check load the same contrib module.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------------
-- What search matches: title, summary and body, joined as the site always joined them.
create function public.blog_searchable_text(title text, summary text, content text) returns text
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select title || E'\n' || summary || E'\n' || content
$$;
comment on function public.blog_searchable_text(text, text, text) is
  'The text the blog search matches: title, summary and body, one per line.';

create index blog_posts_searchable_trgm_idx on public.blog_posts
  using gin (public.blog_searchable_text(title, summary, content) extensions.gin_trgm_ops);

-- Newest first, the order of every list: the page a visitor asks for is read from this index.
create index blog_posts_newest_idx on public.blog_posts (coalesce(published_at, created_at) desc, id)
  where published;

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

-- The card a list shows for a post (src/features/blog/lib/posts.ts BlogCard): never the body.
create function public.blog_card(post public.blog_posts) returns json
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select json_build_object(
    'id', post.id,
    'slug', post.slug,
    'title', post.title,
    'summary', post.summary,
    'featured_image', post.featured_image,
    'published_date', coalesce(post.published_at, post.created_at),
    'updated_at', post.updated_at,
    -- Words divided by 200, rounded up (docs/product/content.md).
    'read_time', ceil(coalesce(array_length(array_remove(regexp_split_to_array(post.content, '\s+'), ''), 1), 0) / 200.0)::int,
    'tags', coalesce(
      (select json_agg(t.name order by t.name)
       from public.blog_posts_tags pt join public.blog_tags t on t.id = pt.tag_id
       where pt.post_id = post.id),
      '[]'::json)
  )
$$;
comment on function public.blog_card(public.blog_posts) is 'A post as a list card: no body, its tags by name.';

-- ---------------------------------------------------------------------------------------------------
-- Which published posts hold a text (a LIKE pattern), newest first, as ids only, stopping after
-- `at_least` of them. It runs as its owner because row-level security keeps an index from answering
-- a condition PostgreSQL cannot prove leaks nothing (ILIKE): as the visitor, every search read every
-- post. It considers published posts only and answers ids, which blog_search then reads as the visitor,
-- so row-level security still decides what is shown. The pattern is written into the query (quoted)
-- so the plan fits it: a rare word through the trigram index, a common one along the newest-first index.
create function private.blog_posts_matching(pattern text, tag_ids uuid[], at_least integer) returns uuid[]
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  found uuid[];
begin
  execute format(
    'select array(select p.id from public.blog_posts p
       where p.published and public.blog_searchable_text(p.title, p.summary, p.content) ilike %L %s
       order by coalesce(p.published_at, p.created_at) desc, p.id limit %s)',
    pattern,
    case when tag_ids is null then '' else format(
      'and exists (select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(%L))',
      tag_ids) end,
    least(greatest(at_least, 0), 10000))
    into found;
  return found;
end;
$$;
comment on function private.blog_posts_matching(text, uuid[], integer) is
  'Ids of published posts whose text matches a LIKE pattern, newest first; blog_search reads them as the visitor.';
revoke all on function private.blog_posts_matching(text, uuid[], integer) from public;
grant execute on function private.blog_posts_matching(text, uuid[], integer) to anon, authenticated, service_role;

-- Search: `search` ('' for none) AND `tag` (a tag's address segment; null or '' for none), newest first,
-- `page_limit` cards from `page_offset`; `has_more` says whether another page follows. `total` is how
-- many match in all; with a search text it is counted only up to 100 past the page (null: more than
-- that), because counting every post that holds a common word means reading every post's text.
create function public.blog_search(
  search text default '',
  tag text default null,
  page_offset integer default 0,
  page_limit integer default 12
) returns json
  language plpgsql
  stable
  security invoker
  set search_path = ''
as $$
declare
  needle constant text := nullif(regexp_replace(coalesce(search, ''), '^\s+|\s+$', '', 'g'), '');
  page_size constant integer := least(greatest(coalesce(page_limit, 12), 0), 100);
  skipped constant integer := greatest(coalesce(page_offset, 0), 0);
  counted_to constant integer := skipped + page_size + 100;
  tag_ids uuid[];
  candidates uuid[];
  visible uuid[];
  total bigint;
  cards json;
begin
  if nullif(tag, '') is not null then
    select coalesce(array_agg(t.id), '{}') into tag_ids
    from public.blog_tags t where public.blog_tag_slug(t.name) = tag;
  end if;

  if needle is null then
    -- Every condition here can use an index as the visitor.
    select array(
      select p.id from public.blog_posts p
      where p.published and (tag_ids is null or exists (
        select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(tag_ids)))
      order by coalesce(p.published_at, p.created_at) desc, p.id
      offset skipped limit page_size + 1)
    into visible;
    select count(*) into total from public.blog_posts p
    where p.published and (tag_ids is null or exists (
      select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(tag_ids)));
  else
    -- The text as typed: LIKE's own characters taken literally.
    candidates := private.blog_posts_matching(
      '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%', tag_ids, counted_to);
    select array(
      select p.id from public.blog_posts p where p.id = any(candidates)
      order by coalesce(p.published_at, p.created_at) desc, p.id)
    into visible;
    total := case when cardinality(candidates) < counted_to then cardinality(visible) end;
    visible := visible[skipped + 1 : skipped + page_size + 1];
  end if;

  select json_agg(public.blog_card(p) order by page.n) into cards
  from unnest(visible[1:page_size]) with ordinality as page(id, n)
  join public.blog_posts p on p.id = page.id;
  return json_build_object(
    'total', total,
    'has_more', coalesce(cardinality(visible), 0) > page_size,
    'posts', coalesce(cards, '[]'::json)
  );
end;
$$;
comment on function public.blog_search(text, text, integer, integer) is
  'The blog list: cards matching a text (title, summary or body, case-insensitive) and a tag slug, newest first, one page and the total.';

-- Related articles: other posts sharing the most tags with the article, then the newest; up to 3 cards.
create function public.blog_related(post_slug text, max_posts integer default 3) returns json
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  with article as (
    select p.id from public.blog_posts p where p.slug = post_slug and p.published
  ),
  scored as (
    select other.post_id, count(*) as shared
    from public.blog_posts_tags mine
    join public.blog_posts_tags other on other.tag_id = mine.tag_id
    where mine.post_id = (select id from article) and other.post_id <> mine.post_id
    group by other.post_id
  ),
  chosen as (
    select p.id, s.shared, coalesce(p.published_at, p.created_at) as newest
    from scored s join public.blog_posts p on p.id = s.post_id
    where p.published
    order by s.shared desc, newest desc, p.id
    limit least(greatest(max_posts, 0), 12)
  )
  select coalesce(
    json_agg(public.blog_card(p) order by chosen.shared desc, chosen.newest desc, chosen.id),
    '[]'::json)
  from chosen join public.blog_posts p on p.id = chosen.id
$$;
comment on function public.blog_related(text, integer) is
  'Up to max_posts published cards sharing tags with the article: most shared tags first, then newest.';

-- ---------------------------------------------------------------------------------------------------
-- The content version: one row, counted up by any change to the five content tables.
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

create function private.bump_content_version() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update public.content_version set counter = counter + 1, changed_at = now();
  return null;
end;
$$;
comment on function private.bump_content_version() is 'Trigger: counts a change to a content table.';
revoke all on function private.bump_content_version() from public, anon, authenticated;

create trigger users_content_version after insert or update or delete or truncate on public.users
  for each statement execute function private.bump_content_version();
create trigger blog_posts_content_version after insert or update or delete or truncate on public.blog_posts
  for each statement execute function private.bump_content_version();
create trigger blog_tags_content_version after insert or update or delete or truncate on public.blog_tags
  for each statement execute function private.bump_content_version();
create trigger blog_posts_tags_content_version after insert or update or delete or truncate on public.blog_posts_tags
  for each statement execute function private.bump_content_version();
create trigger labs_mvps_content_version after insert or update or delete or truncate on public.labs_mvps
  for each statement execute function private.bump_content_version();

alter table public.content_version enable row level security;
revoke all on public.content_version from anon, authenticated;
grant all on public.content_version to service_role;
grant select (counter) on public.content_version to anon;
create policy "Visitors read the content version" on public.content_version for select to anon using (true);

-- The version a blog page compares with the one it was built with: the counter, and how many posts the
-- visitor may see, which also moves when a scheduled post's time arrives (no row changes then).
create function public.blog_version() returns text
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select (select counter from public.content_version) || '-' || (select count(*) from public.blog_posts where published)
$$;
comment on function public.blog_version() is
  'A short string that changes whenever anything a blog page shows changes.';

-- Functions are executable by everyone by default; grant them to exactly the roles that read the blog.
revoke all on function public.blog_searchable_text(text, text, text), public.blog_tag_slug(text),
  public.blog_card(public.blog_posts), public.blog_search(text, text, integer, integer),
  public.blog_related(text, integer), public.blog_version() from public;
-- (blog_searchable_text only runs inside the index and private.blog_posts_matching.)
grant execute on function public.blog_tag_slug(text), public.blog_card(public.blog_posts), public.blog_search(text, text, integer, integer),
  public.blog_related(text, integer), public.blog_version() to anon, authenticated, service_role;
grant execute on function public.blog_searchable_text(text, text, text) to service_role;
