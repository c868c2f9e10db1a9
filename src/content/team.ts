/**
 * The studio's people, shown on /about and (those who take the calls) on /book-call. The owner edits this
 * list to show the real team: change the names and lines, add a `photo` (a square image under
 * public/images/team/) or leave the drawn avatar, whose look is set by `avatar`.
 *
 * These are sample people until the owner replaces them (the first two also sign the seed's blog posts).
 */
export type Avatar = {
  /** The background disc. */
  tone: 'indigo' | 'amber' | 'emerald' | 'rose';
  skin: 'light' | 'medium' | 'tan' | 'deep';
  hair: 'short' | 'long' | 'curly' | 'bun' | 'none';
  glasses?: boolean;
};

export type TeamMember = {
  name: string;
  role: string;
  /** One line of background: what makes their advice worth having. */
  background: string;
  avatar: Avatar;
  /** A square portrait under public/, e.g. `/images/team/maya-chen.webp`; the drawn avatar otherwise. */
  photo?: string;
  /** Takes the free calls: shown on /book-call as who the founder will talk to. */
  takesCalls: boolean;
};

export const team: readonly TeamMember[] = [
  {
    name: 'Maya Okafor',
    role: 'Founder & Growth Advisor',
    background:
      'Built and sold a B2B scheduling startup; has since shaped the pricing and roadmap of 40+ early-stage teams.',
    avatar: { tone: 'indigo', skin: 'deep', hair: 'bun', glasses: true },
    takesCalls: true,
  },
  {
    name: 'Daniel Reyes',
    role: 'No-Code Lead',
    background:
      'Former product engineer at a fintech; has shipped more than 60 no-code MVPs in Bubble, Webflow and Zapier.',
    avatar: { tone: 'amber', skin: 'tan', hair: 'short' },
    takesCalls: true,
  },
  {
    name: 'Priya Shah',
    role: 'Revenue Lead',
    background:
      'Led growth at a Series A SaaS from $1M to $6M ARR; runs the studio’s pricing and retention experiments.',
    avatar: { tone: 'emerald', skin: 'medium', hair: 'long' },
    takesCalls: false,
  },
];
