-- The blog search in milliseconds at ten thousand posts (docs/decisions/0021-blog-at-scale.md, issue 29).
-- Same meaning as before: a case-insensitive substring of the title, summary or body, combined with a tag,
-- newest first, one page at a time, only posts a visitor may see. What changed is how it is found:
--   1. The text is kept once, lowercased, beside the post (private.blog_search_text), stored uncompressed:
--      LIKE over it is several times cheaper than ILIKE over the three columns, which lowercased every
--      post's text again at every search.
--   2. The newest posts are looked at first: a common word fills the page from a few hundred of them and
--      the search stops there. Only a rarer text goes to the trigram index, which then names few posts.
--   3. A search no longer counts every match (that meant reading every post holding a common word): the
--      total is given when the search ends on the page asked for, and `has_more` says whether it goes on.
--      The site never showed a search's total.

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

insert into private.blog_search_text (post_id, body)
select id, lower(title || E'\n' || summary || E'\n' || content) from public.blog_posts;

-- The previous way: ILIKE over an expression of the three columns.
drop function private.blog_posts_matching(text, uuid[], integer);
drop index public.blog_posts_searchable_trgm_idx;
drop function public.blog_searchable_text(text, text, text);

-- ---------------------------------------------------------------------------------------------------
-- Both run as their owner because they read the private text; they answer ids of public posts (published,
-- date come) only, which blog_search reads again as the visitor, so row-level security still decides.
-- `pattern` is a LIKE pattern over the lowercased text; at most `wanted` ids, newest first.

-- Through the trigram index: the posts that may hold the text, then the text of those only. The planner
-- cannot see that reading a post's text (stored apart from the row) is what costs, and without fresh
-- statistics (PGlite never analyzes by itself) it would read every post's text along another index or in
-- table order; here only the trigram index can find them. The pattern is written into the query so the
-- plan is made for it.
create function private.blog_posts_holding(pattern text, tag_ids uuid[], wanted integer) returns uuid[]
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
       where s.body like %L and p.published and p.published_at <= now() %s
       order by coalesce(p.published_at, p.created_at) desc, p.id limit %s)',
    pattern,
    case when tag_ids is null then '' else format(
      'and exists (select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(%L))',
      tag_ids) end,
    least(greatest(wanted, 0), 10000))
    into found;
  return found;
end;
$$;
comment on function private.blog_posts_holding(text, uuid[], integer) is
  'Ids of public posts whose lowercased text matches a LIKE pattern, found through the trigram index, newest first.';

-- The newest posts first: a common word fills the page from a few hundred of them, so the search stops
-- there; a rarer text goes to the trigram index (above), which then names few posts.
create function private.blog_posts_matching(pattern text, tag_ids uuid[], wanted integer) returns uuid[]
  language plpgsql
  stable
  security definer
  set search_path = ''
as $$
declare
  wanted_ids constant integer := least(greatest(wanted, 0), 10000);
  -- A text in one post of twenty fills a first page from these.
  looked_at constant integer := 4 * wanted_ids + 200;
  newest uuid[];
  found uuid[];
begin
  select array(
    select p.id from public.blog_posts p
    where p.published and p.published_at <= now() and (tag_ids is null or exists (
      select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(tag_ids)))
    order by coalesce(p.published_at, p.created_at) desc, p.id
    limit looked_at)
  into newest;
  -- Each text read by its key, in the order above (a subquery, so no other post's text is read).
  select array(
    select candidate.id from unnest(newest) with ordinality as candidate(id, n)
    where (select s.body from private.blog_search_text s where s.post_id = candidate.id) like pattern
    order by candidate.n
    limit wanted_ids)
  into found;
  if cardinality(found) = wanted_ids or cardinality(newest) < looked_at then
    return found;
  end if;
  return private.blog_posts_holding(pattern, tag_ids, wanted_ids);
end;
$$;
comment on function private.blog_posts_matching(text, uuid[], integer) is
  'Ids of public posts whose lowercased text matches a LIKE pattern, newest first; blog_search reads them as the visitor.';
revoke all on function private.blog_posts_holding(text, uuid[], integer), private.blog_posts_matching(text, uuid[], integer) from public;
grant execute on function private.blog_posts_holding(text, uuid[], integer), private.blog_posts_matching(text, uuid[], integer)
  to anon, authenticated, service_role;

-- Search: `search` ('' for none) AND `tag` (a tag's address segment; null or '' for none), newest first,
-- `page_limit` cards from `page_offset`; `has_more` says whether another page follows. `total` is how many
-- match in all: always without a search text; with one, only when the matches end on this page (null
-- when more follow: counting them would mean reading every post holding the text).
create or replace function public.blog_search(
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
  needle constant text := lower(nullif(regexp_replace(coalesce(search, ''), '^\s+|\s+$', '', 'g'), ''));
  page_size constant integer := least(greatest(coalesce(page_limit, 12), 0), 100);
  skipped constant integer := greatest(coalesce(page_offset, 0), 0);
  tag_ids uuid[];
  visible uuid[];
  total bigint;
  cards json;
begin
  if nullif(tag, '') is not null then
    select coalesce(array_agg(t.id), '{}') into tag_ids
    from public.blog_tags t where public.blog_tag_slug(t.name) = tag;
  end if;

  if needle is null then
    -- Public posts only (published, date come), in the page and the count alike, whoever asks: row-level
    -- security says the same for a visitor, and every condition here can use an index.
    select array(
      select p.id from public.blog_posts p
      where p.published and p.published_at <= now() and (tag_ids is null or exists (
        select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(tag_ids)))
      order by coalesce(p.published_at, p.created_at) desc, p.id
      offset skipped limit page_size + 1)
    into visible;
    select count(*) into total from public.blog_posts p
    where p.published and p.published_at <= now() and (tag_ids is null or exists (
      select 1 from public.blog_posts_tags pt where pt.post_id = p.id and pt.tag_id = any(tag_ids)));
  else
    -- The text as typed, lowercased (as ILIKE compares), with LIKE's own characters taken literally;
    -- the matches are read again as the visitor.
    select array(
      select p.id from unnest(private.blog_posts_matching(
          '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%',
          tag_ids, skipped + page_size + 1)) with ordinality as found(id, n)
        join public.blog_posts p on p.id = found.id
      order by found.n)
    into visible;
    -- Fewer than asked for: that is every match.
    total := case when cardinality(visible) <= skipped + page_size then cardinality(visible) end;
    visible := visible[skipped + 1:];
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
  'The blog list: cards matching a text (title, summary or body, case-insensitive) and a tag slug, newest first, one page; the total when known.';
