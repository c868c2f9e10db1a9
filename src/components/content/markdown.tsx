import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { ResponsiveImg } from '@/components/ui/responsive-img';

/** Opens links to other sites in a new tab without giving them this page; site links stay in the tab. */
function MarkdownLink({ href, children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  const external = href ? /^https?:/i.test(href) : false;
  return (
    <a href={href} {...props} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}

const components: Components = {
  // The article's title is the page's only h1.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: MarkdownLink,
  // Images by address get sized variants for the article's column; any other stays as written.
  img: ({ node: _node, alt = '', src, ...props }) =>
    typeof src === 'string' ? (
      <ResponsiveImg {...props} src={src} layout="article" alt={alt} loading="lazy" decoding="async" />
    ) : (
      <img {...props} alt={alt} loading="lazy" decoding="async" />
    ),
  // A wide table scrolls inside its own box (a shadow at the edge shows there is more), not the page;
  // focusable and named, so a keyboard can scroll it too.
  table: ({ node: _node, ...props }) => (
    <div className="table-scroll" role="region" aria-label="Table (scrolls sideways)" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  // A long line of code scrolls inside its block; focusable, so a keyboard can scroll it too.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
};

/**
 * Markdown from the database or the AI (blog articles, the diagnostic's analysis), GFM tables included. Raw
 * HTML in it is never rendered (react-markdown drops it without rehype-raw), rehype-sanitize cleans what
 * remains, and link and image addresses keep only the product's protocols
 * (docs/product/content.md#an-article: http, https, irc, ircs, mailto, xmpp; relative ones too): any other
 * becomes inert.
 */
export function Markdown({ markdown }: { markdown: string }) {
  return (
    <div className="rich-text">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        urlTransform={defaultUrlTransform}
        components={components}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
