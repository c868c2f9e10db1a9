import { paths } from '@/config/paths';

/** The two MVPs the Labs landing page shows by hand (docs/product/routes.md: the Labs landing). */
export type LandingCard = {
  slug: string;
  name: string;
  description: string;
  statusText: string;
  statsText: string;
  image: string;
  link: string;
  beta: boolean;
};

export const landingCards: readonly LandingCard[] = [
  {
    slug: 'launchpad-ai',
    name: 'LaunchPad AI',
    description:
      'An AI builder that turns a plain-language startup idea into a clickable no-code MVP, a landing page and a validation plan.',
    statusText: 'Testing Phase',
    statsText: '150 beta users',
    image: '/images/labs/launchpad-ai.webp',
    link: paths.labs.mvp('launchpad-ai'),
    beta: true,
  },
  {
    slug: 'flowpilot',
    name: 'FlowPilot',
    description:
      'Workflow automation for small teams: connect the tools you already use and let the busywork run itself.',
    statusText: 'Live',
    statsText: '20 paying customers',
    image: '/images/labs/flowpilot.webp',
    link: paths.labs.mvp('flowpilot'),
    beta: false,
  },
];
