/**
 * The generated content of `npm run seed:scale` (scripts/seed-scale.ts): authors, tags and articles that
 * read like a studio's blog (headings, paragraphs, a list, about 900 words), the same for the same index
 * every time. Each article names a made-up company found in no other article, so a search for a word in
 * one post's body has exactly one answer (the blog benchmark searches for one).
 */

export const SCALE_SLUG_PREFIX = 'scale-';

/** A small deterministic random source (mulberry32), seeded per post. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const uuid = (group: string, index: number) =>
  `${group}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

const firstNames = [
  'Amara',
  'Jonas',
  'Lucia',
  'Tomasz',
  'Keiko',
  'Omar',
  'Sofia',
  'Ravi',
  'Elena',
  'Kwame',
  'Hannah',
  'Mateo',
];
const lastNames = [
  'Lindqvist',
  'Adeyemi',
  'Moreau',
  'Kowalski',
  'Tanaka',
  'Haddad',
  'Rossi',
  'Iyer',
  'Novak',
  'Mensah',
  'Becker',
  'Alvarez',
];
const roles = [
  'Growth Advisor',
  'Product Strategist',
  'No-Code Builder',
  'Pricing Lead',
  'Research Lead',
  'Venture Partner',
];

export const scaleAuthors = firstNames.map((first, i) => ({
  id: uuid('5ca1ea00', i + 1),
  full_name: `${first} ${lastNames[i]}`,
  email: `${first.toLowerCase()}@scale.example.com`,
  title: roles[i % roles.length],
}));

const topics = [
  'Onboarding',
  'Activation',
  'Churn',
  'Pricing Pages',
  'Sales Calls',
  'Cold Email',
  'Landing Pages',
  'Paid Pilots',
  'Referrals',
  'Community',
  'SEO',
  'Content Marketing',
  'Partnerships',
  'Hiring',
  'Cofounders',
  'Equity',
  'Board Meetings',
  'Runway',
  'Unit Economics',
  'Cohorts',
  'A/B Tests',
  'Interviews',
  'Surveys',
  'Prototypes',
  'Airtable',
  'Webflow',
  'Zapier',
  'Bubble',
  'Stripe',
  'B2B',
  'Marketplaces',
  'Developer Tools',
  'Fintech',
  'Health',
  'Education',
  'Climate',
  'Remote Teams',
  'Roadmaps',
  'Positioning',
  'Launch',
];

export const scaleTags = topics.map((name, i) => ({ id: uuid('5ca1eb00', i + 1), name }));

const actions = [
  'Fix',
  'Rethink',
  'Measure',
  'Test',
  'Simplify',
  'Launch',
  'Price',
  'Automate',
  'Explain',
  'Plan',
];
const angles = [
  'before you write a line of code',
  'with five customers',
  'in one afternoon',
  'without a growth team',
  'when nobody answers',
  'on a seed budget',
  'the boring way',
  'for your first hundred users',
];
const images = [
  'validate-idea',
  'no-code-stack',
  'pricing',
  'retention',
  'fundraising',
  'interviews',
  'freemium',
  'roadmap',
];
const headings = [
  'Where founders get stuck',
  'What we tried first',
  'The numbers that mattered',
  'A simple weekly routine',
  'Mistakes to avoid',
  'What to do on Monday',
];
const sentences = [
  'Most teams we meet treat {topic} as a project for later, and later never comes.',
  'The first signal is rarely in the dashboard; it is in the notes from the last ten calls.',
  'When we sat down with the founders of {company}, the problem looked like {topic}, but it was really about focus.',
  'Write the hypothesis down before the experiment starts, with the number that would prove you wrong.',
  'A spreadsheet, a calendar reminder and an honest conversation beat a new tool almost every time.',
  'Customers forgive a rough product; they do not forgive one that wastes their afternoon.',
  'Keep the change small enough that you can ship it this week and measure it next week.',
  'Ask what they did the last time the problem happened, not what they would do in theory.',
  '{company} cut the experiment down to one page and had an answer in nine days.',
  'If the metric does not change a decision, stop reporting it and free the hour for something that does.',
  'We keep a running list of objections and sort it by how often each one costs a deal.',
  'Good {topic} work looks boring from the outside: the same questions, asked every week, written down.',
  'Price is part of the product, so test it as early as you test the features.',
  'Nobody reads the long version; send the three-sentence summary and link the rest.',
  'The cheapest experiment is the one you can undo before lunch.',
];
const syllables = [
  'quil',
  'nova',
  'bri',
  'tes',
  'mar',
  'lo',
  'vin',
  'dor',
  'ka',
  'zu',
  'fen',
  'rix',
  'pa',
  'lun',
  'ost',
  'eve',
];

/** A made-up company name unique to the post: its index written in syllables, so no two posts share it. */
export function companyOf(index: number): string {
  let name = '';
  let rest = index + syllables.length ** 2;
  while (rest > 0) {
    name += syllables[rest % syllables.length];
    rest = Math.floor(rest / syllables.length);
  }
  return `${name[0]!.toUpperCase()}${name.slice(1)}works`;
}

export type GeneratedPost = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  content: string;
  featured_image: string;
  published_at: string;
  author_id: string;
  tags: string[];
};

/** Generated posts are dated before the seed's (newest first, eight hours apart), so the seed stays on top. */
const NEWEST_GENERATED = Date.parse('2026-09-01T09:00:00Z');

export function generatedPost(index: number): GeneratedPost {
  const next = random(index + 1);
  const tagCount = 1 + Math.floor(next() * 4);
  const tags = [...new Set(Array.from({ length: tagCount }, () => pick(next, topics)))];
  const topic = tags[0]!;
  const company = companyOf(index);
  const fill = (sentence: string) =>
    sentence.replace('{topic}', topic.toLowerCase()).replace('{company}', company);
  const paragraph = () =>
    Array.from({ length: 3 + Math.floor(next() * 2) }, () => fill(pick(next, sentences))).join(' ');
  const sections = headings.map(
    (heading, i) =>
      `## ${heading}\n\n${paragraph()}\n\n${paragraph()}\n\n${
        i === 2
          ? `- ${fill(pick(next, sentences))}\n- ${fill(pick(next, sentences))}\n- ${fill(pick(next, sentences))}\n\n`
          : ''
      }${paragraph()}`,
  );
  const title = `${pick(next, actions)} ${topic} ${pick(next, angles)}`;
  const slugTitle = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: uuid('5ca1ec00', index + 1),
    slug: `${SCALE_SLUG_PREFIX}${index + 1}-${slugTitle}`,
    title,
    summary: `${fill(pick(next, sentences))} Here is how ${company} approached ${topic.toLowerCase()}, step by step.`,
    content: `${fill(sentences[2]!)}\n\n${sections.join('\n\n')}\n`,
    featured_image: `/images/blog/${pick(next, images)}.webp`,
    published_at: new Date(NEWEST_GENERATED - index * 8 * 3600 * 1000).toISOString(),
    author_id: pick(next, scaleAuthors).id,
    tags,
  };
}

export function generatedPosts(count: number): GeneratedPost[] {
  return Array.from({ length: count }, (_, index) => generatedPost(index));
}
