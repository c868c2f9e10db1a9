import type { ImageLayout } from '@/lib/responsive-image';
import { ResponsiveImg } from './responsive-img';

/**
 * A 16:9 cover (blog posts, MVPs), its box reserved before it loads so nothing shifts, in sized variants for
 * its `layout` (a card in a grid, or the article's column). Decorative: the
 * title next to it names the thing. `eager` for the one image at the top of a page (its LCP): fetched
 * first and painted with the text, where an async decode would paint it a few frames later.
 */
export function CoverImage({
  src,
  eager = false,
  layout = 'card',
  className = '',
}: {
  src: string;
  eager?: boolean;
  layout?: ImageLayout;
  className?: string;
}) {
  return (
    <ResponsiveImg
      src={src}
      layout={layout}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
      className={`aspect-video w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
