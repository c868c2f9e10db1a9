import { useLocation } from 'react-router';
import { site } from '@/config/site';
import { recordSocialCard, SOCIAL_CARD_SIZE, socialCardPath } from './social-card';

export type SeoProps = {
  title: string;
  description: string;
  /** Flags the page as an article for social previews (og:type). */
  article?: boolean;
  /** Keeps error screens out of search results (and gives them no canonical address). */
  noIndex?: boolean;
};

/** "About" becomes "About | Brand"; a title that already names the brand is left as it is. */
export function pageTitle(title: string, brand: string = site.name): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}

export function absoluteUrl(pathOrUrl: string, origin: string = site.url): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/**
 * The head tags of one page; every route renders exactly one. React 19 hoists <title>, <meta> and <link>
 * into <head> and replaces them on navigation (see docs/decisions/0002-native-head-tags.md).
 */
export function Seo({ title, description, article = false, noIndex = false }: SeoProps) {
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(pathname);
  // An indexable page's own card, drawn by the build from its title (src/lib/social-card.ts); a page kept
  // out of search results (an error, a private preview) shares the site's picture, of the same size.
  const card = noIndex ? site.defaultShareImage : socialCardPath(pathname);
  if (!noIndex) recordSocialCard(card, title);
  const imageUrl = absoluteUrl(card);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noIndex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={noIndex ? 'image/jpeg' : 'image/png'} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={fullTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={fullTitle} />
    </>
  );
}
