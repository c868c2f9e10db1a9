-- Content the owner edits in the Supabase console and every visitor reads: blog posts with their authors
-- and tags, and the Labs MVP catalogue. Visitors (role anon) may read published content and nothing else.

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
comment on table public.users is 'Blog authors. Name, title and avatar appear on articles; the e-mail is never shown.';
comment on column public.users.full_name is 'Name shown on articles.';
comment on column public.users.email is 'Private contact address: not visible on the site.';
comment on column public.users.avatar_url is 'Photo shown beside the name: a site path (/images/...) or a full URL. Empty: initials are shown.';
comment on column public.users.title is 'Role shown under the name, e.g. "Founder & Growth Advisor". Empty: a default title is shown.';

create trigger users_set_updated_at before update on public.users
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- Blog posts
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
  updated_at timestamptz not null default now()
);
comment on table public.blog_posts is 'Blog articles. Only rows with published = true appear on the site.';
comment on column public.blog_posts.slug is 'The article''s address: /blog/<slug>. Lowercase words joined by hyphens; unique.';
comment on column public.blog_posts.title is 'Headline of the article.';
comment on column public.blog_posts.subtitle is 'Optional line under the headline.';
comment on column public.blog_posts.summary is 'One or two sentences for cards, search results and social previews.';
comment on column public.blog_posts.content is 'The article in Markdown: headings, lists, links, tables, code and images. Raw HTML is not rendered.';
comment on column public.blog_posts.featured_image is 'Header image (16:9): a site path (/images/...) or a full URL. Empty: a default image is shown.';
comment on column public.blog_posts.published is 'Tick to show the article on the site. Unticked: a draft nobody sees.';
comment on column public.blog_posts.published_at is 'Publication date shown on the article; set automatically on publishing when empty. Newest first.';
comment on column public.blog_posts.author_id is 'The author (a row of users).';

create index blog_posts_author_id_idx on public.blog_posts (author_id);
create index blog_posts_published_at_idx on public.blog_posts (published_at desc) where published;

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
  updated_at timestamptz not null default now()
);
comment on table public.labs_mvps is 'The Labs catalogue: experimental MVPs shown at /labs/mvps and /labs/<slug>.';
comment on column public.labs_mvps.slug is 'The MVP''s address: /labs/<slug>. Lowercase words joined by hyphens; unique.';
comment on column public.labs_mvps.title is 'Name of the MVP.';
comment on column public.labs_mvps.summary is 'One or two sentences for the catalogue card.';
comment on column public.labs_mvps.description is 'Full description in HTML (headings, paragraphs, lists, links). Scripts and styles are stripped.';
comment on column public.labs_mvps.featured_image is 'Card and header image: a site path (/images/...) or a full URL. Empty: a default image is shown.';
comment on column public.labs_mvps.status is 'live, beta (visitors can request access), testing or retired.';
comment on column public.labs_mvps.featured is 'Tick to highlight the MVP.';
comment on column public.labs_mvps.beta_users is 'Number of beta users shown on the card.';
comment on column public.labs_mvps.github_url is 'Optional source code link (shows "View on GitHub").';
comment on column public.labs_mvps.live_url is 'Optional link to the running product (shows "Try It Live").';

create trigger labs_mvps_set_updated_at before update on public.labs_mvps
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------
-- Who may do what. Never rely on Supabase's default grants: take everything back, then grant exactly.
alter table public.users enable row level security;
alter table public.blog_posts enable row level security;
alter table public.blog_tags enable row level security;
alter table public.blog_posts_tags enable row level security;
alter table public.labs_mvps enable row level security;

revoke all on public.users, public.blog_posts, public.blog_tags, public.blog_posts_tags, public.labs_mvps
  from anon, authenticated;
grant all on public.users, public.blog_posts, public.blog_tags, public.blog_posts_tags, public.labs_mvps
  to service_role;

-- Visitors read published posts, whole.
grant select on public.blog_posts to anon;
create policy "Visitors read published posts" on public.blog_posts
  for select to anon using (published);

-- Tag links and tags of published posts only: a draft's tags say nothing about it in public.
grant select (post_id, tag_id) on public.blog_posts_tags to anon;
create policy "Visitors read tag links of published posts" on public.blog_posts_tags
  for select to anon using (
    exists (select 1 from public.blog_posts p where p.id = blog_posts_tags.post_id and p.published)
  );

grant select (id, name) on public.blog_tags to anon;
create policy "Visitors read tags of published posts" on public.blog_tags
  for select to anon using (
    exists (
      select 1
      from public.blog_posts_tags pt
      join public.blog_posts p on p.id = pt.post_id
      where pt.tag_id = blog_tags.id and p.published
    )
  );

-- Authors of published posts, public columns only: never the e-mail.
grant select (id, full_name, avatar_url, title) on public.users to anon;
create policy "Visitors read authors of published posts" on public.users
  for select to anon using (
    exists (select 1 from public.blog_posts p where p.author_id = users.id and p.published)
  );

-- The Labs catalogue is public in full, retired MVPs included (they show as retired).
grant select on public.labs_mvps to anon;
create policy "Visitors read the Labs catalogue" on public.labs_mvps
  for select to anon using (status in ('live', 'beta', 'testing', 'retired'));
