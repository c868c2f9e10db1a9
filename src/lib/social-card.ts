/**
 * Every indexable page has a social card of its own, drawn at build time (scripts/social-cards.ts): a
 * 1200×630 PNG with the page's title and the brand, the size and shape LinkedIn, Slack, X and Facebook
 * show as a large preview. The card's address follows from the page's path alone, so the head tags
 * (src/lib/seo.tsx) and the build agree with no list to ship.
 */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
/** The folder of dist/ the cards are written to. */
export const SOCIAL_CARD_DIR = 'og';

/** FNV-1a: 8 hex digits, the same in Node and the browser. */
function pathHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * `/og/blog-freemium-vs-free-trial-1a2b3c4d.png`: readable, in one folder, and safe for any path (a tag
 * page's name may hold spaces or accents, which hosts would decode differently); the hash keeps two paths
 * that read alike apart.
 */
export function socialCardPath(pathname: string): string {
  const words = decodeURIComponent(pathname)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `/${SOCIAL_CARD_DIR}/${words || 'home'}-${pathHash(pathname)}.png`;
}

/** Set by the build: the title of every page rendered, by its card's path, which the build then draws. */
type CardRequests = Map<string, string>;
const requestsKey = '__SOCIAL_CARD_REQUESTS__';

export function collectSocialCards(): CardRequests {
  const requests: CardRequests = new Map();
  (globalThis as Record<string, unknown>)[requestsKey] = requests;
  return requests;
}

export function recordSocialCard(cardPath: string, title: string): void {
  const requests = (globalThis as Record<string, unknown>)[requestsKey] as CardRequests | undefined;
  requests?.set(cardPath, title);
}
