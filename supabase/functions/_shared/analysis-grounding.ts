/**
 * What ties the model's analysis to the studio: the pages it may point the founder to (named in the
 * prompt), the filter that drops any other link from its text, and the check that the text has the shape
 * the prompt asks for (docs/product/diagnostic.md#grounded-in-the-studio). Shared by the Edge Function and
 * the site's tests.
 */
import { BOOK_CALL_PATH, PLAYBOOK_FRAMEWORK_PATH } from './site-links.ts';

/** The studio's offers, each with its page: the only places the analysis may send a founder. */
export const studioPages = [
  { path: '/strategy', what: 'Strategy and roadmap: a 90-day growth roadmap built with the founder' },
  { path: '/mvp', what: 'MVP validation: a no-code MVP built and tested with real users in weeks' },
  { path: '/growth', what: 'Revenue growth: pricing and monetization work for startups with users' },
  { path: '/labs', what: 'Labs: the studio builds and tests no-code MVPs of ideas it picks, free' },
  { path: '/labs/submit-idea', what: 'Submit an idea to Labs' },
  { path: '/collective', what: 'The Collective: vetted operators and experts to hire for a project' },
  { path: '/growth-playbook', what: 'The free growth playbook (PDF): diagnose, experiment, double down' },
  { path: PLAYBOOK_FRAMEWORK_PATH, what: 'The playbook’s framework, to read online' },
  { path: BOOK_CALL_PATH, what: 'Book a free 20-minute strategy call' },
  { path: '/case-studies', what: 'Case studies of startups the studio worked with' },
] as const;

/** The blog's topics (its tags), each a page listing the articles on it. */
export const articleTopics = [
  'Validation',
  'Customer Research',
  'MVP',
  'No-Code',
  'Pricing',
  'Monetization',
  'Retention',
  'Growth',
  'Metrics',
  'Strategy',
  'Fundraising',
  'Automation',
] as const;

export const topicPath = (topic: string) => `/blog/tag/${topic.trim().toLowerCase().replace(/\s+/g, '-')}`;

const sitePaths = new Set<string>([...studioPages.map((page) => page.path), ...articleTopics.map(topicPath)]);

/** The pages the prompt names, one a line, for the advisor's brief. */
export function pagesBrief(): string {
  return [
    'The studio’s offers (link only to these pages, as relative links such as [Book a call](/book-call)):',
    ...studioPages.map((page) => `- ${page.path}: ${page.what}`),
    `Articles by topic: ${articleTopics.map((topic) => `${topic} (${topicPath(topic)})`).join(', ')}.`,
  ].join('\n');
}

/**
 * The page a link points to when it is one of this site's named pages (a path, or an address on
 * `siteUrl`), else undefined.
 */
function sitePage(target: string, siteUrl: string | undefined): string | undefined {
  let path = target.trim();
  if (siteUrl && path.startsWith(siteUrl)) path = path.slice(siteUrl.length) || '/';
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  const [page] = path.split(/[?#]/);
  return sitePaths.has(page!.replace(/\/+$/, '') || '/') ? path : undefined;
}

/**
 * The text with every link that is not one of this site's pages dropped: a Markdown link keeps its words,
 * an image goes, and a bare address or `<…>` autolink goes with the words around it kept. A link to a
 * page of the site stays, as a path.
 */
export function dropForeignLinks(text: string, siteUrl?: string): string {
  const origin = siteUrl?.replace(/\/+$/, '');
  return text
    .replace(/!\[([^\]]*)\]\(([^)]*)\)/g, '')
    .replace(/\[([^\]]+)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g, (_, words: string, target: string) => {
      const page = sitePage(target, origin);
      return page ? `[${words}](${page})` : words;
    })
    .replace(/<((?:https?:|mailto:|www\.)[^>\s]*)>/gi, '')
    .replace(/(^|[^\](/])\b(?:https?:\/\/|www\.)[^\s)<>\]]*[^\s)<>\].,;:!?'"]/gi, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1');
}

/** The shape the prompt asks for, checked before a model's text is shown or stored. */
export const ANALYSIS_SHAPE = { minBullets: 2, minCharacters: 150, maxCharacters: 2500 } as const;

/**
 * Whether a model's reply has the asked shape: at least two bullet points and a short text. A reply that
 * breaks it (a refusal, a wall of text, a cut answer) is replaced by the rules' analysis.
 */
export function hasAnalysisShape(text: string): boolean {
  const bullets = text.split('\n').filter((line) => /^\s*(?:[-*•]|\d+[.)])\s+\S/.test(line)).length;
  return (
    bullets >= ANALYSIS_SHAPE.minBullets &&
    text.length >= ANALYSIS_SHAPE.minCharacters &&
    text.length <= ANALYSIS_SHAPE.maxCharacters
  );
}
