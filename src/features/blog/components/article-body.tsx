import { useEffect, useState } from 'react';
import type * as markdown from '@/components/content/markdown';
import type { PostLookup } from '../api/posts';
import type { BlogPost } from '../lib/posts';

type MarkdownModule = typeof markdown;

let markdownModule: MarkdownModule | undefined;

/** The markdown renderer (about 50 kB gzip), loaded only for content the build did not render. */
export function loadMarkdown(): Promise<MarkdownModule> {
  return import('@/components/content/markdown').then((module) => (markdownModule = module));
}

/**
 * While prerendering: the article's content rendered once to sanitized HTML (react-markdown with
 * rehype-sanitize, as in the browser), so the page hydrates from that HTML with no renderer.
 */
export async function withRenderedContent(lookup: PostLookup): Promise<PostLookup> {
  if (lookup.status !== 'found') return lookup;
  const [{ renderToStaticMarkup }, { Markdown }] = await Promise.all([
    import('react-dom/server'),
    loadMarkdown(),
  ]);
  const contentHtml = renderToStaticMarkup(<Markdown markdown={lookup.post.content} />);
  return { ...lookup, post: { ...lookup.post, content: '', contentHtml } };
}

/** The article's text: the build's HTML when there is one, else the markdown, rendered here. */
export function ArticleBody({ post, className }: { post: BlogPost; className?: string }) {
  const [module, setModule] = useState(markdownModule);
  const rendered = post.contentHtml !== undefined;
  useEffect(() => {
    if (!rendered && !module) void loadMarkdown().then(setModule);
  }, [rendered, module]);
  if (rendered) {
    // Rendered and sanitized by the build (withRenderedContent), from the same component as below.
    return <div className={className} dangerouslySetInnerHTML={{ __html: post.contentHtml ?? '' }} />;
  }
  return <div className={className}>{module && <module.Markdown markdown={post.content} />}</div>;
}
