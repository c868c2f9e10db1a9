import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { absoluteUrl, Seo } from '@/lib/seo';
import type { PostLookup } from '../api/posts';
import type { BlogPost, RelatedPost } from '../lib/posts';
import { ArticleBody } from './article-body';
import { PostDate, TagChips } from './post-meta';
import { CoverImage } from '@/components/ui/cover-image';
import { promises } from '../../../../supabase/functions/_shared/promises.ts';

/** Article and BreadcrumbList structured data; `<` escaped so the text can never close the script. */
function StructuredData({ post }: { post: BlogPost }) {
  const url = absoluteUrl(paths.blog.post(post.slug));
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.summary,
      image: absoluteUrl(post.featuredImage),
      datePublished: post.publishedDate,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author.name },
      publisher: { '@type': 'Organization', name: site.name, url: site.url },
      mainEntityOfPage: url,
      keywords: post.tags.join(', '),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(paths.home) },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: absoluteUrl(paths.blog.list) },
        { '@type': 'ListItem', position: 3, name: post.title, item: url },
      ],
    },
  ];
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

function Author({ author }: { author: BlogPost['author'] }) {
  const initials = author.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <div className="flex items-center gap-4">
      {author.avatar ? (
        <img
          src={author.avatar}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {initials}
        </span>
      )}
      <div>
        <p className="font-semibold text-slate-900">{author.name}</p>
        <p className="text-sm text-slate-600">{author.title}</p>
      </div>
    </div>
  );
}

function RelatedArticles({ posts }: { posts: RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
        Related Articles
      </h2>
      <ul className="mt-6 grid gap-8 md:grid-cols-3">
        {posts.map((post) => (
          <li
            key={post.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <CoverImage src={post.featuredImage} />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold text-slate-900">{post.title}</h3>
              <p className="mt-2 line-clamp-3 text-slate-600">{post.summary}</p>
              <ArrowLink
                to={paths.blog.post(post.slug)}
                className="mt-auto pt-4"
                aria-label={`Read Article: ${post.title}`}
              >
                Read Article
              </ArrowLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /blog/{slug} once loaded (docs/product/content.md#an-article). */
export function Article({
  lookup,
  newsletter,
  preview = false,
}: {
  lookup: Extract<PostLookup, { status: 'found' }>;
  newsletter: ReactNode;
  /** A private preview (docs/owner.md): never indexed. */
  preview?: boolean;
}) {
  const { post, related } = lookup;
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-20">
      <Seo title={post.title} description={post.summary} article noIndex={preview} />
      <StructuredData post={post} />
      <ArrowLink to={paths.blog.list} className="mb-8" back>
        Back to Blog
      </ArrowLink>
      <header>
        <PostDate post={post} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {post.title}
        </h1>
        {post.subtitle && <p className="mt-4 text-xl text-slate-600">{post.subtitle}</p>}
        <div className="mt-8">
          <Author author={post.author} />
        </div>
      </header>
      <CoverImage src={post.featuredImage} eager layout="article" className="mt-10 rounded-2xl" />
      <div className="mt-8">
        <TagChips tags={post.tags} />
      </div>
      <ArticleBody post={post} className="mt-10" />
      <aside
        aria-labelledby="call-heading"
        className="mt-16 rounded-2xl border border-brand-200 bg-brand-50 p-8"
      >
        <h2 id="call-heading" className="text-2xl font-bold text-slate-900">
          Book a Free Strategy Call
        </h2>
        <p className="mt-3 text-slate-700">
          {promises.callMinutes} minutes, free: bring the question this article raised and leave with a next
          step.
        </p>
        <ButtonLink to={paths.bookCall({ source: 'blog' })} className="mt-6">
          Book a Free Strategy Call
        </ButtonLink>
      </aside>
      <RelatedArticles posts={related} />
      <div className="mt-16">{newsletter}</div>
    </article>
  );
}
